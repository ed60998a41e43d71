import { expect, test } from './support/test';
import { type OwnWeb, startOwnWeb } from './support/own-web';
import { startStubBff, type StubBff } from './support/stub-bff';

// A BFF that answers, database up, but fails one endpoint (a bug answering
// 500) or answers another in a shape the web does not know: the pages that
// need it must be the spec's API-failure page (§8), server-rendered, in the
// visitor's language and complete without JavaScript, not Next.js's empty
// shell. Its own web server of the same build talks to a stand-in BFF that
// relays everything else to the shared stack's.

/** The property list fails as a bug would; the project list answers in a shape of its own. */
const BROKEN = /^\/api\/properties\?/;
const RESHAPED = /^\/api\/projects\?/;

let stub: StubBff;
let web: OwnWeb;

test.beforeAll(async () => {
  stub = await startStubBff((url, _request, response) => {
    if (BROKEN.test(url)) {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"statusCode":500,"code":"INTERNAL_ERROR","message":"Internal error"}');
      return true;
    }
    if (RESHAPED.test(url)) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('[{"id":"9001","title":"Résidence"}]');
      return true;
    }
    return false;
  });
  web = await startOwnWeb({ BFF_URL: stub.url });
});

test.afterAll(async () => {
  await web?.stop();
  await stub?.close();
});

function decodeEntities(html: string): string {
  return html
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('a BFF error on one endpoint gives the pages that need it the localized API-failure page, 500, as plain HTML', async () => {
  for (const [locale, path, text] of [
    ['nl', '/nl/te-koop/?sort=price-desc', 'Er is een fout opgetreden in de API'],
    ['fr', '/fr/a-louer/', "Il y a une erreur dans l'API"],
    ['en', '/en/projects/', 'There is an error in the API'],
  ] as const) {
    const response = await fetch(web.url + path, { redirect: 'manual' });
    const html = decodeEntities(await response.text());
    expect(response.status, path).toBe(500);
    expect(response.headers.get('content-type'), path).toContain('text/html');
    expect(html, path).toContain(`<html lang="${locale}"`);
    expect(html, path).toContain(text);
    expect(html, path).toContain(`href="${path}"`);
  }
  // The project list's odd shape is logged as one line naming the endpoint and the field, no stack.
  expect(web.log()).toMatch(/\[web\] BFF \/api\/projects\?locale=en: unexpected answer \(0\.\w+: [^\n]+\)/);
});

test('without JavaScript the visitor reads the message and can retry', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const path = '/de/zu-vermieten/';
  const response = await page.goto(web.url + path);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('alert')).toContainText('Es ist ein Fehler in der API aufgetreten');
  await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute('href', path);
  await context.close();
});

test('pages that do not need the failing endpoint still render', async () => {
  const response = await fetch(`${web.url}/fr/Disclaimer/`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<h1>Clause de non-responsabilité</h1>');
});
