import {
  addDays,
  type DailyViews,
  type IsoDay,
  STATISTICS_TIME_ZONE,
  type VisitStatistics,
  visitStatistics,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PropertyEntity, PropertyDailyViewEntity, PropertyViewEntity } from '@immo/db';
import { PropertyException } from '../properties/property.exception';

// Views per Brussels day between two days (inclusive), straight from the raw
// views. The bounds are Brussels midnights, so DST days are 23 or 25 hours.
const LIVE_DAILY_VIEWS = `
  SELECT to_char((viewed_at AT TIME ZONE '${STATISTICS_TIME_ZONE}')::date, 'YYYY-MM-DD') AS day, count(*)::integer AS views
  FROM property_views
  WHERE property_id = $1
    AND viewed_at >= ($2::date)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'
    AND viewed_at < ($3::date + 1)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'
  GROUP BY 1`;

// Today's raw views (recorded by the beacon as they happen) of several properties.
const TODAY_VIEWS_OF = `
  SELECT property_id AS "propertyId", count(*)::integer AS views
  FROM property_views
  WHERE property_id = ANY($1::integer[])
    AND viewed_at >= ($2::date)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'
    AND viewed_at < ($2::date + 1)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}'
  GROUP BY 1`;

@Injectable()
export class StatisticsService {
  constructor(
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    @InjectRepository(PropertyDailyViewEntity) private readonly dailyViews: Repository<PropertyDailyViewEntity>,
    @InjectRepository(PropertyViewEntity) private readonly views: Repository<PropertyViewEntity>,
  ) {}

  /**
   * A property's visit statistics as of `today` (a Brussels day). The nightly
   * aggregation has not seen today yet, and before it runs after midnight
   * not all of yesterday either: those two days are counted live from the raw
   * views and replace their aggregated rows, so the figures are always current.
   * A withdrawn property keeps its statistics.
   */
  async forProperty(propertyId: number, today: IsoDay): Promise<VisitStatistics> {
    if (!(await this.properties.existsBy({ id: propertyId }))) {
      throw new PropertyException(`Property ${propertyId} does not exist.`, 'PROPERTY_NOT_FOUND');
    }
    const yesterday = addDays(today, -1);
    const [aggregated, live] = await Promise.all([
      this.dailyViews.find({ where: { propertyId }, select: { day: true, views: true } }),
      this.views.query(LIVE_DAILY_VIEWS, [propertyId, yesterday, today]) as Promise<DailyViews[]>,
    ]);
    const liveByDay = new Map(live.map((row) => [row.day, row.views]));
    const daily: DailyViews[] = [
      ...aggregated.filter((row) => row.day !== yesterday && row.day !== today),
      { day: yesterday, views: liveByDay.get(yesterday) ?? 0 },
    ];
    return visitStatistics(daily, today, liveByDay.get(today) ?? 0);
  }

  /** Today's views so far (live) of several properties, in one query; a property without any is 0. */
  async todayViewsOf(propertyIds: readonly number[], today: IsoDay): Promise<Map<number, number>> {
    const counts = new Map(propertyIds.map((id) => [id, 0]));
    if (propertyIds.length === 0) return counts;
    const rows = (await this.views.query(TODAY_VIEWS_OF, [propertyIds, today])) as {
      propertyId: number;
      views: number;
    }[];
    for (const row of rows) counts.set(row.propertyId, row.views);
    return counts;
  }

  /** Today's views so far (live), for a figure the page refreshes without reloading. */
  async todayViews(propertyId: number, today: IsoDay): Promise<number> {
    const rows = (await this.views.query(LIVE_DAILY_VIEWS, [propertyId, today, today])) as DailyViews[];
    return rows[0]?.views ?? 0;
  }
}
