import { deleteRawViewsBefore, rawViewDaysBefore } from '@immo/db';
import { firstKeptViewDay, type IsoDay } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';
import { DailyViewsAggregator } from '../statistics/daily-views-aggregator';

export interface ViewRetentionOutcome {
  /** The Brussels days folded into property_daily_views, then deleted from property_views. */
  days: IsoDay[];
  deleted: number;
}

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
      const days = (await rawViewDaysBefore(manager, firstKept)) as IsoDay[];
      if (days.length === 0) return { days, deleted: 0 };
      await this.aggregator.aggregate(days, manager);
      return { days, deleted: await deleteRawViewsBefore(manager, firstKept) };
    });
  }
}
