import { expect, type Page, test } from './support/test';

// Sample export: 4109, a Liège house for sale with its price on request
// (€ 1.200.000; total cost € 1.364.600, registration rights € 150.000,
// notary € 14.600); 4218, a rent on request (€ 1.650, deposit € 3.300);
// 4113, under a signed compromis (marquee 5, on the marquee ignore list:
// € 745.000, total cost € 843.995, rights € 89.400).

/** Any spelling of an amount: '1.364.600', '1364600', '1,364,600', '1 364 600'. */
function amountPattern(amount: number, prefix = ''): RegExp {
  const digits = [...String(amount)].join('[.,\\s\\u202f\\u00a0]?');
  return new RegExp(`${prefix}(?<![\\d.,])${digits}(?![\\d]|[.,]\\d)`);
}

/**
 * Neither the page (as money: a postal code may share the digits) nor its
 * JSON-LD and meta tags (as any number) give the amount.
 */
async function expectNoAmounts(page: Page, amounts: number[]) {
  const body = await page.locator('body').innerText();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const metas = await page
    .locator('meta')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('content') ?? ''));
  const machineText = [...jsonLd, ...metas].join('\n');
  for (const amount of amounts) {
    expect(body).not.toMatch(amountPattern(amount, '€[\\s\\u00a0]?'));
    expect(machineText).not.toMatch(amountPattern(amount));
  }
}

test('a sale on request shows no amount that gives its price away', async ({ page }) => {
  await page.goto('/fr/property/4109/');
  await expect(page.locator('section[aria-labelledby="key-facts"]')).toContainText('Prix sur demande');
  await expectNoAmounts(page, [1_200_000, 1_364_600, 150_000, 14_600]);
  await expect(page.locator('[data-group="financial"] dt', { hasText: 'Coût total' })).toHaveCount(0);
  await expect(page.locator('[data-group="financial"] dt', { hasText: "Droits d'enregistrement" })).toHaveCount(0);
});

test('a rent on request shows no deposit', async ({ page }) => {
  await page.goto('/en/property/4218/');
  await expect(page.locator('section[aria-labelledby="key-facts"]')).toContainText('Price on request');
  await expectNoAmounts(page, [1_650, 3_300]);
  await expect(page.getByText('Rental deposit', { exact: true })).toHaveCount(0);
});

test('a price withheld under a signed compromis reveals no cost either', async ({ page }) => {
  await page.goto('/de/property/4113/');
  await expect(page.locator('section[aria-labelledby="key-facts"]')).toBeVisible();
  await expectNoAmounts(page, [745_000, 843_995, 89_400]);
});
