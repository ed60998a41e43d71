import { formatPrice } from '@immo/domain';
import { expectNoSeriousAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { expect, test, type Page } from './support/test';

// Issue 26: a property's page shows its price history (date, price, change in
// words and per cent), and its cards say "price lowered" for 30 days after a
// drop. The stack imports the sample once; the changes are written here as the
// import records them (property_price_changes), for a sale no other spec uses,
// and taken back afterwards.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const LANGUAGES = [
  {
    locale: 'nl',
    favourites: '/nl/favorieten/',
    title: 'Prijsgeschiedenis',
    badge: 'Prijs verlaagd',
    lowered: `Verlaagd met 5% (was ${formatPrice(400_000)})`,
    raised: `Verhoogd met 11,1% (was ${formatPrice(360_000)})`,
  },
  {
    locale: 'fr',
    favourites: '/fr/favoris/',
    title: 'Historique du prix',
    badge: 'Prix en baisse',
    lowered: `Baissé de 5 % (avant : ${formatPrice(400_000)})`,
    raised: `Augmenté de 11,1 % (avant : ${formatPrice(360_000)})`,
  },
] as const;

/** A property of the sample that has no change. */
const UNCHANGED = 4101;

interface Changed {
  id: number;
  price: number;
  /** The days of the two changes as the page writes them (d/m/yyyy, Brussels), newest first. */
  days: [string, string];
}

let changed: Changed;

test.beforeAll(async () => {
  changed = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; price: number }>(
      `SELECT id, price::float8 AS price FROM properties
        WHERE withdrawn_at IS NULL AND goal = 0 AND publish_price AND price > 0 AND marquee = 0
          AND project_id IS NULL AND coalesce(price_unit, 0) <> 7 AND id <> $1
        ORDER BY id DESC LIMIT 1`,
      [UNCHANGED],
    );
    const property = rows[0];
    if (!property) throw new Error('the sample has no published sale');
    // Raised from 360,000 to 400,000 forty days ago, lowered to 380,000 two days ago.
    await client.query('UPDATE properties SET price = 380000 WHERE id = $1', [property.id]);
    const days = await client.query<{ day: string }>(
      `INSERT INTO property_price_changes (property_id, old_price, new_price, changed_at, sync_run_id)
       VALUES ($1, 400000, 380000, now() - interval '2 days', (SELECT max(id) FROM sync_runs)),
              ($1, 360000, 400000, now() - interval '40 days', (SELECT max(id) FROM sync_runs))
       RETURNING to_char(changed_at AT TIME ZONE 'Europe/Brussels', 'FMDD/FMMM/YYYY') AS day`,
      [property.id],
    );
    return { ...property, days: [days.rows[0]!.day, days.rows[1]!.day] };
  });
});

test.afterAll(async () => {
  await withDatabase(async (client) => {
    await client.query('DELETE FROM property_price_changes WHERE property_id = $1', [changed.id]);
    await client.query('UPDATE properties SET price = $2 WHERE id = $1', [changed.id, changed.price]);
  });
});

async function consent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', 'true');
    for (const name of ['consentAdUserData', 'consentAdStorage', 'consentAnalyticsStorage', 'consentAdPersonalization'])
      window.localStorage.setItem(name, 'false');
  });
}

/**
 * Opens `path` until it shows `ready`: a page another spec rendered before the
 * change may still be kept by the web's page cache for its minute.
 */
async function openFresh(page: Page, path: string, ready: (page: Page) => ReturnType<Page['locator']>) {
  await expect(async () => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`${language.locale} on a ${viewport.name} (${viewport.width} px)`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await consent(page);
      });

      test('the page lists each change of the price in words, newest first, and says it was lowered', async ({
        page,
      }) => {
        const section = (current: Page) => current.getByRole('region', { name: language.title });
        await openFresh(page, `/${language.locale}/property/${changed.id}/`, section);
        const rows = section(page).getByRole('row');
        await expect(rows).toHaveCount(3);
        await expect(rows.nth(1)).toContainText(changed.days[0]);
        await expect(rows.nth(1)).toContainText(formatPrice(380_000));
        await expect(rows.nth(1)).toContainText(language.lowered);
        await expect(rows.nth(2)).toContainText(changed.days[1]);
        await expect(rows.nth(2)).toContainText(formatPrice(400_000));
        await expect(rows.nth(2)).toContainText(language.raised);
        await expect(page.getByTestId('property-price')).toContainText(language.badge);
        await expectNoSeriousAxeViolations(page);
      });

      test('a card of the lowered property says so in words; one without a change says nothing', async ({ page }) => {
        const lowered = (current: Page) =>
          current.locator('article', { has: current.getByText(language.badge, { exact: true }) });
        await openFresh(page, `${language.favourites}?ids=${changed.id},${UNCHANGED}`, lowered);
        await expect(page.getByText(language.badge, { exact: true })).toHaveCount(1);
        await expect(lowered(page)).toContainText(formatPrice(380_000));
        await expectNoSeriousAxeViolations(page);
      });

      test('a property without a change has no price history', async ({ page }) => {
        await page.goto(`/${language.locale}/property/${UNCHANGED}/`);
        await expect(page.getByTestId('property-price')).toBeVisible();
        await expect(page.getByRole('region', { name: language.title })).toHaveCount(0);
        await expect(page.getByText(language.badge, { exact: true })).toHaveCount(0);
      });
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the history is in the page as the server sends it', async ({ page }) => {
    await openFresh(page, `/nl/property/${changed.id}/`, (current) =>
      current.getByRole('region', { name: 'Prijsgeschiedenis' }),
    );
    await expect(page.getByRole('region', { name: 'Prijsgeschiedenis' })).toContainText('Verlaagd met 5%');
  });
});
