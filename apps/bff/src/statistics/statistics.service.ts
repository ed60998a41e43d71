import { addDays, type DailyViews, type IsoDay, type VisitStatistics, visitStatistics } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { liveDailyViews, PropertyEntity, PropertyDailyViewEntity, PropertyViewEntity, viewsOfDay } from '@immo/db';
import { PropertyException } from '../properties/property.exception';

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
      liveDailyViews(this.views.manager, propertyId, yesterday, today),
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
    const rows = await viewsOfDay(this.views.manager, propertyIds, today);
    for (const row of rows) counts.set(row.propertyId, row.views);
    return counts;
  }

  /** Today's views so far (live), for a figure the page refreshes without reloading. */
  async todayViews(propertyId: number, today: IsoDay): Promise<number> {
    const rows = await liveDailyViews(this.views.manager, propertyId, today, today);
    return rows[0]?.views ?? 0;
  }
}
