import {
  GOAL_SALE,
  type Locale,
  type PageDto,
  type PropertyDetailDto,
  type PropertySummaryDto,
  type TListPropertiesQuery,
  type TPropertyDetailQuery,
} from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
import { normalizedSql } from '../search/search-sql';
import { PropertyEntity } from './property.entity';
import { PropertyException } from './property.exception';
import { toPropertyDetailDto, toPropertySummaryDto } from './property.mapper';

@Injectable()
export class PropertiesService {
  constructor(
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  async list(query: TListPropertiesQuery): Promise<PageDto<PropertySummaryDto>> {
    const locale = this.localeOf(query);
    const builder = this.properties.createQueryBuilder('p').where('p.withdrawn_at IS NULL');
    if (query.goal === 'sale') builder.andWhere('p.goal = :sale', { sale: GOAL_SALE });
    if (query.goal === 'rent') builder.andWhere('p.goal <> :sale', { sale: GOAL_SALE });
    if (query.city) {
      // The name may be the official one the property carries or the city's
      // name in another language (Luik|4000 finds Liège).
      builder.andWhere(
        `p.zip = :cityZip AND (${normalizedSql('p.city')} = ${normalizedSql(':cityName')} OR EXISTS (
          SELECT 1 FROM cities c, jsonb_each_text(c.names) n
          WHERE c.zip = p.zip AND ${normalizedSql('c.name')} = ${normalizedSql('p.city')}
            AND ${normalizedSql('n.value')} = ${normalizedSql(':cityName')}))`,
        { cityZip: query.city.zip, cityName: query.city.name },
      );
    }
    if (query.type !== undefined) {
      builder.andWhere(`(p.web_id = :type OR :typeText = ANY(string_to_array(replace(p.web_ids, ' ', ''), ',')))`, {
        type: query.type,
        typeText: String(query.type),
      });
    }
    // An unpublished price neither matches a price range nor orders the list:
    // either would reveal it.
    if (query.minPrice !== undefined) builder.andWhere(`${PUBLISHED_PRICE} >= :minPrice`, { minPrice: query.minPrice });
    if (query.maxPrice !== undefined) builder.andWhere(`${PUBLISHED_PRICE} <= :maxPrice`, { maxPrice: query.maxPrice });
    if (query.minBedrooms !== undefined) builder.andWhere('p.bedrooms >= :minBedrooms', { minBedrooms: query.minBedrooms });
    switch (query.sort) {
      case 'price-asc':
        builder.orderBy(PUBLISHED_PRICE, 'ASC', 'NULLS LAST');
        break;
      case 'price-desc':
        builder.orderBy(PUBLISHED_PRICE, 'DESC', 'NULLS LAST');
        break;
      case 'newest':
        builder.orderBy('p.crm_changed_at', 'DESC', 'NULLS LAST');
        break;
    }
    // The id breaks ties so paging is stable.
    builder.addOrderBy('p.id', 'DESC').limit(query.limit).offset(query.offset);
    const [rows, total] = await builder.getManyAndCount();
    return { items: rows.map((row) => toPropertySummaryDto(row, locale)), total, limit: query.limit, offset: query.offset };
  }

  async detail(id: number, query: TPropertyDetailQuery): Promise<PropertyDetailDto> {
    const property = await this.properties.findOneBy({ id });
    if (!property) {
      throw new PropertyException(`Property ${id} does not exist.`, 'PROPERTY_NOT_FOUND');
    }
    if (property.withdrawnAt) {
      throw new PropertyException(`Property ${id} is no longer offered.`, 'PROPERTY_WITHDRAWN');
    }
    return toPropertyDetailDto(property, this.localeOf(query));
  }

  private localeOf(query: { locale?: Locale }): Locale {
    return query.locale ?? this.env.DEFAULT_LOCALE;
  }
}

/** The price a visitor may see; null when on request. */
const PUBLISHED_PRICE = 'CASE WHEN p.publish_price THEN p.price END';
