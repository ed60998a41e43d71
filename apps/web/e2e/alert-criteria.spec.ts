import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { manageAlertsToken, type Locale } from '@immo/domain';
import { getMessages, localizePath } from '@immo/i18n';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { visitorAddress } from './support/mailbox';
import { fillVisitor, scrollsSideways, typeCaptchaCharacters } from './support/visitor-form';

// Issue 26: an alert's criteria changed on the visitor's alerts page (a plain
// form: with or without JavaScript, refusals shown beside the fields with
// everything typed kept), and the list's filters in the demand register.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

function mailLink(locale: Locale, demandId: string): string {
  const secret = process.env.E2E_SUBSCRIPTION_TOKEN_SECRET;
  if (!secret) throw new Error('E2E_SUBSCRIPTION_TOKEN_SECRET is not set: run through the Playwright global setup');
  const sign = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');
  return localizePath(`/my-alerts/${manageAlertsToken(demandId, sign)}/`, locale);
}

async function saleType(): Promise<number> {
  return withDatabase(
    async (client) =>
      (
        (await client.query(`SELECT web_id FROM property_types WHERE sale ORDER BY web_id LIMIT 1`)).rows[0] as {
          web_id: number;
        }
      ).web_id,
  );
}

async function confirmedDemand(email: string, locale: Locale, typeId: number): Promise<string> {
  const id = randomUUID();
  await withDatabase((client) =>
    client.query(
      `INSERT INTO demands (id, email, locale, state, confirm_token_hash, confirmed_at, first_name, last_name, goal,
         property_types, zones, budget_max, frequency)
       VALUES ($1, $2, $3, 'confirmed', $4, now(), 'Anne', 'Peeters', 'sale', $5, '{region:brussels}', 350000, 'daily')`,
      [id, email, locale, randomBytes(32).toString('hex'), [typeId]],
    ),
  );
  return id;
}

interface StoredCriteria {
  zones: string[];
  living_area_min: number | null;
  living_area_max: number | null;
  max_energy: string | null;
  features: string[];
  frequency: string;
}

const stored = (id: string) =>
  withDatabase(
    async (client) =>
      (
        await client.query(
          `SELECT zones, living_area_min, living_area_max, max_energy, features, frequency FROM demands WHERE id = $1`,
          [id],
        )
      ).rows[0] as StoredCriteria | undefined,
  );

const runs = [
  { locale: 'de', viewport: PHONE, javaScript: false },
  { locale: 'de', viewport: DESKTOP, javaScript: true },
  { locale: 'fr', viewport: PHONE, javaScript: true },
  { locale: 'fr', viewport: DESKTOP, javaScript: false },
] as const;

