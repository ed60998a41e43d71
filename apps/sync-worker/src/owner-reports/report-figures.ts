// The figures of one owner's weekly report, read in the caller's transaction:
// the owner's properties on the site with their views (nightly aggregates,
// and the raw views of the days the aggregation may not have reached yet),
// the alert mails that showed them that week and the confirmed demands they
// match now (the alerts' own rule).
import {
  addDays,
  type DailyViews,
  goalOfCrm,
  type IsoDay,
  listingTypeIds,
  type Locale,
  type MailDataInput,
  matchesDemand,
  pickLocalized,
  STATISTICS_TIME_ZONE,
  weeklyReportViews,
} from '@immo/domain';
import { propertyPath } from '@immo/i18n';
import type { EntityManager } from 'typeorm';
import { type ConfirmedDemand, PUBLISHED_PRICE } from '@immo/db';

type ReportProperty = MailDataInput<'owner-weekly-report'>['properties'][number];

interface PropertyRow {
  id: number;
  reference: string;
  titles: Record<string, string | undefined>;
  city: string;
  cityNames: Record<string, string | undefined> | null;
  goal: number;
  webId: number | null;
  webIds: string | null;
  zip: string;
  countryId: number;
  bedrooms: number | null;
  publishedPrice: number | null;
}

/** The mail's data schema takes at most this many properties; an owner with more finds the rest in the portal. */
const MAX_REPORT_PROPERTIES = 200;

// The BFF's cityNamesSql: the city's name in each language, so the link is the page's canonical address.
const PROPERTIES = `
  SELECT p.id, p.reference, p.titles, p.city, p.goal, p.web_id AS "webId", p.web_ids AS "webIds", p.zip, p.country_id AS "countryId", p.bedrooms,
         (${PUBLISHED_PRICE})::float8 AS "publishedPrice",
         (SELECT c.names FROM cities c WHERE c.zip = p.zip AND c.country_id = p.country_id
            AND (c.name = p.city OR lower(immo_unaccent(c.name)) = lower(immo_unaccent(p.city))) LIMIT 1) AS "cityNames"
  FROM owner_properties op JOIN properties p ON p.id = op.property_id
  WHERE op.owner_id = $1 AND p.withdrawn_at IS NULL
  ORDER BY p.reference, p.id
  LIMIT ${MAX_REPORT_PROPERTIES}`;

// Aggregated days before $2; from $2 on, the raw views (the statistics job may not have run yet).
const DAILY_VIEWS = `
  SELECT property_id AS "propertyId", to_char(day, 'YYYY-MM-DD') AS day, views FROM property_daily_views
  WHERE property_id = ANY($1::int[]) AND day < $2::date
  UNION ALL
  SELECT property_id, to_char((viewed_at AT TIME ZONE '${STATISTICS_TIME_ZONE}')::date, 'YYYY-MM-DD'), count(*)::integer FROM property_views
  WHERE property_id = ANY($1::int[]) AND viewed_at >= ($2::date)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'
  GROUP BY 1, 2`;

const ALERT_MAILS = `
  SELECT l.property_id AS "propertyId", count(*)::integer AS mails
  FROM alert_mail_listings l JOIN mail_outbox o ON o.id = l.outbox_id
  WHERE l.property_id = ANY($1::int[]) AND o.state = 'sent'
    AND o.sent_at >= ($2::date)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'
    AND o.sent_at < ($2::date + 7)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'
  GROUP BY 1`;

export interface ReportContext {
  weekStart: IsoDay;
  /** The Brussels day the report is made: it and the day before are counted from the raw views. */
  today: IsoDay;
  siteUrl: string;
  demands: readonly ConfirmedDemand[];
}

/** The report's properties, or none when the owner has no property on the site. */
export async function reportProperties(
  manager: EntityManager,
  ownerId: number,
  locale: Locale,
  context: ReportContext,
): Promise<ReportProperty[]> {
  const rows = (await manager.query(PROPERTIES, [ownerId])) as PropertyRow[];
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [daily, mails] = await Promise.all([
    manager.query(DAILY_VIEWS, [ids, addDays(context.today, -1)]) as Promise<(DailyViews & { propertyId: number })[]>,
    manager.query(ALERT_MAILS, [ids, context.weekStart]) as Promise<{ propertyId: number; mails: number }[]>,
  ]);
  const mailsById = new Map(mails.map((row) => [row.propertyId, row.mails]));
  return rows.map((row) => {
    const title = pickLocalized(row.titles, locale) || row.reference;
    const city = row.cityNames?.[locale]?.trim() || row.city;
    const listing = {
      goal: row.goal,
      typeIds: listingTypeIds(row.webId, row.webIds),
      zip: row.zip,
      countryId: row.countryId,
      city: row.city,
      publishedPrice: row.publishedPrice,
      bedrooms: row.bedrooms,
    };
    return {
      title,
      reference: row.reference,
      url: new URL(
        propertyPath({ id: row.id, goal: goalOfCrm(row.goal), city, title: pickLocalized(row.titles, locale) }, locale),
        context.siteUrl,
      ).toString(),
      views: weeklyReportViews(
        daily.filter((day) => day.propertyId === row.id),
        context.weekStart,
      ),
      alertMails: mailsById.get(row.id) ?? 0,
      matchingDemands: context.demands.filter((demand) => matchesDemand(demand.criteria, listing)).length,
    };
  });
}
