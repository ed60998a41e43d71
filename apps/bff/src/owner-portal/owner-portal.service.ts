import {
  type IsoDay,
  OwnerAuthErrorCode,
  isLocale,
  type Locale,
  type OwnerMeDto,
  type OwnerPropertyDetailDto,
  type OwnerPropertyListDto,
  type OwnerTodayListDto,
  type OwnerTodayViewsDto,
  type OwnerViewCounts,
  type TOwnerPreferences,
  type VisitStatistics,
} from '@immo/domain';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { OwnerPropertyEntity, OwnerEntity, PropertyEntity, SiteSettingsEntity, OwnerPreferenceEntity } from '@immo/db';
import { readMarqueeIgnoreList } from '../properties/marquee-ignore-list';
import { PropertyException } from '../properties/property.exception';
import { StatisticsService } from '../statistics/statistics.service';
import { OwnerHistoryService } from './owner-history.service';
import { toOwnerPropertyDto } from './owner-property.mapper';
import { PropertyReachService } from './property-reach.service';

function viewCounts(statistics: VisitStatistics): OwnerViewCounts {
  return { today: statistics.today, week: statistics.thisWeek, month: statistics.thisMonth, total: statistics.total };
}

/**
 * What an owner sees, always through the owner id of their session: a
 * property id that is not theirs is answered exactly like one that does not
 * exist (PROPERTY_NOT_FOUND).
 */
@Injectable()
export class OwnerPortalService {
  constructor(
    @InjectRepository(OwnerEntity) private readonly owners: Repository<OwnerEntity>,
    @InjectRepository(OwnerPreferenceEntity) private readonly preferences: Repository<OwnerPreferenceEntity>,
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    @InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>,
    private readonly statistics: StatisticsService,
    private readonly reach: PropertyReachService,
    private readonly history: OwnerHistoryService,
  ) {}

  async me(ownerId: number): Promise<OwnerMeDto> {
    const [owner, preference] = await Promise.all([this.owner(ownerId), this.preferences.findOneBy({ ownerId })]);
    return {
      id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      locale: localeOf(owner),
      weeklyReport: preference?.weeklyReport ?? true,
    };
  }

  async setPreferences(ownerId: number, preferences: TOwnerPreferences): Promise<void> {
    await this.owner(ownerId);
    await this.preferences.upsert({ ownerId, weeklyReport: preferences.weeklyReport }, ['ownerId']);
  }

  /** Live properties first, then by reference. */
  async propertyList(ownerId: number, today: IsoDay, pageLocale?: Locale): Promise<OwnerPropertyListDto> {
    const [owner, rows, ignoreList] = await Promise.all([
      this.owner(ownerId),
      this.ownedProperties(ownerId),
      readMarqueeIgnoreList(this.settings),
    ]);
    const locale = pageLocale ?? localeOf(owner);
    const items = await Promise.all(
      rows.map(async (property) =>
        toOwnerPropertyDto(
          property,
          locale,
          ignoreList,
          viewCounts(await this.statistics.forProperty(property.id, today)),
        ),
      ),
    );
    return { items };
  }

  async propertyDetail(
    ownerId: number,
    propertyId: number,
    today: IsoDay,
    pageLocale?: Locale,
  ): Promise<OwnerPropertyDetailDto> {
    const [owner, property, ignoreList] = await Promise.all([
      this.owner(ownerId),
      this.ownedProperty(ownerId, propertyId),
      readMarqueeIgnoreList(this.settings),
    ]);
    const [statistics, reach, history] = await Promise.all([
      this.statistics.forProperty(propertyId, today),
      this.reach.reach(propertyId, property, ignoreList, today),
      this.history.forProperty(ownerId, propertyId),
    ]);
    const views = viewCounts(statistics);
    return {
      property: toOwnerPropertyDto(property, pageLocale ?? localeOf(owner), ignoreList, views),
      views: { ...views, days: statistics.last30Days },
      reach,
      ...history,
    };
  }

  async todayViews(ownerId: number, propertyId: number, today: IsoDay): Promise<OwnerTodayViewsDto> {
    await this.ownedProperty(ownerId, propertyId);
    return { today: await this.statistics.todayViews(propertyId, today) };
  }

  /** Today's views of each of the owner's properties, counted live: what the dashboard polls. */
  async todayList(ownerId: number, today: IsoDay): Promise<OwnerTodayListDto> {
    const [, rows] = await Promise.all([this.owner(ownerId), this.ownedProperties(ownerId)]);
    const counts = await this.statistics.todayViewsOf(
      rows.map((row) => row.id),
      today,
    );
    return { items: rows.map((row) => ({ propertyId: row.id, today: counts.get(row.id) ?? 0 })) };
  }

  private async owner(ownerId: number): Promise<OwnerEntity> {
    const owner = await this.owners.findOneBy({ id: ownerId });
    // Owners are never deleted, so a valid session always finds its owner; anything else is no session.
    if (!owner)
      throw new UnauthorizedException({
        code: OwnerAuthErrorCode.unauthenticated,
        message: 'Log in to the owner portal.',
      });
    return owner;
  }

  /** The owner's properties the catalogue knows (the CRM may name one it never received: nothing to show). */
  private ownedProperties(ownerId: number, propertyId?: number): Promise<PropertyEntity[]> {
    const query = this.properties
      .createQueryBuilder('p')
      .innerJoin(OwnerPropertyEntity, 'op', 'op.property_id = p.id AND op.owner_id = :ownerId', { ownerId })
      .orderBy('p.withdrawn_at IS NULL', 'DESC')
      .addOrderBy('p.reference', 'ASC');
    if (propertyId !== undefined) query.where('p.id = :propertyId', { propertyId });
    return query.getMany();
  }

  private async ownedProperty(ownerId: number, propertyId: number): Promise<PropertyEntity> {
    const [property] = await this.ownedProperties(ownerId, propertyId);
    if (!property)
      throw new PropertyException(`Property ${propertyId} is not one of owner ${ownerId}'s.`, 'PROPERTY_NOT_FOUND');
    return property;
  }
}

function localeOf(owner: OwnerEntity): Locale {
  return isLocale(owner.locale) ? owner.locale : 'fr';
}
