import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { manageAlertsToken, type Locale } from '@immo/domain';
import { getMessages, localizePath } from '@immo/i18n';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { withDatabase } from './support/database';

// Alerts managed by the visitor (issue 26): the link every alert mail carries
// opens the page of the address's alerts, in words; there the visitor changes
// how often one is sent, pauses one and deletes one after confirming, on a
// phone and a desktop, with and without JavaScript.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The link as the worker's alert mail makes it (unsubscribe-links.ts): the run's secret, the demand's language. */
function mailLink(locale: Locale, demandId: string): string {
  const secret = process.env.E2E_SUBSCRIPTION_TOKEN_SECRET;
  if (!secret) throw new Error('E2E_SUBSCRIPTION_TOKEN_SECRET is not set: run through the Playwright global setup');
  const sign = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');
  return localizePath(`/my-alerts/${manageAlertsToken(demandId, sign)}/`, locale);
}

interface Catalogue {
  typeId: number;
  typeName: string;
  zip: string;
  zone: string;
}

async function catalogue(locale: Locale): Promise<Catalogue> {
  return withDatabase(async (client) => {
    const type = (await client.query(`SELECT web_id, names FROM property_types WHERE sale ORDER BY web_id LIMIT 1`))
      .rows[0] as { web_id: number; names: Record<string, string> };
    const city = (await client.query(`SELECT country_id, zip FROM cities WHERE count_sale > 0 ORDER BY zip LIMIT 1`))
      .rows[0] as { country_id: number; zip: string };
    return {
      typeId: type.web_id,
      typeName: type.names[locale] ?? Object.values(type.names)[0] ?? '',
      zip: city.zip,
      zone: `city:${city.country_id}:${city.zip}`,
    };
  });
}

/** A confirmed demand, as the register's confirmation leaves it. */
async function confirmedDemand(
  email: string,
  locale: Locale,
  fields: { goal: 'sale' | 'rent'; types: number[]; zones: string[]; budgetMax: number | null; frequency: string },
): Promise<string> {
  const id = randomUUID();
  await withDatabase((client) =>
    client.query(
      `INSERT INTO demands (id, email, locale, state, confirm_token_hash, confirmed_at, first_name, last_name, goal,
         property_types, zones, budget_max, frequency)
       VALUES ($1, $2, $3, 'confirmed', $4, now(), 'Anne', 'Peeters', $5, $6, $7, $8, $9)`,
      [
        id,
        email,
        locale,
        randomBytes(32).toString('hex'),
        fields.goal,
        fields.types,
        fields.zones,
        fields.budgetMax,
        fields.frequency,
      ],
    ),
  );
  return id;
}

const demandRow = (id: string) =>
  withDatabase(
    async (client) =>
      (await client.query(`SELECT frequency, paused_at FROM demands WHERE id = $1`, [id])).rows[0] as
        { frequency: string; paused_at: Date | null } | undefined,
  );

const words = (locale: Locale) => getMessages(locale).ManageAlerts;

const runs = [
  { locale: 'nl', viewport: PHONE, javaScript: false },
  { locale: 'nl', viewport: DESKTOP, javaScript: true },
  { locale: 'en', viewport: PHONE, javaScript: true },
  { locale: 'en', viewport: DESKTOP, javaScript: false },
] as const;

async function openPage(browser: Browser, run: (typeof runs)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: run.viewport, javaScriptEnabled: run.javaScript });
  return context.newPage();
}

