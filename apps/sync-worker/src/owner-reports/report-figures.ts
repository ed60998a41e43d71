// The figures of one owner's weekly report, read in the caller's transaction:
// the owner's properties on the site with their views (nightly aggregates,
// and the raw views of the days the aggregation may not have reached yet),
// the alert mails that showed them that week and the confirmed demands they
// match now (the alerts' own rule).
import {
  addDays,
  goalOfCrm,
  type IsoDay,
  type Locale,
  type MailDataInput,
  matchableListing,
  matchesDemand,
  pickLocalized,
  weeklyReportViews,
} from '@immo/domain';
import { propertyPath } from '@immo/i18n';
import type { EntityManager } from 'typeorm';
import { alertMailsOf, type ConfirmedDemand, dailyViewsOf, ownerReportProperties } from '@immo/db';

type ReportProperty = MailDataInput<'owner-weekly-report'>['properties'][number];

/** The mail's data schema takes at most this many properties; an owner with more finds the rest in the portal. */
const MAX_REPORT_PROPERTIES = 200;

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
  const rows = await ownerReportProperties(manager, ownerId, MAX_REPORT_PROPERTIES);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [daily, mails] = await Promise.all([
    // Aggregated days before yesterday; yesterday and today from the raw views.
    dailyViewsOf(manager, ids, addDays(context.today, -1)),
    alertMailsOf(manager, ids, context.weekStart),
  ]);
  const mailsById = new Map(mails.map((row) => [row.propertyId, row.mails]));
  return rows.map((row) => {
    const title = pickLocalized(row.titles, locale) || row.reference;
    const city = row.cityNames?.[locale]?.trim() || row.city;
    const listing = matchableListing(row);
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
