import {
  type MapPosition,
  type PageDto,
  type PropertyByIdsDto,
  type PropertyDetailDto,
  type PropertySummaryDto,
  type TListPropertiesQuery,
  type TPropertyByIdsQuery,
  type TPropertyDetailQuery,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Localized } from '../common/localized-query.pipe';
import { NEAR_CENTRE_SQL, poolOf, priceChangesOf, SiteSettingsEntity, PropertyEntity } from '@immo/db';
import { PropertyException } from './property.exception';
import { readMarqueeIgnoreList } from './marquee-ignore-list';
import { propertyListSql, SUMMARY_COLUMNS, type SummaryRow } from './property-list-sql';
import { toPropertyByIdsItem, toPropertyDetailDto, toPropertySummaryDto } from './property.mapper';

@Injectable()
export class PropertiesService {
  constructor(
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    @InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>,
  ) {}

  async list(query: Localized<TListPropertiesQuery>): Promise<PageDto<PropertySummaryDto>> {
    const { locale } = query;
    const { rows, total, totalCapped } = await this.findPage<SummaryRow>(query, SUMMARY_COLUMNS);
    const items = rows.map((row) => toPropertySummaryDto(row, locale, row.marqueeIgnoreList));
    return { items, total, ...(totalCapped && { totalCapped }), limit: query.limit, offset: query.offset };
  }

  /**
   * A page of a list search, read as `columns` (the list's cards, the map's
   * pins: one search, one statement, so both find the same properties), and
   * its total; a map search's stops at MAP_SEARCH_COUNT_CAP (`totalCapped`).
   */
  async findPage<Row extends object>(
    query: TListPropertiesQuery,
    columns: string,
  ): Promise<{ rows: Row[]; total: number; totalCapped: boolean }> {
    // Straight to the driver's pg pool: the busiest endpoint skips TypeORM's
    // per-query QueryRunner (docs/benchmarks.md, "List endpoint").
    const pool = poolOf(this.properties.manager.connection);
    const nearCentre = query.near === undefined ? undefined : await this.townCentre(pool, query.near);
    const { pageName, pageSql, countSql, params, countCap } = propertyListSql(query, nearCentre, columns);
    const { rows } = await pool.query<Row & { total: number }>({ name: pageName, text: pageSql, values: params });
    const found =
      rows[0]?.total ?? (await pool.query<{ total: number }>(countSql, params.slice(0, -2))).rows[0]?.total ?? 0;
    const totalCapped = countCap !== null && found > countCap;
    return { rows, total: totalCapped ? countCap : found, totalCapped };
  }

  /** The centre of a postcode's town for "within N km of", or null when none of its properties has a position. */
  private async townCentre(pool: ReturnType<typeof poolOf>, zip: string): Promise<MapPosition | null> {
    const { rows } = await pool.query<{ lat: number | null; lng: number | null }>({
      name: 'near-centre',
      text: NEAR_CENTRE_SQL,
      values: [zip],
    });
    const row = rows[0];
    return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
  }

  async detail(id: number, query: Localized<TPropertyDetailQuery>): Promise<PropertyDetailDto> {
    const [property, marqueeIgnoreList, priceChanges] = await Promise.all([
      this.properties.findOneBy({ id }),
      // Which marquees withhold the price, so the costs that reveal it are not sent either.
      readMarqueeIgnoreList(this.settings),
      priceChangesOf(this.properties.manager, id),
    ]);
    if (!property) {
      throw new PropertyException(`Property ${id} does not exist.`, 'PROPERTY_NOT_FOUND');
    }
    if (property.withdrawnAt) {
      throw new PropertyException(`Property ${id} is no longer offered.`, 'PROPERTY_WITHDRAWN');
    }
    return toPropertyDetailDto(property, query.locale, marqueeIgnoreList, priceChanges);
  }

  /** Favourites and comparisons: withdrawn rows stay (the import keeps them, with `withdrawn_at`), marked as such. */
  async byIds({ ids, locale }: Localized<TPropertyByIdsQuery>): Promise<PropertyByIdsDto> {
    const [rows, marqueeIgnoreList] = await Promise.all([
      this.properties.findBy({ id: In(ids) }),
      readMarqueeIgnoreList(this.settings),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPropertyByIdsItem(row, locale, marqueeIgnoreList)] : [];
    });
    return { items, missing: ids.filter((id) => !byId.has(id)) };
  }
}
