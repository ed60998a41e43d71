import { expect, type Page, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// Sample export, sale pages with a published price: 4102 a Gent house
// (Flemish Region, € 555.000), 4101 an Ixelles studio (Brussels, € 150.000),
// 4103 a Waterloo house (Walloon Region, € 400.000), 4107 a Luxembourg City
// apartment (L-1212, € 325.000); 4109 a Liège villa with its price on
// request. The rules are those in force on the day the test runs (the sample
// and these figures assume a deed from 1 July 2025 on).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface RegionCase {
  id: number;
  rule: string;
  /** The duty for a sole own home / main residence, and for any other purchase. */
  ownHome: string;
  other: string;
}

const REGIONS: RegionCase[] = [
  { id: 4102, rule: 'flanders-own-home-2025', ownHome: '€ 11.100', other: '€ 66.600' },
  { id: 4101, rule: 'brussels-own-home-2023', ownHome: '€ 0', other: '€ 18.750' },
  { id: 4103, rule: 'wallonia-own-home-2025', ownHome: '€ 12.000', other: '€ 50.000' },
  // 7 % of € 325.000 is € 22.750; the Bëllegen Akt credit (€ 40.000 per buyer) leaves the € 100 always due.
  { id: 4107, rule: 'luxembourg-main-residence-2025', ownHome: '€ 100', other: '€ 22.750' },
];

const WORDS = {
  nl: { title: 'Wat de aankoop kost', no: 'Nee', submit: 'Berekenen', notary: 'notaris heeft het laatste woord' },
  fr: { title: "Ce que coûte l'achat", no: 'Non', submit: 'Calculer', notary: 'notaire a le dernier mot' },
} as const;

type Lang = keyof typeof WORDS;

function section(page: Page) {
  return page.getByTestId('purchase-costs');
}

async function openSale(page: Page, lang: Lang, id: number) {
  await page.goto(`/${lang}/property/${id}/`);
  await expect(section(page).getByRole('heading', { level: 2, name: WORDS[lang].title })).toBeVisible();
}

for (const [lang, viewport] of [
  ['nl', PHONE],
  ['fr', DESKTOP],
] as const) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each region shows the duty for the listed price under its rule, and the notary has the final word', async ({
      page,
    }) => {
      for (const region of REGIONS) {
        await openSale(page, lang, region.id);
        const costs = section(page);
        await expect(costs.getByTestId('purchase-duty')).toHaveText(region.ownHome);
        await expect(costs.getByTestId('purchase-rule')).toHaveAttribute('data-rule', region.rule);
        await expect(costs).toContainText(WORDS[lang].notary);
      }
      // The Flemish rule says its rate and since when, in the page's language.
      await openSale(page, lang, 4102);
      await expect(section(page).getByTestId('purchase-rule')).toContainText(/\b2\s%/);
      await expect(section(page).getByTestId('purchase-rule')).toContainText('1/1/2025');
      await expect(section(page).getByTestId('purchase-total')).toHaveText('€ 570.881,33');
      await expect(section(page).getByTestId('purchase-monthly')).toHaveText('€ 2.096,16');
      await expectNoSeriousAxeViolations(page);
    });

    test('changing sole own home, rate and term changes the figures', async ({ page }) => {
      await openSale(page, lang, 4102);
      const costs = section(page);
      await costs.getByRole('radio', { name: WORDS[lang].no }).check();
      await costs.locator('#costs-amount').fill('300.000');
      await costs.locator('#costs-rate').fill('4');
      await costs.locator('#costs-years').fill('20');
      await costs.getByRole('button', { name: WORDS[lang].submit }).click();
      await expect(page).toHaveURL(/ownHome=no/);
      await expect(costs.getByTestId('purchase-duty')).toHaveText('€ 66.600');
      await expect(costs.getByTestId('purchase-rule')).toHaveAttribute('data-rule', 'flanders-standard-2022');
      await expect(costs.getByTestId('purchase-monthly')).toHaveText('€ 1.806,66');
      // The form keeps what was chosen.
      await expect(costs.getByRole('radio', { name: WORDS[lang].no })).toBeChecked();
      await expect(costs.locator('#costs-years')).toHaveValue('20');
      await expectNoSeriousAxeViolations(page);
    });

    test('a Luxembourg purchase that is no main residence pays the 7 % without the Bëllegen Akt credit', async ({
      page,
    }) => {
      await page.goto(`/${lang}/property/4107/`);
      const costs = section(page);
      // Each buyer of a main residence has a credit: only a Luxembourg page asks how many buy.
      await expect(costs.locator('#costs-buyers')).toBeVisible();
      await costs.getByRole('radio', { name: WORDS[lang].no }).check();
      await costs.getByRole('button', { name: WORDS[lang].submit }).click();
      await expect(costs.getByTestId('purchase-duty')).toHaveText('€ 22.750');
      await expect(costs.getByTestId('purchase-rule')).toHaveAttribute('data-rule', 'luxembourg-standard');
      await expect(costs.getByTestId('purchase-rule')).toContainText('Bëllegen Akt');
      await openSale(page, lang, 4103);
      await expect(section(page).locator('#costs-buyers')).toHaveCount(0);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the form works by its address alone (nl), and the section comes back into view', async ({ page }) => {
    await openSale(page, 'nl', 4101);
    const costs = section(page);
    await expect(costs.getByTestId('purchase-duty')).toHaveText('€ 0');
    await costs.getByRole('radio', { name: 'Nee' }).check();
    await costs.locator('#costs-years').fill('30');
    await costs.getByRole('button', { name: 'Berekenen' }).click();
    await expect(page).toHaveURL(/\?ownHome=no&.*years=30.*#purchase-costs$/);
    await expect(costs.getByTestId('purchase-duty')).toHaveText('€ 18.750');
    await expect(costs).toContainText('30 jaar');
    await expect(costs.getByRole('heading', { level: 2 })).toBeInViewport();
  });
});

test('a price on request is never computed from; a price the visitor types is (fr)', async ({ page }) => {
  await page.goto('/fr/property/4109/');
  const costs = section(page);
  await expect(costs).toContainText('Le prix est sur demande');
  await expect(costs.getByTestId('purchase-duty')).toHaveCount(0);
  await expect(costs.locator('#costs-price')).toHaveValue('');
  await expect(costs.locator('#costs-amount')).toHaveValue('');
  await costs.locator('#costs-price').fill('300.000');
  await costs.getByRole('button', { name: 'Calculer' }).click();
  // Liège is in Wallonia: 3 % of the typed price for a sole own home.
  await expect(costs.getByTestId('purchase-duty')).toHaveText('€ 9.000');
  await expect(costs.getByTestId('purchase-price')).toHaveText('€ 300.000');
});

test('a rental, and a sale under a signed compromis, have no purchase costs (de)', async ({ page }) => {
  for (const id of [4105, 4113]) {
    await page.goto(`/de/property/${id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(section(page)).toHaveCount(0);
  }
});
