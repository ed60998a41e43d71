import { expect, test } from './support/test';

// Sample export: 4113, under a signed compromis (marquee 5, on the marquee
// ignore list, named "Compromis en cours" by the CRM), heated with "Mazout",
// asbestos "Niet asbestveilig"; 4125, a house with an "Américaine" kitchen,
// "Double vitrage" and an "Ardoises" roof.

test('a signed compromis in the price’s place reads in the visitor’s language', async ({ page }) => {
  for (const [locale, word] of [
    ['de', 'Verkaufskompromiss unterzeichnet'],
    ['en', 'Sale agreed'],
    ['nl', 'Compromis getekend'],
  ] as const) {
    await page.goto(`/${locale}/property/4113/`);
    const priceSlot = page.locator('section[aria-labelledby="key-facts"] dd').nth(1);
    await expect(priceSlot).toHaveText(word);
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.locator('main').innerText()).not.toContain('Compromis en cours');
  }
});

test('equipment and asbestos values read in the visitor’s language', async ({ page }) => {
  const cases = [
    ['/de/property/4113/', ['Heizöl', 'Nicht asbestsicher'], ['Mazout', 'Niet asbestveilig']],
    ['/fr/property/4113/', ['Mazout', 'Non sûr en matière d’amiante'], ['Niet asbestveilig']],
    [
      '/en/property/4125/',
      ['Heating oil', 'Open-plan kitchen', 'Double glazing', 'Slate'],
      ['Mazout', 'Américaine', 'Double vitrage', 'Ardoises'],
    ],
    [
      '/nl/property/4125/',
      ['Stookolie', 'Open keuken', 'Dubbele beglazing', 'Leien'],
      ['Mazout', 'Américaine', 'Double vitrage', 'Ardoises'],
    ],
  ] as const;
  for (const [path, shown, foreign] of cases) {
    await page.goto(path);
    const details = page.locator('[data-group]');
    await expect(details.first()).toBeVisible();
    const text = (await details.allInnerTexts()).join('\n');
    for (const word of shown) expect(text, `${path} shows ${word}`).toContain(word);
    for (const word of foreign) expect(text, `${path} hides ${word}`).not.toContain(word);
  }
});
