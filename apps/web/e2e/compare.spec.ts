import { expectNoSeriousAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { expect, test, type Page } from './support/test';

// Issue 26: two to four properties side by side at /{locale}/compare/?ids=…,
// a real table rendered on the server, printable on A4.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const LANGUAGES = [
  {
    locale: 'de',
    path: '/de/vergleichen/',
    rows: ['Preis', 'Preis pro m²', 'Wohnfläche', 'Grundstücksfläche', 'Schlafzimmer', 'Badezimmer', 'Energieklasse'],
    onRequest: 'Preis auf Anfrage',
    tooFew: 'Wählen Sie mindestens 2 Immobilien zum Vergleichen.',
    tooMany: 'Sie können höchstens 4 Immobilien auf einmal vergleichen.',
  },
  {
    locale: 'fr',
    path: '/fr/comparer/',
    rows: [
      'Prix',
      'Prix au m²',
      'Surface habitable',
      'Surface du terrain',
      'Chambres',
      'Salles de bain',
      'Label énergétique',
    ],
    onRequest: 'Prix sur demande',
    tooFew: 'Choisissez au moins 2 biens à comparer.',
    tooMany: 'Vous pouvez comparer au plus 4 biens à la fois.',
  },
] as const;

/** 4109: a Liège house for sale with its price on request (the sample). */
const ON_REQUEST = 4109;

interface Listed {
  id: number;
  livingSurface: number | null;
}

/** A live sale with a published price, as the sample holds it. */
function publishedSale(): Promise<Listed> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<Listed>(
      `SELECT id, (details->'fields'->>'livingSurface')::float8 AS "livingSurface"
         FROM properties WHERE withdrawn_at IS NULL AND goal = 0 AND publish_price AND price > 0 AND marquee = 0
        ORDER BY id LIMIT 1`,
    );
    if (!rows[0]) throw new Error('the sample has no published sale');
    return rows[0];
  });
}

async function consent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', 'true');
    for (const name of ['consentAdUserData', 'consentAdStorage', 'consentAnalyticsStorage', 'consentAdPersonalization'])
      window.localStorage.setItem(name, 'false');
  });
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`${language.locale} on a ${viewport.name} (${viewport.width} px)`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await consent(page);
      });

      test('two properties side by side in a table, a price on request said so', async ({ page }) => {
        const sale = await publishedSale();
        await page.goto(`${language.path}?ids=${sale.id},${ON_REQUEST}`);
        const table = page.getByTestId('compare-table');
        await expect(table.locator('caption')).toBeVisible();
        // The facts' column and one per property.
        await expect(table.locator('thead th[scope="col"]')).toHaveCount(3);
        const rowNames = (await table.locator('tbody th[scope="row"]').allInnerTexts()).map((text) => text.trim());
        for (const row of language.rows) expect(rowNames).toContain(row);
        const priceRow = table.locator('tbody tr').first();
        await expect(priceRow.locator('td').nth(0)).toContainText('€');
        await expect(priceRow.locator('td').nth(1)).toHaveText(language.onRequest);
        // Per m² only when a price and an area are both known: never for the price on request.
        const perArea = table.locator('tbody tr').nth(1);
        await expect(perArea.locator('td').nth(1)).not.toContainText('€');
        if (sale.livingSurface) await expect(perArea.locator('td').nth(0)).toContainText('€');
        // The table scrolls in its own box; the page itself never scrolls sideways.
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth).toBeLessThanOrEqual(viewport.width);
        await expectNoSeriousAxeViolations(page);

        await page.emulateMedia({ media: 'print' });
        await expect(table).toBeVisible();
        await expect(page.getByTestId('site-header')).toBeHidden();
        await expect(page.getByTestId('site-footer')).toBeHidden();
        // No control on paper (a role query finds only what is rendered).
        await expect(page.getByRole('button')).toHaveCount(0);
      });

      test('one or five ids get a message, not a table', async ({ page }) => {
        await page.goto(`${language.path}?ids=4101`);
        await expect(page.getByTestId('compare-message')).toHaveText(language.tooFew);
        await expect(page.getByTestId('compare-table')).toHaveCount(0);
        await page.goto(`${language.path}?ids=4101,4102,4103,4104,4105`);
        await expect(page.getByTestId('compare-message')).toHaveText(language.tooMany);
        await expectNoSeriousAxeViolations(page);
      });
    });
  }
}

test('the favourites page compares the properties ticked, without JavaScript too', async ({ browser }) => {
  const sale = await publishedSale();
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`/nl/favorieten/?ids=${sale.id},${ON_REQUEST},4101`);
    const list = page.getByTestId('favourites-list');
    await list.locator(`input[name="ids"][value="${sale.id}"]`).check();
    await list.locator(`input[name="ids"][value="${ON_REQUEST}"]`).check();
    await page.getByRole('button', { name: 'De geselecteerde panden vergelijken' }).click();
    await expect(page).toHaveURL(/\/nl\/vergelijken\/\?ids=\d+&ids=\d+$/);
    await expect(page.getByTestId('compare-table').locator('thead th[scope="col"]')).toHaveCount(3);
  } finally {
    await context.close();
  }
});
