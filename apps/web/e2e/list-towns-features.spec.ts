import { expect, test, type Locator, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// Issue 26's list filters, second part, on the bundled sample: several towns
// at once (checkboxes in a fold of their own) and a feature (garden), in the
// plain GET form, with the count of the form's search shown as the visitor
// ticks, the URL and the back button keeping the search, and the map view
// counting the same properties.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const WORDS = {
  nl: { sale: 'te-koop', filters: 'Filteren', towns: 'Gemeenten', garden: 'Tuin', map: 'Kaart', view: 'Weergave' },
  de: { sale: 'zu-verkaufen', filters: 'Filtern', towns: 'Orte', garden: 'Garten', map: 'Karte', view: 'Ansicht' },
} as const;
type Lang = keyof typeof WORDS;

// Uccle and Etterbeek: ten properties for sale in the sample, most with a garden.
const TOWNS = ['1180', '1040'];

const digits = async (locator: Locator): Promise<number> =>
  Number((await locator.innerText()).replace(/\D/g, '') || '0');
const resultCount = (page: Page) => digits(page.locator('.property-list__count'));

/** The phone folds the form into a <details>; from tablet width it is always open. */
async function openFilters(page: Page, lang: Lang): Promise<Locator> {
  const form = page.getByRole('form', { name: WORDS[lang].filters });
  if (!(await form.isVisible())) await page.locator('summary', { hasText: WORDS[lang].filters }).click();
  await expect(form).toBeVisible();
  return form;
}

async function openTowns(form: Locator, lang: Lang): Promise<void> {
  const towns = form.locator('details.list-filters__towns');
  if ((await towns.getAttribute('open')) === null)
    await towns.locator('summary', { hasText: WORDS[lang].towns }).click();
}

const town = (form: Locator, zip: string) => form.getByRole('checkbox', { name: new RegExp(`^${zip} `) });

/** What the BFF counts for a search of the sale list (the count the page and the form's line must show). */
async function bffCount(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/properties?goal=sale&limit=1&${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

/** Every card is in one of the towns. */
async function expectCardsIn(page: Page, zips: readonly string[]) {
  const cities = await page.locator('article.card .card__city').allInnerTexts();
  expect(cities.length).toBeGreaterThan(0);
  for (const city of cities) expect(zips).toContain(city.trim().slice(0, 4));
}

for (const [lang, viewport] of [
  ['nl', PHONE],
  ['de', DESKTOP],
  ['de', PHONE],
  ['nl', DESKTOP],
] as const) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('two towns and a garden: the count follows as they are ticked, the URL and the back button keep them, the map counts the same', async ({
      page,
    }) => {
      // Axe runs twice on a page of 12 cards: slow on a shared machine.
      test.setTimeout(120_000);
      const towns = TOWNS.map((zip) => `city=${zip}`).join('&');
      const inTowns = await bffCount(page, towns);
      const withGarden = await bffCount(page, `${towns}&feature=garden`);
      expect(withGarden).toBeGreaterThan(0);
      expect(withGarden).toBeLessThan(inTowns);
      await page.goto(`/${lang}/${WORDS[lang].sale}/`);
      const total = await resultCount(page);
      expect(inTowns).toBeLessThan(total);
      const form = await openFilters(page, lang);
      const live = form.locator('.list-filters__live-count');
      await expect(live).toHaveText('');
      await openTowns(form, lang);
      for (const zip of TOWNS) await town(form, zip).check();
      // The form says how many properties it would show, before it is sent.
      await expect(live).toHaveText(new RegExp(`^${inTowns}\\D`));
      await form.getByRole('checkbox', { name: WORDS[lang].garden, exact: true }).check();
      await expect(live).toHaveText(new RegExp(`^${withGarden}\\D`));
      await expectNoSeriousAxeViolations(page);

      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/[?&]feature=garden(&|$)/);
      for (const zip of TOWNS) await expect(page).toHaveURL(new RegExp(`[?&]city=${zip}(&|$)`));
      expect(await resultCount(page)).toBe(withGarden);
      await expectCardsIn(page, TOWNS);
      // The form shows the search it came from: the towns named in its fold's summary, the boxes ticked.
      const sent = await openFilters(page, lang);
      await expect(sent.locator('details.list-filters__towns summary')).toContainText('Etterbeek');
      await openTowns(sent, lang);
      for (const zip of TOWNS) await expect(town(sent, zip)).toBeChecked();
      await expect(sent.getByRole('checkbox', { name: WORDS[lang].garden, exact: true })).toBeChecked();
      await expectNoSeriousAxeViolations(page);

      // The map view of the same search counts the same properties.
      await page
        .getByRole('navigation', { name: WORDS[lang].view })
        .getByRole('link', { name: WORDS[lang].map })
        .click();
      await expect(page).toHaveURL(/[?&]view=map(&|$)/);
      await expect(page).toHaveURL(/[?&]feature=garden(&|$)/);
      expect(await resultCount(page)).toBe(withGarden);

      // Back to the list of the search, then to the whole list with an empty form.
      await page.goBack();
      await expect(page).not.toHaveURL(/view=map/);
      expect(await resultCount(page)).toBe(withGarden);
      await page.goBack();
      await expect(page).not.toHaveURL(/city=/);
      expect(await resultCount(page)).toBe(total);
      const empty = await openFilters(page, lang);
      await openTowns(empty, lang);
      for (const zip of TOWNS) await expect(town(empty, zip)).not.toBeChecked();
    });

    test('without JavaScript the towns and the garden are a plain GET form', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(`/${lang}/${WORDS[lang].sale}/`);
      const total = await resultCount(page);
      const form = await openFilters(page, lang);
      await openTowns(form, lang);
      for (const zip of TOWNS) await town(form, zip).check();
      await form.getByRole('checkbox', { name: WORDS[lang].garden, exact: true }).check();
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/[?&]feature=garden(&|$)/);
      const narrowed = await resultCount(page);
      expect(narrowed).toBeGreaterThan(0);
      expect(narrowed).toBeLessThan(total);
      await expectCardsIn(page, TOWNS);
      // The old single form of a town still opens its list.
      await page.goto(`/${lang}/${WORDS[lang].sale}/?city=Uccle%7C1180&feature=garden`);
      expect(await resultCount(page)).toBeGreaterThan(0);
      await expectCardsIn(page, ['1180']);
      await context.close();
    });
  });
}
