import {
  CLOSED_MARQUEES,
  GOAL_SALE,
  goalOfCrm,
  isPricePublished,
  type PropertyNeighboursDto,
  type PropertySummaryDto,
  type TPropertyDetailQuery,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Localized } from '../common/localized-query.pipe';
import { PropertyEntity, propertyNeighbourIds, PUBLISHED_PRICE, SiteSettingsEntity } from '@immo/db';
import { PropertyException } from './property.exception';
import { readMarqueeIgnoreList } from './marquee-ignore-list';
import { toPropertySummaryDto } from './property.mapper';

/** How many similar properties the detail page shows. */
export const SIMILAR_LIMIT = 4;

/**
 * The properties shown around a detail page: similar ones and the previous
 * and next in the list. Both only ever return live properties.
 */
@Injectable()
export class PropertyRelatedService {
  constructor(
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    @InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>,
  ) {}

  /**
   * Up to SIMILAR_LIMIT live properties with the same goal and the same type
   * (WebID or main type name), not sold or rented: the same postal code
   * first, then the same postal area (first two digits), then the nearest
   * published price, then the newest. One query on the live-goal index.
   */
  async similar(id: number, query: Localized<TPropertyDetailQuery>): Promise<PropertySummaryDto[]> {
    const [target, marqueeIgnoreList] = await Promise.all([
      this.liveProperty(id),
      readMarqueeIgnoreList(this.settings),
    ]);
    const targetPrice = isPricePublished(target, marqueeIgnoreList) ? target.price : null;
    const rows = await this.properties
      .createQueryBuilder('p')
      .where('p.withdrawn_at IS NULL')
      .andWhere('p.id <> :id', { id })
      .andWhere(goalOfCrm(target.goal) === 'sale' ? 'p.goal = :sale' : 'p.goal <> :sale', { sale: GOAL_SALE })
      .andWhere('p.marquee NOT IN (:...closed)', { closed: CLOSED_MARQUEES })
      .andWhere('(p.web_id = :webId OR p.main_type_name = :mainType)', {
        webId: target.webId,
        mainType: target.mainTypeName,
      })
      .orderBy('CASE WHEN p.zip = :zip THEN 0 WHEN left(p.zip, 2) = left(:zip, 2) THEN 1 ELSE 2 END', 'ASC')
      .addOrderBy(`abs(${PUBLISHED_PRICE} - CAST(:price AS numeric))`, 'ASC', 'NULLS LAST')
      .addOrderBy('p.crm_changed_at', 'DESC', 'NULLS LAST')
      .addOrderBy('p.id', 'DESC')
      .setParameters({ zip: target.zip, price: targetPrice })
      .limit(SIMILAR_LIMIT)
      .getMany();
    const { locale } = query;
    return rows.map((row) => toPropertySummaryDto(row, locale, marqueeIgnoreList));
  }

  /**
   * The properties just before and after this one in its list's default
   * order (newest change first, then id, as `GET /api/properties` sorts),
   * among live properties of the same goal.
   */
  async neighbours(id: number, query: Localized<TPropertyDetailQuery>): Promise<PropertyNeighboursDto> {
    const target = await this.liveProperty(id);
    const ids = await propertyNeighbourIds(this.properties.manager, id, GOAL_SALE, goalOfCrm(target.goal) === 'sale');
    const wanted = [ids?.previousId, ids?.nextId].filter((value): value is number => typeof value === 'number');
    const [rows, marqueeIgnoreList] = await Promise.all([
      wanted.length > 0 ? this.properties.findBy({ id: In(wanted) }) : [],
      readMarqueeIgnoreList(this.settings),
    ]);
    const { locale } = query;
    const summary = (rowId: number | null | undefined) => {
      const row = rows.find((candidate) => candidate.id === rowId);
      return row ? toPropertySummaryDto(row, locale, marqueeIgnoreList) : null;
    };
    return { previous: summary(ids?.previousId), next: summary(ids?.nextId) };
  }

  private async liveProperty(id: number): Promise<PropertyEntity> {
    const property = await this.properties.findOneBy({ id });
    if (!property) throw new PropertyException(`Property ${id} does not exist.`, 'PROPERTY_NOT_FOUND');
    if (property.withdrawnAt) throw new PropertyException(`Property ${id} is no longer offered.`, 'PROPERTY_WITHDRAWN');
    return property;
  }
}
