// What the owner portal's BFF answers (GET /api/owner/…): the web parses every
// answer with these schemas, the BFF's mappers are compiled against their types.
import { z } from 'zod';
import { propertyGoals, type PropertyGoal } from '../api/property-queries';
import { type Locale, locales } from '../locale';
import { rentPeriods } from '../price/rent-period';
import { type CommunicationSubjectCode, crmValueCodes } from '../property/crm-values';
import { marqueeWord, marqueeWords } from '../property/marquee-word';
import { addDays, type IsoDay, weekStartOf } from '../statistics/visit-days';
import type { DailyViews } from '../statistics/visit-statistics';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An instant as ISO 8601 in UTC (`2026-11-24T09:30:00.000Z`): the web shows it in Brussels time. */
const instant = z.iso.datetime();

/** What stands in the price's place, exactly `PriceDisplay` (priceDisplay): the web words it with PriceText as on the public site. */
export const ZPriceDisplaySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price'), text: z.string(), period: z.enum(rentPeriods).optional() }),
  z.object({ kind: z.literal('startingFrom'), text: z.string(), period: z.enum(rentPeriods).optional() }),
  z.object({ kind: z.literal('onRequest') }),
  z.object({ kind: z.literal('marquee'), marquee: z.enum(marqueeWords as [string, ...string[]]) }),
]);

/**
 * A property's status as the public site shows it: the marquee's word
 * (dictionary `CrmValues.marquee`), else for sale / for rent; `offline` when
 * the site no longer shows the property (withdrawn).
 */
export const ownerPropertyStatuses = ['forSale', 'forRent', ...marqueeWords, 'offline'] as const;
export type OwnerPropertyStatus = (typeof ownerPropertyStatuses)[number];

export function ownerPropertyStatus(property: {
  goal: PropertyGoal;
  marquee: number;
  live: boolean;
}): OwnerPropertyStatus {
  if (!property.live) return 'offline';
  return marqueeWord(property.marquee) ?? (property.goal === 'sale' ? 'forSale' : 'forRent');
}

/** Views on Brussels calendar days: today, since Monday, since the 1st, ever (today included in each). */
export const ZOwnerViewCountsSchema = z.object({
  today: z.number().int().nonnegative(),
  week: z.number().int().nonnegative(),
  month: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type OwnerViewCounts = z.infer<typeof ZOwnerViewCountsSchema>;

export const ZOwnerPropertyDtoSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** In the owner's language (else any the CRM gave, else the reference). */
  title: z.string(),
  city: z.string(),
  status: z.enum(ownerPropertyStatuses),
  goal: z.enum(propertyGoals),
  price: ZPriceDisplaySchema,
  photoUrl: z.string().nullable(),
  /** The public page in the owner's language; null when the site does not show it. */
  path: z.string().nullable(),
  views: ZOwnerViewCountsSchema,
});
export type OwnerPropertyDto = z.infer<typeof ZOwnerPropertyDtoSchema>;

/** GET /api/owner/properties: the owner's properties, live ones first, then by reference. */
export const ZOwnerPropertyListSchema = z.object({ items: z.array(ZOwnerPropertyDtoSchema) });
export type OwnerPropertyListDto = z.infer<typeof ZOwnerPropertyListSchema>;

/** GET /api/owner/me */
export const ZOwnerMeSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  locale: z.enum(locales),
  weeklyReport: z.boolean(),
});
export type OwnerMeDto = z.infer<typeof ZOwnerMeSchema>;

/** PUT /api/owner/preferences */
export const ZOwnerPreferencesSchema = z.strictObject({ weeklyReport: z.boolean() });
export type TOwnerPreferences = z.infer<typeof ZOwnerPreferencesSchema>;

/**
 * The language the agency's staff write their messages to owners in, in the
 * CRM (the export gives a message no language of its own; it is the language
 * GetOwnerList's owners default to as well). docs/decisions.md.
 */
export const CRM_MESSAGE_LOCALE: Locale = 'fr';

export const ownerCommunicationChannels = ['email', 'phone', 'letter', 'meeting'] as const;
export const ZOwnerCommunicationSchema = z.object({
  date: instant,
  channel: z.enum(ownerCommunicationChannels),
  subject: z.string().nullable(),
  /** The CRM's stock subject the text is (readCrmValue 'communicationSubject'), worded in the owner's language; null for a typed one. */
  subjectCode: z
    .enum(crmValueCodes('communicationSubject') as [CommunicationSubjectCode, ...CommunicationSubjectCode[]])
    .nullable(),
  /** Sanitised HTML (as the import stored it). */
  body: z.string().nullable(),
  /** The language subject and body are written in. */
  language: z.enum(locales),
});
export type OwnerCommunicationDto = z.infer<typeof ZOwnerCommunicationSchema>;

