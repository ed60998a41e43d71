// Recomputes per-property daily view counts from the raw views the BFF
// records. Each (property, day) row is overwritten with the day's full count,
// never incremented, so running it twice, or concurrently, never double counts.
import { type IsoDay, STATISTICS_TIME_ZONE } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface AggregationOutcome {
  /** The Brussels days recomputed. */
  days: IsoDay[];
  /** Distinct properties viewed on those days. */
  properties: number;
  /** Views counted on those days. */
  views: number;
}

// One statement, so the days' rows change together. A day runs from Brussels
// midnight to Brussels midnight: 23 hours in March, 25 in October. Rows are
// upserted, never deleted: raw views are only ever added.
const AGGREGATE_DAYS = `
  WITH days AS (
    SELECT DISTINCT unnest($1::date[]) AS day
  ), counted AS (
    SELECT v.property_id, d.day, count(*)::integer AS views
    FROM days d
    JOIN property_views v
      ON v.viewed_at >= d.day::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'
     AND v.viewed_at < (d.day + 1)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'
    GROUP BY v.property_id, d.day
  ), upserted AS (
    INSERT INTO property_daily_views (property_id, day, views)
    SELECT property_id, day, views FROM counted
    ON CONFLICT (property_id, day) DO UPDATE SET views = EXCLUDED.views
    RETURNING 1
  )
  SELECT count(DISTINCT property_id)::integer AS properties,
         coalesce(sum(views), 0)::integer AS views,
         (SELECT count(*) FROM upserted)::integer AS written
  FROM counted`;

@Injectable()
export class DailyViewsAggregator {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** In `manager`'s transaction when given (the retention job folds, then deletes, in one). */
  async aggregate(
    days: readonly IsoDay[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AggregationOutcome> {
    const [row] = (await manager.query(AGGREGATE_DAYS, [days])) as { properties: number; views: number }[];
    return { days: [...days], properties: row?.properties ?? 0, views: row?.views ?? 0 };
  }
}
