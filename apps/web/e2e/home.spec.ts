import { expect, test, type Page } from '@playwright/test';

// A Belgian-style euro amount: '€ 325.000', '€ 1.250'.
const FORMATTED_PRICE = /€\s\d{1,3}(\.\d{3})+/;

async function firstCardWithPrice(page: Page) {
  const card = page.locator('article.card').filter({ hasText: FORMATTED_PRICE }).first();
  await expect(card).toBeVisible();
  return card;
}

test('home lists properties and leads to the localized detail page and its translations', async ({ page }) => {
  // Dutch home: cards with a formatted price, a city and an energy label.
  await page.goto('/nl/');
  await expect(page).toHaveURL(/\/nl\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const nlCard = await firstCardWithPrice(page);
  await expect(nlCard.locator('.card__price')).toHaveText(FORMATTED_PRICE);
  await expect(nlCard.locator('.card__city')).toHaveText(/\d{4}\s+\S+/);
  await expect(page.locator('article.card .energy-badge').first()).toHaveText(/\b[A-G][+-]*$/);

  // French home: same checks, then follow the first property.
  await page.goto('/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const card = await firstCardWithPrice(page);
  await expect(card.locator('.card__price')).toHaveText(FORMATTED_PRICE);
  const city = (await card.locator('.card__city').innerText()).trim();
  expect(city).toMatch(/\d{4}\s+\S+/);
  await expect(page.locator('article.card .energy-badge').first()).toHaveText(/\b[A-G][+-]*$/);

  const link = card.locator('a.card__link');
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/fr\/(a-vendre|a-louer)\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.property__city')).toHaveText(city);

  // Same property in Dutch: its own URL, not the French one under /nl/.
  const id = new URL(page.url()).pathname.split('/').at(-2);
  const switcher = page.locator('nav.locale-switcher');
  await expect(switcher.getByRole('link', { name: 'Nederlands' })).toHaveAttribute('hreflang', 'nl');
  await switcher.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(new RegExp(`/nl/(te-koop|te-huur)/[a-z0-9-]+/[a-z0-9-]+/${id}/$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
});
