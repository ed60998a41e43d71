import { firstKeptViewDay, type IsoDay, STATISTICS_TIME_ZONE } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';
import { DailyViewsAggregator } from '../statistics/daily-views-aggregator';

export interface ViewRetentionOutcome {
  /** The Brussels days folded into property_daily_views, then deleted from property_views. */
  days: IsoDay[];
  deleted: number;
}

// Raw views before the first kept day's Brussels midnight.
const OLD_DAYS = `
  SELECT DISTINCT to_char((viewed_at AT TIME ZONE '${STATISTICS_TIME_ZONE}')::date, 'YYYY-MM-DD') AS day
  FROM property_views WHERE viewed_at < ($1::date)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'
  ORDER BY 1`;
const DELETE_OLD = `
  WITH gone AS (DELETE FROM property_views WHERE viewed_at < ($1::date)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}' RETURNING 1)
  SELECT count(*)::integer AS deleted FROM gone`;

/**
 * Raw views older than VIEW_RETENTION_DAYS: each of their days is counted
 * again into the daily aggregates, then the rows go, in one transaction, so
 * nothing is deleted that the aggregates do not hold. Whole days only: a day
 * is either all raw or all folded, and a later aggregation of a folded day
 * (which finds no raw rows) leaves its counts alone. Repeatable read, so the
 * delete removes exactly the rows the fold counted.
 */
@Injectable()
export class ViewRetention {
  constructor(
    private readonly dataSource: DataSource,
    private readonly aggregator: DailyViewsAggregator,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async prune(now: Date = new Date()): Promise<ViewRetentionOutcome> {
    const firstKept = firstKeptViewDay(now, this.env.VIEW_RETENTION_DAYS);
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const days = ((await manager.query(OLD_DAYS, [firstKept])) as { day: IsoDay }[]).map((row) => row.day);
      if (days.length === 0) return { days, deleted: 0 };
      await this.aggregator.aggregate(days, manager);
      const [row] = (await manager.query(DELETE_OLD, [firstKept])) as { deleted: number }[];
      return { days, deleted: row?.deleted ?? 0 };
    });
  }
}
