// The owner portal's e2e helpers: the sample's owners (GetOwnerList), their
// first password set through the e-mailed link, and the run's database for
// the views the dashboard must show.
import { withDatabase } from './database';
import { addDays, statisticsDayOf, visitStatistics, type DailyViews, type VisitStatistics } from '@immo/domain';
import { expect, type Page } from '@playwright/test';
import type { Client } from 'pg';
import { mailsTo } from './mailbox';

/** Sample owners (apps/sync-worker/sample-export/GetOwnerList), one per spec that logs in, so none sees another's password. */
export const SAMPLE_OWNERS = {
  luc: { id: 20001, email: 'luc.leclercq1@mail.example', properties: [4101, 4102] },
  marc: { id: 20002, email: 'marc.maes2@mail.example', properties: [4103, 4104] },
  koen: { id: 20003, email: 'koen.peeters3@mail.example', properties: [4105, 4106] },
  els: { id: 20004, email: 'els.janssens4@mail.example', properties: [4107, 4108] },
  // The owner portal's words and live figures (issue 24).
  claude: { id: 20008, email: 'claude.martin8@mail.example', properties: [4115, 4116] },
  thomas: { id: 20009, email: 'thomas.schmit9@mail.example', properties: [4117, 4118] },
  nathalie: { id: 20010, email: 'nathalie.lambert10@mail.example', properties: [4119, 4120] },
  marcm: { id: 20011, email: 'marc.maes11@mail.example', properties: [4121, 4122] },
  jan: { id: 20013, email: 'jan.wouters13@mail.example', properties: [4125, 4126] },
  marie: { id: 20014, email: 'marie.peeters14@mail.example', properties: [4127, 4128] },
} as const;

/** The dashboard's address in each language. */
export const OWNER_DASHBOARDS = {
  fr: '/fr/espace-proprietaire/',
  nl: '/nl/eigenaar/',
  en: '/en/owner/',
  de: '/de/eigentuemer/',
} as const;

export const OWNER_PASSWORD = 'Zonnige-Tuin-42-Namen';

/** The set-password link of the first mail to `email` after the `before` mails it already had. */
export async function passwordLinkAfter(email: string, before: number): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(email)).filter((mail) => /\/login\/password\/\?token=/.test(mail.text));
        text = mails[before]?.text ?? '';
        return text !== '';
      },
      { timeout: 30_000, intervals: [250, 500, 1000], message: `a password link to ${email}` },
    )
    .toBe(true);
  const link = /https?:\/\/\S+\/login\/password\/\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no password link in the mail to ${email}`);
  return link;
}

/** How many password links `email` has received so far. */
export async function passwordMailCount(email: string): Promise<number> {
  return (await mailsTo(email)).filter((mail) => /\/login\/password\/\?token=/.test(mail.text)).length;
}

/** Asks for a link on the French request page and returns it, read from the test SMTP server. */
export async function requestPasswordLink(page: Page, email: string): Promise<string> {
  const before = await passwordMailCount(email);
  await page.goto('/fr/login/mot-de-passe-oublie/');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText(email);
  return passwordLinkAfter(email, before);
}

/** A first password through the mail's link, which logs the owner in (the dashboard). */
export async function setFirstPassword(page: Page, email: string, password = OWNER_PASSWORD): Promise<void> {
  const link = await requestPasswordLink(page, email);
  await page.goto(link);
  // The mail's link is in the owner's language: the fields by their id, the same in every language.
  await page.locator('#f-password').fill(password);
  await page.locator('#f-confirmation').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/(espace-proprietaire|eigenaar|owner|eigentuemer)\/$/);
}

/** Records `count` views of a property at `at` (raw views, as the beacon stores them). */
export async function recordViews(client: Client, propertyId: number, count: number, at: Date): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await client.query('INSERT INTO property_views (property_id, visitor_hash, viewed_at) VALUES ($1, $2, $3)', [
      propertyId,
      `e2e-owner-${propertyId}-${at.getTime()}-${index}`,
      at,
    ]);
  }
}

/** A past day's count as the nightly aggregation leaves it. */
export async function recordDailyViews(client: Client, propertyId: number, day: string, views: number): Promise<void> {
  await client.query(
    'INSERT INTO property_daily_views (property_id, day, views) VALUES ($1, $2, $3) ON CONFLICT (property_id, day) DO UPDATE SET views = EXCLUDED.views',
    [propertyId, day, views],
  );
}

/**
 * What the database holds for a property, read the way the spec counts
 * views: the nightly aggregates for past days, the raw views for yesterday
 * (the aggregation may not have run yet) and today, on Brussels days.
 */
export async function recordedStatistics(
  client: Client,
  propertyId: number,
  now = new Date(),
): Promise<VisitStatistics> {
  const today = statisticsDayOf(now);
  const yesterday = addDays(today, -1);
  const aggregated = await client.query<{ day: string; views: number }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day, views FROM property_daily_views WHERE property_id = $1 AND day < $2::date",
    [propertyId, yesterday],
  );
  const live = await client.query<{ day: string; views: number }>(
    `SELECT to_char((viewed_at AT TIME ZONE 'Europe/Brussels')::date, 'YYYY-MM-DD') AS day, count(*)::integer AS views
       FROM property_views WHERE property_id = $1 AND (viewed_at AT TIME ZONE 'Europe/Brussels')::date >= $2::date GROUP BY 1`,
    [propertyId, yesterday],
  );
  const daily: DailyViews[] = [...aggregated.rows, ...live.rows].map((row) => ({
    day: row.day,
    views: Number(row.views),
  }));
  return visitStatistics(daily, today);
}

export { withDatabase };
