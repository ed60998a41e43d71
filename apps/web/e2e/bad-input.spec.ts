import { expect, test } from './support/test';

// Hostile input a visitor (or a scanner) can put in a page address: never a
// 500, always a page in the visitor's language.

const NOT_FOUND_TITLE = {
  fr: 'Page introuvable',
  nl: 'Pagina niet gevonden',
  en: 'Page not found',
  de: 'Seite nicht gefunden',
} as const;

test('a NUL byte in a list filter drops that filter and keeps the rest of the search', async ({ page }) => {
  const response = await page.goto('/fr/a-vendre/?city=Etterbeek%00%7C1040&sort=price-asc');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const form = page.locator('form.list-filters');
  await expect(form.locator('select[name="sort"]')).toHaveValue('price-asc');
  await expect(form.locator('input[name="city"]:checked')).toHaveCount(0);
  for (const query of [
    'city=%00',
    'city=%00%7C%00',
    'type=%00',
    'minPrice=1%00',
    'sort=%00',
    'page=%00',
    'view=%00',
    'q=%00',
  ]) {
    const other = await page.request.get(`/nl/te-huur/?${query}`);
    expect(other.status(), query).toBe(200);
  }
});

test('an id beyond the integer range is the localized 404 page on property and project URLs', async ({ page }) => {
  // A property address is the Property Not Found state (issue 12), a project's the 404 page.
  const urls = [
    ['fr', '/fr/property/9999999999/', 'Bien introuvable'],
    ['nl', '/nl/property/2147483648/', 'Pand niet gevonden'],
    ['en', '/en/for-sale/etterbeek/apartment/9999999999/', 'Property Not Found'],
    ['de', '/de/zu-vermieten/uccle/haus/99999999999/', 'Immobilie nicht gefunden'],
    ['fr', '/fr/project/9999999999/', NOT_FOUND_TITLE.fr],
    ['nl', '/nl/projecten/spa/residentie/2147483648/', NOT_FOUND_TITLE.nl],
  ] as const;
  for (const [locale, url, title] of urls) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.locator('html'), url).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(title);
  }
});

test('malformed percent-encoding in a path is a 404 page in the path’s language, else the detected one', async ({
  request,
}) => {
  const prefixed = [
    ['fr', '/fr/%E9/'],
    ['nl', '/nl/te-koop/%C0%AF/'],
    ['en', '/en/%zz/'],
    ['de', '/de/zu-verkaufen/a/b/%ff/'],
  ] as const;
  for (const [locale, url] of prefixed) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    const html = await response.text();
    expect(html, url).toContain(`<html lang="${locale}"`);
    expect(html, url).toContain(NOT_FOUND_TITLE[locale]);
  }
  // No language in the path: the browser's.
  const response = await request.get('/%zz/', { maxRedirects: 0, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(NOT_FOUND_TITLE.de);
});