export const ownerCalendarVisitStatuses = ['planned', 'done', 'cancelled'] as const;
/** A visit: the CRM's (`crm`) or booked on the site (`site`); cancelled ones are listed as such. */
export const ZOwnerCalendarVisitSchema = z.object({
  date: instant,
  status: z.enum(ownerCalendarVisitStatuses),
  source: z.enum(['crm', 'site']),
  remark: z.string().nullable(),
});
export type OwnerCalendarVisitDto = z.infer<typeof ZOwnerCalendarVisitSchema>;

export const ZOwnerOnlineMediaSchema = z.object({
  portal: z.string(),
  url: z.string(),
  /** The Brussels day it went online; null when the CRM gave none. */
  publishedDate: isoDay.nullable(),
});
export type OwnerOnlineMediaDto = z.infer<typeof ZOwnerOnlineMediaSchema>;

/** Weeks of the reach graph, the current one included. */
export const OWNER_REACH_WEEKS = 8;

export const ZOwnerReachSchema = z.object({
  /** Confirmed demands (keep me informed) the property matches now (matchesDemand). */
  matchingDemands: z.number().int().nonnegative(),
  /** Alert mails sent that showed the property, per week (Monday, Brussels), oldest first, OWNER_REACH_WEEKS of them. */
  alertMailsByWeek: z.array(z.object({ week: isoDay, mails: z.number().int().nonnegative() })),
});
export type OwnerReachDto = z.infer<typeof ZOwnerReachSchema>;

/** GET /api/owner/properties/:id; every list newest first. */
export const ZOwnerPropertyDetailSchema = z.object({
  property: ZOwnerPropertyDtoSchema,
  views: ZOwnerViewCountsSchema.extend({
    /** VISIT_GRAPH_DAYS days, oldest first, ending today, days without views as 0. */
    days: z.array(z.object({ day: isoDay, views: z.number().int().nonnegative() })),
  }),
  reach: ZOwnerReachSchema,
  communications: z.array(ZOwnerCommunicationSchema),
  calendarVisits: z.array(ZOwnerCalendarVisitSchema),
  onlineMedia: z.array(ZOwnerOnlineMediaSchema),
});
export type OwnerPropertyDetailDto = z.infer<typeof ZOwnerPropertyDetailSchema>;

/** GET /api/owner/properties/:id/today (polled). */
export const ZOwnerTodayViewsSchema = z.object({ today: z.number().int().nonnegative() });
export type OwnerTodayViewsDto = z.infer<typeof ZOwnerTodayViewsSchema>;

/** GET /api/owner/today: today's views so far of each of the owner's properties, one call however many the page shows (polled). */
export const ZOwnerTodayListSchema = z.object({
  items: z.array(z.object({ propertyId: z.number().int(), today: z.number().int().nonnegative() })),
});
export type OwnerTodayListDto = z.infer<typeof ZOwnerTodayListSchema>;

/** The Mondays of the last `count` weeks up to `today`'s, oldest first. */
export function recentWeeks(today: IsoDay, count: number): IsoDay[] {
  const current = weekStartOf(today);
  return Array.from({ length: count }, (_, index) => addDays(current, -7 * (count - 1 - index)));
}

/**
 * The week a weekly report sent on `today` tells about: the last complete
 * week (Monday to Sunday) before today's, and the one before it to compare.
 */
export function reportWeek(today: IsoDay): { weekStart: IsoDay; weekEnd: IsoDay; previousWeekStart: IsoDay } {
  const weekStart = addDays(weekStartOf(today), -7);
  return { weekStart, weekEnd: addDays(weekStart, 6), previousWeekStart: addDays(weekStart, -7) };
}

/** A property's views in a weekly report: the week reported, the week before it, and every view up to the week's end. */
export function weeklyReportViews(
  daily: readonly DailyViews[],
  weekStart: IsoDay,
): { week: number; previousWeek: number; total: number } {
  const nextWeek = addDays(weekStart, 7);
  const previousWeek = addDays(weekStart, -7);
  const sum = (from: IsoDay, to: IsoDay): number =>
    daily.reduce((total, row) => (row.day >= from && row.day < to ? total + row.views : total), 0);
  return { week: sum(weekStart, nextWeek), previousWeek: sum(previousWeek, weekStart), total: sum('', nextWeek) };
}
