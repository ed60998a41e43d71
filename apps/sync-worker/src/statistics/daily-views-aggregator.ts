// Recomputes per-property daily view counts from the raw views the BFF
// records. Each (property, day) row is overwritten with the day's full count,
// never incremented, so running it twice, or concurrently, never double counts.
import { aggregateDailyViews } from '@immo/db';
import type { IsoDay } from '@immo/domain';
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

@Injectable()
export class DailyViewsAggregator {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** In `manager`'s transaction when given (the retention job folds, then deletes, in one). */
  async aggregate(
    days: readonly IsoDay[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AggregationOutcome> {
    // One statement, so the days' rows change together.
    return { days: [...days], ...(await aggregateDailyViews(manager, days)) };
  }
}
