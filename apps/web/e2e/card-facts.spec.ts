import { expect, type Page, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// Sample export, for sale: 4125 an Etterbeek house (212 m² living, 5
// bedrooms, a 1,054 m² plot), 4122 a Forest flat (150 m², 3 bedrooms; a
// flat's plot is never on a card), 4116 an Arlon building plot (902 m², no
// living area nor bedrooms: those are left out, not written as 0).
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const WORDS = {
  nl: {
    sale: 'te-koop',
    facts: 'Kerngegevens',
    house: ['212 m² bewoonbaar', '5 slaapkamers', '1.054 m² perceel'],
    flat: ['150 m² bewoonbaar', '3 slaapkamers'],
    land: ['902 m² perceel'],
  },
  en: {
    sale: 'for-sale',
    facts: 'Key facts',
    house: ['212 m² living', '5 bedrooms', '1,054 m² plot'],
    flat: ['150 m² living', '3 bedrooms'],
    land: ['902 m² plot'],
  },
} as const;

type Lang = keyof typeof WORDS;

/** The sale list narrowed to one commune, as its filter form sends it. */
async function openSaleList(page: Page, lang: Lang, city: string) {
  await page.goto(`/${lang}/${WORDS[lang].sale}/?city=${encodeURIComponent(city)}`);
  await expect(page.locator('article.card').first()).toBeVisible();
}

function card(page: Page, id: number) {
  return page.locator('article.card').filter({ has: page.locator(`a.card__link[href*="/${id}/"]`) });
}

async function factsOf(page: Page, lang: Lang, id: number): Promise<string[]> {
  const list = card(page, id).getByRole('list', { name: WORDS[lang].facts });
  await expect(list).toBeVisible();
  return (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
}

for (const [lang, viewport] of [
  ['nl', PHONE],
  ['en', DESKTOP],
  ['en', PHONE],
  ['nl', DESKTOP],
] as const) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a house's card shows its living area, bedrooms and plot in the language's number style, beside its energy label", async ({
      page,
    }) => {
      await openSaleList(page, lang, 'Etterbeek|1040');
      const house = card(page, 4125);
      expect(await factsOf(page, lang, 4125)).toEqual(WORDS[lang].house);
      await expect(house).toContainText('EPC');
      // The facts stay inside their card, and the grid inside the window, on a phone too.
      const [cardBox, factsBox] = await Promise.all([
        house.boundingBox(),
        house.getByRole('list', { name: WORDS[lang].facts }).boundingBox(),
      ]);
      expect(factsBox!.x + factsBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousAxeViolations(page);
    });

    test("a flat's card shows no plot, and land shows no living area nor bedrooms", async ({ page }) => {
      await openSaleList(page, lang, 'Forest|1190');
      expect(await factsOf(page, lang, 4122)).toEqual(WORDS[lang].flat);
      await openSaleList(page, lang, 'Arlon|6700');
      expect(await factsOf(page, lang, 4116)).toEqual(WORDS[lang].land);
      await expect(card(page, 4116)).not.toContainText(/\b0 m²/);
    });
  });
}
