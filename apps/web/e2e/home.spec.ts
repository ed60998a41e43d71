import type { PropertyCountsDto } from '@immo/domain';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// A Belgian-style euro amount: '€ 325.000', '€ 1.250'.
const FORMATTED_PRICE = /€\s\d{1,3}(\.\d{3})+/;

test.beforeEach(async ({ page }) => {
  // A stored 'Decline' choice keeps the cookie banner from covering the page.
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

async function liveCounts(page: Page): Promise<PropertyCountsDto> {
  const response = await page.request.get('/api/counts');
  expect(response.ok()).toBe(true);
  return (await response.json()) as PropertyCountsDto;
}

async function firstCardWithPrice(page: Page) {
  const card = page.locator('article.card').filter({ hasText: FORMATTED_PRICE }).first();
  await expect(card).toBeVisible();
  return card;
}

test('the banner image is server-rendered and fetched first, with the search block over it', async ({ page }) => {
  await page.goto('/fr/');
  const banner = page.locator('section[data-banner]');
  await expect(banner).toBeVisible();
  const image = banner.locator('img').first();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).not.toHaveAttribute('loading', 'lazy');
  await expect(banner.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(banner.getByRole('combobox')).toBeVisible();
  // Metadata from the home page configuration, canonical and alternates.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/$/);
});

test('the search block replaces the counts in its descriptions and shows them on its buttons', async ({ page }) => {
  const counts = await liveCounts(page);
  expect(counts.sale).toBeGreaterThan(0);
  expect(counts.rent).toBeGreaterThan(0);
  await page.goto('/fr/');
  const banner = page.locator('section[data-banner]');
  await expect(banner).not.toContainText('{FOR_SALE_TOTAL}');
  await expect(banner).not.toContainText('{FOR_RENT_TOTAL}');
  await expect(banner.locator('p').filter({ hasText: `${counts.sale} biens à vendre` })).toBeVisible();
  await expect(banner.locator('p').filter({ hasText: `${counts.rent} biens à louer` })).toBeVisible();

  const forSale = banner.getByRole('link', { name: `À vendre (${counts.sale})` });
  await expect(forSale).toHaveAttribute('href', '/fr/a-vendre/');
  await expect(banner.getByRole('link', { name: `À louer (${counts.rent})` })).toHaveAttribute('href', '/fr/a-louer/');
  await forSale.click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/$/);
});

test('the news module shows at most four properties, four to a row, then the article', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/');
  const news = page.locator('section[data-module="property-list"]');
  await expect(news.getByRole('heading', { level: 2 })).toHaveText('News');
  const cards = news.locator('article.card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  // One row: every card starts at the same height.
  const tops = await cards.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);

  const article = page.locator('section[data-module="article"]');
  await expect(article.getByRole('heading', { level: 2 })).not.toHaveText('');
  expect((await article.innerText()).length).toBeGreaterThan(40);
  // Configured order: the news first, then the article.
  const newsBox = await news.boundingBox();
  const articleBox = await article.boundingBox();
  expect(newsBox && articleBox && newsBox.y < articleBox.y).toBe(true);
});

test('home lists properties and leads to the localized detail page and its translations', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const card = await firstCardWithPrice(page);
  const city = (await card.locator('.card__city').innerText()).trim();
  expect(city).toMatch(/\d{4}\s+\S+/);

  const link = card.locator('a.card__link');
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/fr\/(a-vendre|a-louer)\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('home and the 404 page have no serious accessibility violations', async ({ page }) => {
  await page.goto('/nl/');
  await expect(page.locator('section[data-module="property-list"] article.card').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // With the results panel open too.
  await page.getByRole('combobox').fill('gent');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const response = await page.goto('/nl/bestaat-niet/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the 404 page points home and its search box finds properties', async ({ page }) => {
  const response = await page.goto('/fr/nulle-part/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main').getByRole('link', { name: "Retour à la page d'accueil" })).toHaveAttribute(
    'href',
    '/fr/',
  );
  // The 404 page loads its search box lazily: text typed before it hydrates searches nothing.
  const search = page.locator('form[role="search"][data-ready]').getByRole('combobox');
  await search.fill('liege');
  const option = page.getByRole('option').filter({ hasText: '4000' }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Li%C3%A8ge%7C4000$/);
});

test('the 404 page outside any language has the search box too', async ({ page }) => {
  const response = await page.goto('/nowhere.txt');
  expect(response?.status()).toBe(404);
  await page.locator('form[role="search"][data-ready]').getByRole('combobox').fill('V-2025-04109');
  await expect(page.getByRole('option').filter({ hasText: 'V-2025-04109' })).toBeVisible();
});
