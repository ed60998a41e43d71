// The Web Vitals histograms (web_vitals_buckets, web_vitals_days): the BFF's
// beacon adds to them, the console reads a window, the worker's retention
// deletes old days.
import { sql } from 'kysely';
import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

export interface WebVitalsSample {
  /** `YYYY-MM-DD`, Brussels. */
  day: string;
  pageType: string;
  /** The bucket of each metric the page view measured. */
  buckets: readonly { metric: string; bucket: number }[];
}

/** Adds one page view and its metrics' buckets, in one statement (so one beacon is all or nothing). */
export async function addWebVitalsSample(db: SqlQueryable, sample: WebVitalsSample): Promise<void> {
  const { day, pageType, buckets } = sample;
  const viewed = tables
    .insertInto('web_vitals_days')
    .values({ day, page_type: pageType, page_views: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'page_type'])
        .doUpdateSet({ page_views: sql<number>`${sql.ref('web_vitals_days.page_views')} + 1` }),
    );
  if (buckets.length === 0) {
    await rowsOf(db, viewed);
    return;
  }
  await rowsOf(
    db,
    tables
      .with('viewed', () => viewed.returning('day'))
      .insertInto('web_vitals_buckets')
      .values(buckets.map(({ metric, bucket }) => ({ day, page_type: pageType, metric, bucket, count: 1 })))
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'page_type', 'metric', 'bucket'])
          .doUpdateSet({ count: sql<number>`${sql.ref('web_vitals_buckets.count')} + 1` }),
      ),
  );
}

/** Each page type's page views from the day `from` on. */
export function webVitalsPageViewsSince(db: SqlQueryable, from: string) {
  return rowsOf(
    db,
    tables
      .selectFrom('web_vitals_days')
      .select(['page_type as pageType', sql<number>`sum(page_views)::integer`.as('pageViews')])
      .where('day', '>=', from)
      .groupBy('page_type'),
  );
}

/** Each (page type, metric, bucket)'s count from the day `from` on. */
export function webVitalsBucketsSince(db: SqlQueryable, from: string) {
  return rowsOf(
    db,
    tables
      .selectFrom('web_vitals_buckets')
      .select(['page_type as pageType', 'metric', 'bucket', sql<number>`sum(count)::integer`.as('count')])
      .where('day', '>=', from)
      .groupBy(['page_type', 'metric', 'bucket']),
  );
}

/** Deletes the days before `firstKept` (ISO day); the rows deleted. */
export async function deleteWebVitalsBefore(db: SqlQueryable, firstKept: string): Promise<number> {
  const buckets = await rowsOf(
    db,
    tables.deleteFrom('web_vitals_buckets').where('day', '<', firstKept).returning('day'),
  );
  const days = await rowsOf(db, tables.deleteFrom('web_vitals_days').where('day', '<', firstKept).returning('day'));
  return buckets.length + days.length;
}
