import { expect, test } from './support/test';
import { freePort, type OwnWeb, startOwnWeb } from './support/own-web';

// The shared stack's BFF cannot be stopped (other specs use it), so this spec
// starts its own `next start` of the same build whose BFF_URL is a port where
// nothing listens: every page must then be the API-failure page (spec §8),
// 503 with Retry-After, readable without JavaScript.

const API_ERROR = {
  fr: { text: "Il y a une erreur dans l'API", retry: 'Réessayer' },
  nl: { text: 'Er is een fout opgetreden in de API', retry: 'Opnieuw proberen' },
  en: { text: 'There is an error in the API', retry: 'Try again' },
  de: { text: 'Es ist ein Fehler in der API aufgetreten', retry: 'Erneut versuchen' },
} as const;

// One of each page type, in each language.
const PAGES = [
  ['fr', '/fr/'],
  ['nl', '/nl/te-koop/'],
  ['en', '/en/for-rent/?city=Uccle%7C1180&sort=price-asc'],
  ['de', '/de/zu-verkaufen/etterbeek/wohnung/4164/'],
  ['fr', '/fr/property/4164/'],
  ['en', '/en/projects/'],
  ['nl', '/nl/projecten/spa/residentie/9001/'],
  ['fr', '/fr/project/9001/'],
  ['de', '/de/Disclaimer/'],
  ['fr', '/fr/Notre-agence/'],
] as const;

let web: OwnWeb;

test.beforeAll(async () => {
  web = await startOwnWeb({ BFF_URL: `http://127.0.0.1:${await freePort()}` });
});

test.afterAll(async () => {
  await web?.stop();
});

function decodeEntities(html: string): string {
  return html
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('every page type answers the API-failure page, 503 with Retry-After, as plain HTML', async () => {
  for (const [locale, path] of PAGES) {
    const response = await fetch(web.url + path, { redirect: 'manual' });
    const html = decodeEntities(await response.text());
    expect(response.status, path).toBe(503);
    expect(Number(response.headers.get('retry-after')), path).toBeGreaterThan(0);
    expect(response.headers.get('content-type'), path).toContain('text/html');
    expect(html, path).toContain(`<html lang="${locale}"`);
    expect(html, path).toContain(API_ERROR[locale].text);
    // The retry link reloads the very same address.
    expect(html, path).toContain(`href="${path}"`);
  }
});

test('without JavaScript the visitor reads the message and can retry', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const path = '/nl/te-koop/?sort=price-desc';
  const response = await page.goto(web.url + path);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('alert')).toContainText(API_ERROR.nl.text);
  const retry = page.getByRole('link', { name: API_ERROR.nl.retry });
  await expect(retry).toHaveAttribute('href', path);
  await retry.click();
  await expect(page).toHaveURL(web.url + path);
  await expect(page.getByRole('alert')).toContainText(API_ERROR.nl.text);
  await context.close();
});

test('the sitemap index and its files answer 503, not 500', async () => {
  for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/properties-fr-1.xml']) {
    const response = await fetch(web.url + path);
    expect(response.status, path).toBe(503);
    expect(Number(response.headers.get('retry-after')), path).toBeGreaterThan(0);
  }
});

test('a malformed address is a 404 page in its language, logged once', async () => {
  const response = await fetch(`${web.url}/fr/%E9/`);
  expect(response.status).toBe(404);
  expect(decodeEntities(await response.text())).toContain('Page introuvable');
  // Give the server a moment to flush its output.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(
    web
      .log()
      .split('\n')
      .filter((line) => line.includes('/fr/%E9/')),
  ).toHaveLength(1);
});