for (const run of runs) {
  const where = `${run.locale}, ${run.viewport.width} px, ${run.javaScript ? 'with' : 'without'} JavaScript`;

  test(`an alert's criteria are changed on its page: a refusal keeps what was typed, a change is saved (${where})`, async ({
    browser,
  }) => {
    const { locale } = run;
    const messages = getMessages(locale);
    const t = messages.ManageAlerts;
    const register = messages.DemandRegisterForm;
    const id = await confirmedDemand(`criteria-${randomUUID()}@example.be`, locale, await saleType());
    const context = await browser.newContext({ viewport: run.viewport, javaScriptEnabled: run.javaScript });
    const page = await context.newPage();

    await page.goto(mailLink(locale, id));
    const card = page.locator(`#alert-${id}`);
    await card.getByRole('link', { name: t.editCriteria }).click();
    const form = page.locator(`#alert-${id}-criteria`);
    await expect(form.getByRole('heading', { name: t.criteriaTitle.replace('{number}', '1') })).toBeVisible();
    // The form starts as the alert is.
    await expect(
      form.getByRole('checkbox', { name: register.regionAll.replace('{region}', messages.Regions.brussels) }),
    ).toBeChecked();
    await expect(form.getByLabel(messages.Form.budgetMax)).toHaveValue('350000');
    if (run.javaScript) await expectNoSeriousAxeViolations(page);
    if (run.viewport === PHONE) expect(await scrollsSideways(page)).toBe(false);

    // A minimum above the maximum: refused with the register's words, nothing lost, nothing stored.
    await form.getByLabel(register.livingAreaMin).fill('200');
    await form.getByLabel(register.livingAreaMax).fill('100');
    await form.getByRole('checkbox', { name: /Garten|Un jardin/ }).check();
    await form.getByRole('button', { name: t.criteriaSave }).click();
    const refused = page.locator(`#alert-${id}-criteria`);
    await expect(refused.getByRole('alert')).toContainText(messages.Validation.livingAreaRange);
    await expect(refused.getByLabel(register.livingAreaMin)).toHaveValue('200');
    await expect(refused.getByLabel(register.livingAreaMax)).toHaveValue('100');
    await expect(refused.getByLabel(register.livingAreaMax)).toHaveAttribute('aria-invalid', 'true');
    await expect(refused.getByRole('checkbox', { name: /Garten|Un jardin/ })).toBeChecked();
    expect((await stored(id))?.living_area_min).toBeNull();
    if (run.javaScript) await expectNoSeriousAxeViolations(page);

    // Corrected, with a label and another region: saved, and the card reads them in words.
    await refused.getByLabel(register.livingAreaMax).fill('300');
    await refused.getByLabel(register.maxEnergy).selectOption('c');
    await refused
      .getByRole('checkbox', { name: register.regionAll.replace('{region}', messages.Regions.wallonia) })
      .check();
    await refused.getByRole('button', { name: t.criteriaSave }).click();
    await expect(page.getByRole('status')).toContainText(locale === 'de' ? 'Kriterien' : 'critères');
    await expect(page.locator(`#alert-${id}-criteria`)).toHaveCount(0);
    const saved = page.locator(`#alert-${id}`);
    await expect(saved).toContainText('200 m²');
    await expect(saved).toContainText('300 m²');
    await expect(saved).toContainText(locale === 'de' ? 'C oder besser' : 'C ou mieux');
    await expect(saved).toContainText(locale === 'de' ? 'Garten' : 'Jardin');
    await expect(saved).toContainText(locale === 'de' ? 'Wallonien' : 'Wallonie');
    expect(await stored(id)).toEqual({
      zones: ['region:brussels', 'region:wallonia'],
      living_area_min: 200,
      living_area_max: 300,
      max_energy: 'c',
      features: ['garden'],
      frequency: 'daily',
    });
    await context.close();
  });
}

async function registerDemand(page: Page, locale: Locale, email: string, javaScript: boolean): Promise<void> {
  const register = getMessages(locale).DemandRegisterForm;
  await page.goto(localizePath('/demand-register/', locale));
  await page.locator('#f-goal').check();
  await page.locator('#f-propertyTypes').check();
  await page.locator('input[name="zones"][value="region:brussels"]').check();
  await page.locator('#f-livingAreaMin').fill('90');
  await page.locator('#f-livingAreaMax').fill('180');
  await page.getByLabel(register.maxEnergy).selectOption('b');
  await page.getByRole('checkbox', { name: register.featureOption.match(/garden \{([^}]+)\}/)?.[1] ?? '' }).check();
  await fillVisitor(page, { title: 'ms', firstName: 'Anne', lastName: 'Lambert', email, phone: '0475 11 22 33' });
  if (!javaScript) await typeCaptchaCharacters(page);
  await page.getByRole('button', { name: register.submit }).click();
  await expect(page).toHaveURL(localizePath('/feedback/demand-register/', locale));
}

for (const run of [
  { locale: 'nl', viewport: PHONE, javaScript: true },
  { locale: 'de', viewport: DESKTOP, javaScript: false },
] as const) {
  test(`a demand is registered with a living area, an energy label and a garden (${run.locale}, ${run.viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: run.viewport, javaScriptEnabled: run.javaScript });
    const page = await context.newPage();
    const email = visitorAddress(`demand-area-${run.locale}`);
    if (run.javaScript) {
      await page.goto(localizePath('/demand-register/', run.locale));
      await expectNoSeriousAxeViolations(page);
    }
    await registerDemand(page, run.locale, email, run.javaScript);
    const row = await withDatabase(
      async (client) =>
        (
          await client.query(
            `SELECT living_area_min, living_area_max, max_energy, features FROM demands WHERE email = $1`,
            [email],
          )
        ).rows,
    );
    expect(row).toEqual([{ living_area_min: 90, living_area_max: 180, max_energy: 'b', features: ['garden'] }]);
    await context.close();
  });
}
