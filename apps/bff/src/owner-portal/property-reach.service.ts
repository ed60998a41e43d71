import {
  goalOfCrm,
  type IsoDay,
  isPricePublished,
  matchableListing,
  matchesDemand,
  OWNER_REACH_WEEKS,
  type OwnerReachDto,
  recentWeeks,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { alertMailsByWeek, confirmedDemands, type PropertyEntity } from '@immo/db';

export type ReachListing = Pick<
  PropertyEntity,
  | 'goal'
  | 'webId'
  | 'webIds'
  | 'zip'
  | 'countryId'
  | 'city'
  | 'bedrooms'
  | 'livingSurface'
  | 'epcLabelText'
  | 'energyPerformance'
  | 'hasGarden'
  | 'hasTerrace'
  | 'hasParking'
  | 'isNewBuild'
  | 'price'
  | 'publishPrice'
  | 'priceUnit'
  | 'marquee'
  | 'withdrawnAt'
>;

/**
 * A property's reach: the confirmed demands it matches now, by the alerts'
 * own rule (matchesDemand), and the alert mails that showed it.
 */
@Injectable()
export class PropertyReachService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async reach(
    propertyId: number,
    property: ReachListing,
    marqueeIgnoreList: readonly number[],
    today: IsoDay,
  ): Promise<OwnerReachDto> {
    const weeks = recentWeeks(today, OWNER_REACH_WEEKS);
    const [matchingDemands, mails] = await Promise.all([
      this.matchingDemands(property, marqueeIgnoreList),
      alertMailsByWeek(this.dataSource, propertyId, weeks[0] ?? today),
    ]);
    const byWeek = new Map(mails.map((row) => [row.week, row.mails]));
    return { matchingDemands, alertMailsByWeek: weeks.map((week) => ({ week, mails: byWeek.get(week) ?? 0 })) };
  }

  /** A property the site no longer shows is in no alert, so it matches no one. */
  private async matchingDemands(property: ReachListing, marqueeIgnoreList: readonly number[]): Promise<number> {
    if (property.withdrawnAt !== null) return 0;
    const listing = matchableListing({
      ...property,
      publishedPrice: isPricePublished(property, marqueeIgnoreList) ? property.price : null,
    });
    const demands = await confirmedDemands(this.dataSource, goalOfCrm(property.goal));
    return demands.filter((demand) => matchesDemand(demand.criteria, listing)).length;
  }
}
