import { addDays, type IsoDay, statisticsDayOf } from '../statistics/visit-days';

const DAY_MS = 24 * 60 * 60_000;

/** Rows older than this instant are past a retention of `retentionDays` days. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * The first Brussels day whose raw views are kept: today's and yesterday's
 * counts are read live from the raw rows, so at least those two days stay
 * whatever the setting (VIEW_RETENTION_DAYS is at least 2); older days are
 * folded into the daily aggregates, then deleted.
 */
export function firstKeptViewDay(now: Date, retentionDays: number): IsoDay {
  return addDays(statisticsDayOf(now), -Math.max(1, retentionDays - 1));
}
