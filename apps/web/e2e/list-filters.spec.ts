import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// Issue 26's list filters on the bundled sample: living area from/to and
// energy label at most (each property on its own region's scale), as a
// visitor sets them in the plain GET form, with and without JavaScript.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const WORDS = {
  nl: {
    sale: 'te-koop',
    filters: 'Filteren',
    from: 'Bewoonbare oppervlakte vanaf (m²)',
    to: 'Bewoonbare oppervlakte tot (m²)',
    energy: 'Energielabel (ten hoogste)',
    facts: 'Kerngegevens',
    living: /^(\d+) m² bewoonbaar$/,
  },
  en: {
    sale: 'for-sale',
    filters: 'Filter',
    from: 'Living area from (m²)',
    to: 'Living area to (m²)',
    energy: 'Energy label (at most)',
    facts: 'Key facts',
    living: /^(\d+) m² living$/,
  },
} as const;
type Lang = keyof typeof WORDS;

async function resultCount(page: Page): Promise<number> {
  return Number((await page.locator('.property-list__count').innerText()).replace(/\D/g, '') || '0');
}

/** The phone folds the form into a <details>; from tablet width it is always open. */
async function openFilters(page: Page, lang: Lang) {
  const form = page.getByRole('form', { name: WORDS[lang].filters });
  if (!(await form.isVisible())) await page.locator('summary', { hasText: WORDS[lang].filters }).click();
  await expect(form).toBeVisible();
  return form;
}

/** Sets living area 100-150 m² and energy label C at most, and sends the form. */
async function setFilters(page: Page, lang: Lang) {
  const form = await openFilters(page, lang);
  await form.getByLabel(WORDS[lang].from, { exact: true }).fill('100');
  await form.getByLabel(WORDS[lang].to, { exact: true }).fill('150');
  await form.getByLabel(WORDS[lang].energy, { exact: true }).selectOption({ label: 'C' });
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/[?&]maxEnergy=c(&|$)/);
}

/** Every card shown has a living area in 100-150 m² and a label of C or better. */
async function expectCardsMatch(page: Page, lang: Lang) {
  const cards = page.locator('article.card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const facts = await card.getByRole('list', { name: WORDS[lang].facts }).getByRole('listitem').allInnerTexts();
    const living = facts.map((fact) => WORDS[lang].living.exec(fact.trim())?.[1]).find(Boolean);
    expect(Number(living)).toBeGreaterThanOrEqual(100);
    expect(Number(living)).toBeLessThanOrEqual(150);
    const label = /EPC ([A-G][+-]*)/.exec(await card.innerText())?.[1];
    expect(label).toMatch(/^(A\+*|A-|B[+-]?|C\+?)$/);
  }
}

for (const [lang, viewport] of [
  ['nl', PHONE],
  ['en', DESKTOP],
  ['en', PHONE],
  ['nl', DESKTOP],
] as const) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('living area and energy label narrow the list, the count follows, the URL and the back button keep them', async ({
      page,
    }) => {
      // Axe and three page loads on a shared machine.
      test.setTimeout(90_000);
      await page.goto(`/${lang}/${WORDS[lang].sale}/`);
      const total = await resultCount(page);
      await setFilters(page, lang);
      await expect(page).toHaveURL(/[?&]minLivingArea=100(&|$)/);
      await expect(page).toHaveURL(/[?&]maxLivingArea=150(&|$)/);
      const narrowed = await resultCount(page);
      expect(narrowed).toBeGreaterThan(0);
      expect(narrowed).toBeLessThan(total);
      await expectCardsMatch(page, lang);
      // The form shows the search it came from, and says how many filters are on.
      const form = await openFilters(page, lang);
      await expect(form.getByLabel(WORDS[lang].from, { exact: true })).toHaveValue('100');
      await expect(form.getByLabel(WORDS[lang].energy, { exact: true })).toHaveValue('c');
      await expect(page.locator('summary', { hasText: WORDS[lang].filters })).toContainText('3');
      await expectNoSeriousAxeViolations(page);

      // Back: the whole list and an empty form; forward: the search again.
      await page.goBack();
      await expect(page).not.toHaveURL(/maxEnergy/);
      expect(await resultCount(page)).toBe(total);
      await expect((await openFilters(page, lang)).getByLabel(WORDS[lang].from, { exact: true })).toHaveValue('');
      await page.goForward();
      await expect(page).toHaveURL(/[?&]maxEnergy=c(&|$)/);
      expect(await resultCount(page)).toBe(narrowed);
      await expect((await openFilters(page, lang)).getByLabel(WORDS[lang].to, { exact: true })).toHaveValue('150');

      // The shared URL opens the same search.
      const shared = page.url();
      const other = await page.context().newPage();
      await other.goto(shared);
      expect(await resultCount(other)).toBe(narrowed);
      await other.close();
    });

    test('the filters work without JavaScript, and junk in the URL is dropped', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(`/${lang}/${WORDS[lang].sale}/`);
      const total = await resultCount(page);
      await setFilters(page, lang);
      expect(await resultCount(page)).toBeLessThan(total);
      await expectCardsMatch(page, lang);

      const response = await page.goto(`/${lang}/${WORDS[lang].sale}/?minLivingArea=lots&maxEnergy=Z&maxLivingArea=-4`);
      expect(response?.status()).toBe(200);
      expect(await resultCount(page)).toBe(total);
      await context.close();
    });
  });
}
