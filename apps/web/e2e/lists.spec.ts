import { expect, test, type Page } from './support/test';

// The For sale / For rent lists against the bundled 150-property sample.

const FORMATTED_PRICE = /€\s\d{1,3}(\.\d{3})+/;

test.beforeEach(async ({ page }) => {
  // Store a 'Decline' choice so the cookie banner does not cover the controls.
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', 'true');
    for (const name of [
      'consentAdUserData',
      'consentAdStorage',
      'consentAnalyticsStorage',
      'consentAdPersonalization',
    ]) {
      window.localStorage.setItem(name, 'false');
    }
  });
});

async function resultCount(page: Page): Promise<number> {
  const text = await page.locator('.property-list__count').innerText();
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('article.card a.card__link').allInnerTexts();
}

test('the French sale list shows cards, a count and a localized title', async ({ page }) => {
  await page.goto('/fr/a-vendre/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('article.card').first()).toBeVisible();
  await expect(page.locator('article.card')).toHaveCount(12);
  await expect(page.locator('.property-list__count')).toHaveText(/\d+ biens?/);
  expect(await resultCount(page)).toBeGreaterThan(12);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/a-vendre\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', /\/nl\/te-koop\/$/);
});

test('the Dutch rent list resolves', async ({ page }) => {
  const response = await page.goto('/nl/te-huur/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('article.card').first()).toBeVisible();
});

test('a city filter narrows the results and is kept in the URL', async ({ page }) => {
  await page.goto('/fr/a-vendre/');
  const total = await resultCount(page);
  const towns = page.locator('details.list-filters__towns');
  await towns.locator('summary', { hasText: 'Communes' }).click();
  const first = towns.locator('input[name="city"]').first();
  const zip = (await first.getAttribute('value')) ?? '';
  expect(zip).toMatch(/^\d{4}$/);
  await first.check();
  await page.locator('form.list-filters button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`[?&]city=${zip}(&|$)`));
  await expect(page.locator('article.card').first()).toBeVisible();
  const narrowed = await resultCount(page);
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(total);
  // The form shows the search it came from.
  await expect(page.locator(`details.list-filters__towns input[value="${zip}"]`)).toBeChecked();
  for (const text of await page.locator('article.card .card__city').allInnerTexts()) expect(text).toContain(zip);
});

test('sorting by price ascending orders the visible prices', async ({ page }) => {
  await page.goto('/fr/a-vendre/');
  await page.getByLabel('Trier par', { exact: true }).selectOption('price-asc');
  await page.locator('form.list-filters button[type="submit"]').click();
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect(page.locator('article.card').first()).toBeVisible();
  const prices = (await page.locator('article.card .card__price').allInnerTexts())
    .map((text) => FORMATTED_PRICE.exec(text)?.[0])
    .filter((text): text is string => text !== undefined)
    .map((text) => Number(text.replace(/\D/g, '')));
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('page 2 shows other cards', async ({ page }) => {
  await page.goto('/fr/a-vendre/');
  const first = await cardTitles(page);
  expect(first.length).toBe(12);
  const pagination = page.getByRole('navigation', { name: 'Pages' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const second = await cardTitles(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.some((title) => !first.includes(title))).toBe(true);
  await expect(pagination.locator('a[rel="prev"]')).toBeVisible();
});

test('a search without match shows the empty-result message; a bad URL falls back to defaults', async ({ page }) => {
  await page.goto('/fr/a-vendre/?minPrice=999999999');
  await expect(page.getByText("Aucun résultat n'a été trouvé pour votre recherche")).toBeVisible();
  await expect(page.locator('article.card')).toHaveCount(0);

  const response = await page.goto('/fr/a-vendre/?sort=cheapest&page=abc&city=nowhere');
  expect(response?.status()).toBe(200);
  await expect(page.locator('article.card')).toHaveCount(12);
});

test("a property's breadcrumb leads back to the list", async ({ page }) => {
  await page.goto('/fr/a-vendre/');
  await page.locator('article.card a.card__link').first().click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);
  await page.locator('nav.breadcrumb a[href*="/a-vendre"]').first().click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/?$/);
  await expect(page.locator('.property-list__count')).toHaveText(/\d+ biens?/);
});

test('the language switcher keeps the current search', async ({ page }) => {
  await page.goto('/fr/a-vendre/?minBedrooms=2&sort=price-asc&page=2');
  const dutch = page.getByRole('link', { name: 'Nederlands' });
  await expect(dutch).toHaveAttribute('href', '/nl/te-koop/?minBedrooms=2&sort=price-asc&page=2');
  await dutch.click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?minBedrooms=2&sort=price-asc&page=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('#filter-bedrooms')).toHaveValue('2');
  await expect(page.locator('#filter-sort')).toHaveValue('price-asc');
  // A city chosen in French is found in Dutch too (the BFF matches any language's name).
  await page.goto('/fr/a-vendre/');
  const city = await page.locator('form.list-filters input[name="city"]').first().getAttribute('value');
  await page.goto(`/fr/a-vendre/?city=${encodeURIComponent(city ?? '')}`);
  const french = await resultCount(page);
  await page.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=/);
  expect(await resultCount(page)).toBe(french);
});

test('on a phone the filters fold away and every control is a 44 px touch target', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/a-vendre/');
  const form = page.locator('form.list-filters');
  await expect(form).toBeHidden();
  await page.locator('summary', { hasText: 'Filtrer' }).click();
  await expect(form).toBeVisible();
  const targets = [
    page.locator('summary', { hasText: 'Filtrer' }),
    form.locator('details.list-filters__towns summary'),
    form.locator('label:has(input[name="feature"])').first(),
    ...['#filter-type', '#filter-min-price', '#filter-max-price', '#filter-bedrooms', '#filter-sort'].map((id) =>
      page.locator(id),
    ),
    form.locator('button[type="submit"]'),
    form.getByRole('link', { name: 'Effacer' }),
    page.getByRole('navigation', { name: 'Affichage' }).getByRole('link', { name: 'Liste' }),
    page.getByRole('navigation', { name: 'Affichage' }).getByRole('link', { name: 'Carte' }),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box, await target.evaluate((node) => node.outerHTML.slice(0, 80))).not.toBeNull();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  // Each field has its label, and the focused field shows a ring.
  await expect(page.getByLabel('Chambres (minimum)', { exact: true })).toBeVisible();
  await page.locator('#filter-max-price').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('#filter-bedrooms')).toBeFocused();
  await expect(page.locator('#filter-bedrooms')).toHaveCSS('outline-style', 'solid');
});