for (const run of runs) {
  const where = `${run.locale}, ${run.viewport.width} px, ${run.javaScript ? 'with' : 'without'} JavaScript`;

  test(`an alert mail's link lists the address's alerts in words; frequency, pause and delete work (${where})`, async ({
    browser,
  }) => {
    const { locale } = run;
    const t = words(locale);
    const known = await catalogue(locale);
    const email = `alerts-${randomUUID()}@example.be`;
    const first = await confirmedDemand(email, locale, {
      goal: 'sale',
      types: [known.typeId],
      zones: [known.zone],
      budgetMax: 350000,
      frequency: 'daily',
    });
    const second = await confirmedDemand(email, locale, {
      goal: 'rent',
      types: [known.typeId],
      zones: ['region:brussels'],
      budgetMax: null,
      frequency: 'instant',
    });
    // Someone else's alert is never on the page.
    await confirmedDemand(`other-${randomUUID()}@example.be`, locale, {
      goal: 'rent',
      types: [known.typeId],
      zones: ['region:wallonia'],
      budgetMax: 999000,
      frequency: 'weekly',
    });

    const page = await openPage(browser, run);
    const link = mailLink(locale, first);
    expect(link).not.toContain(email);
    expect(link).not.toContain('@');
    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const cards = page.locator('ol > li');
    await expect(cards).toHaveCount(2);
    const one = page.locator(`#alert-${first}`);
    const two = page.locator(`#alert-${second}`);
    // The criteria in words: the seeker's goal, the type and the commune by name, the budget in the site's digits.
    await expect(one).toContainText(locale === 'nl' ? 'Kopen' : 'Buy');
    await expect(one).toContainText(known.typeName);
    await expect(one).toContainText(known.zip);
    await expect(one).toContainText('350.000');
    await expect(two).toContainText(locale === 'nl' ? 'Huren' : 'Rent');
    await expect(two).toContainText(locale === 'nl' ? 'Brussel' : 'Brussels');
    await expect(page.locator('main')).not.toContainText('999');
    await expect(page.locator('main')).not.toContainText('city:');
    await expect(one).toContainText(locale === 'nl' ? 'Actief' : 'Active');
    if (run.javaScript) await expectNoSeriousAxeViolations(page);

    // How often: the register's own choices, the current one checked.
    const weekly = locale === 'nl' ? 'Eén keer per week' : 'Once a week';
    await expect(
      two.getByRole('radio', {
        name: locale === 'nl' ? 'Zodra er een pand binnenkomt' : 'As soon as a property comes in',
      }),
    ).toBeChecked();
    await two.getByRole('radio', { name: weekly }).check();
    await two.getByRole('button', { name: t.frequencySave }).click();
    await expect(page.getByRole('status')).toContainText(locale === 'nl' ? 'Opgeslagen' : 'Saved');
    await expect(page.locator(`#alert-${second}`).getByRole('radio', { name: weekly })).toBeChecked();
    expect((await demandRow(second))?.frequency).toBe('weekly');

    // Pause: no mails until resumed.
    await page.locator(`#alert-${first}`).getByRole('button', { name: t.pause }).click();
    await expect(page.getByRole('status')).toContainText(locale === 'nl' ? 'gepauzeerd' : 'paused');
    await expect(page.locator(`#alert-${first}`)).toContainText(locale === 'nl' ? 'Gepauzeerd' : 'Paused');
    await expect(page.locator(`#alert-${first}`).getByRole('button', { name: t.resume })).toBeVisible();
    expect((await demandRow(first))?.paused_at).not.toBeNull();
    if (run.javaScript) await expectNoSeriousAxeViolations(page);

    // Delete asks first, on the page itself; "keep it" keeps it.
    await page.locator(`#alert-${second}`).getByRole('link', { name: t.delete }).click();
    const confirmTitle = t.deleteConfirmTitle.replace('{number}', '2');
    await expect(page.getByRole('heading', { name: confirmTitle })).toBeVisible();
    if (run.javaScript) await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: t.deleteCancel }).click();
    await expect(page.getByRole('heading', { name: confirmTitle })).toHaveCount(0);
    expect(await demandRow(second)).toBeDefined();

    await page.locator(`#alert-${second}`).getByRole('link', { name: t.delete }).click();
    await page.getByRole('button', { name: t.deleteConfirm }).click();
    await expect(page.getByRole('status')).toContainText(locale === 'nl' ? 'verwijderd' : 'deleted');
    await expect(page.locator('ol > li')).toHaveCount(1);
    expect(await demandRow(second)).toBeUndefined();

    // Deleting the link's own (and last) alert: the page says none is left, not that the link is wrong.
    await page.locator(`#alert-${first}`).getByRole('link', { name: t.delete }).click();
    await page.getByRole('button', { name: t.deleteConfirm }).click();
    await expect(page.getByText(t.none)).toBeVisible();
    expect(await demandRow(first)).toBeUndefined();
    await page.context().close();
  });
}

test('a forged link shows no alert (en, 390 px)', async ({ browser }) => {
  const t = words('en');
  const email = `alerts-${randomUUID()}@example.be`;
  const known = await catalogue('en');
  const id = await confirmedDemand(email, 'en', {
    goal: 'sale',
    types: [known.typeId],
    zones: [known.zone],
    budgetMax: null,
    frequency: 'daily',
  });
  const page = await openPage(browser, { locale: 'en', viewport: PHONE, javaScript: true });
  const forged = `/en/my-alerts/${manageAlertsToken(id, () => 'A'.repeat(43))}/`;
  await page.goto(forged);
  await expect(page.locator('main').getByRole('alert')).toHaveText(t.notFound);
  await expect(page.locator('ol > li')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.context().close();
});
