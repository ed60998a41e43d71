import { z } from 'zod';
import { addDays, type IsoDay, isIsoDay, weekStartOf } from './visit-days';

/** Length of the owner portal's graph, today included. */
export const VISIT_GRAPH_DAYS = 30;

export const ZDailyViewsSchema = z.object({
  day: z.string().meta({ example: '2026-03-18', description: 'Brussels calendar day (YYYY-MM-DD)' }),
  views: z.number().int(),
});
export type DailyViews = z.infer<typeof ZDailyViewsSchema>;

/** What the owner portal shows for one property: today, this week, this month, total and a 30-day graph. */
export const ZVisitStatisticsSchema = z.object({
  today: z.number().int(),
  thisWeek: z.number().int().meta({ description: 'Since Monday (Belgian weeks start on Monday), today included' }),
  thisMonth: z.number().int().meta({ description: 'Since the 1st of the calendar month, today included' }),
  total: z.number().int().meta({ description: 'Every counted day up to today' }),
  last30Days: z
    .array(ZDailyViewsSchema)
    .meta({ description: '30 days ending today, oldest first, days without views as 0' }),
});
export type VisitStatistics = z.infer<typeof ZVisitStatisticsSchema>;

/**
 * Reads the statistics from per-day counts. `todayLive`, when given, is
 * today's count taken from the raw views and replaces the aggregated row for
 * today, which (aggregation being nightly) is missing or partial. Days after
 * `today` are ignored.
 */
export function visitStatistics(daily: readonly DailyViews[], today: IsoDay, todayLive?: number): VisitStatistics {
  if (!isIsoDay(today)) throw new RangeError(`Not a YYYY-MM-DD day: ${today}`);
  const byDay = new Map<IsoDay, number>();
  for (const { day, views } of daily) {
    // ISO days sort as strings; a later day is not counted yet.
    if (day > today) continue;
    byDay.set(day, (byDay.get(day) ?? 0) + views);
  }
  if (todayLive !== undefined) byDay.set(today, todayLive);

  const weekStart = weekStartOf(today);
  const monthStart = `${today.slice(0, 8)}01`;
  const sumSince = (first: IsoDay): number => {
    let sum = 0;
    for (const [day, views] of byDay) if (day >= first) sum += views;
    return sum;
  };

  const last30Days: DailyViews[] = [];
  for (let offset = VISIT_GRAPH_DAYS - 1; offset >= 0; offset -= 1) {
    const day = addDays(today, -offset);
    last30Days.push({ day, views: byDay.get(day) ?? 0 });
  }

  return {
    today: byDay.get(today) ?? 0,
    thisWeek: sumSince(weekStart),
    thisMonth: sumSince(monthStart),
    total: sumSince(''),
    last30Days,
  };
}
