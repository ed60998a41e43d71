import {
  type CityEntry,
  descriptionSnippet,
  isCompletePostalCode,
  type Locale,
  parseRecordId,
  pickLocalized,
  type PropertyType,
  SEARCH_DESCRIPTION_LIMIT,
  SEARCH_MIN_QUERY_LENGTH,
  type SearchPropertyDto,
  type SearchResultDto,
  type TSearchQuery,
} from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { toCityEntry, toPropertyType } from '../catalogue/catalogue.mapper';
import { CityEntity } from '../catalogue/city.entity';
import { PropertyTypeEntity } from '../catalogue/property-type.entity';
import { type BffEnv, ENV } from '../config/env';
import { PropertyEntity } from '../properties/property.entity';
import { toPropertySummaryDto } from '../properties/property.mapper';
import { citySearchTextSql, escapeLike, normalizedSql, referencePrefixSql } from './search-sql';

/**
 * The home page's search box. Every match runs in PostgreSQL on the
 * expressions the trigram indexes of migration SearchIndexes1763970000000
 * are built on; nothing is filtered in JavaScript.
 */
@Injectable()
export class SearchService {
  constructor(
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    @InjectRepository(CityEntity) private readonly cities: Repository<CityEntity>,
    @InjectRepository(PropertyTypeEntity) private readonly types: Repository<PropertyTypeEntity>,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  async search(query: TSearchQuery): Promise<SearchResultDto> {
    const q = query.q.trim();
    if (Array.from(q).length < SEARCH_MIN_QUERY_LENGTH) {
      return { properties: [], cities: [], types: [] };
    }
    const locale = query.locale ?? this.env.DEFAULT_LOCALE;
    const like = escapeLike(q);
    const [properties, cities, types] = await Promise.all([
      this.searchProperties(q, like, query.limit, locale),
      this.searchCities(q, like, query.limit, locale),
      this.searchTypes(like, query.limit, locale),
    ]);
    return { properties, cities, types };
  }

  /**
   * By reference prefix (V-2025 finds V-2025-014), in reference order, and by
   * CRM id, which comes first. Two queries rather than one with an OR, so the
   * prefix one reads its rows in order off the btree and stops at the limit.
   */
  private async searchProperties(q: string, like: string, limit: number, locale: Locale): Promise<SearchPropertyDto[]> {
    const id = parseRecordId(q);
    const reference = referencePrefixSql('p');
    const [byId, byReference] = await Promise.all([
      id === null ? Promise.resolve(null) : this.properties.findOneBy({ id, withdrawnAt: IsNull() }),
      this.properties
        .createQueryBuilder('p')
        .where('p.withdrawn_at IS NULL')
        // The pattern is folded to a constant when planned, which turns the
        // LIKE into a range scan of the index.
        .andWhere(`${reference} LIKE ${normalizedSql(':like')} || '%'`, { like })
        .orderBy(reference, 'ASC')
        .addOrderBy('p.id', 'ASC')
        .limit(limit)
        .getMany(),
    ]);
    const rows = byId ? [byId, ...byReference.filter((row) => row.id !== byId.id)].slice(0, limit) : byReference;
    return rows.map((row) => ({
      ...toPropertySummaryDto(row, locale),
      description: descriptionSnippet(pickLocalized(row.descriptions, locale), SEARCH_DESCRIPTION_LIMIT),
    }));
  }

  /**
   * By the whole postal code (that code only), by postal code prefix, or by a name in any language containing the query
   * without regard to case and accents (`liege` finds Liège), or, for typos,
   * by trigram word similarity. Only cities with live properties.
   */
  private async searchCities(q: string, like: string, limit: number, locale: Locale): Promise<CityEntry[]> {
    const text = citySearchTextSql('c');
    const term = normalizedSql(':q');
    const live = this.cities.createQueryBuilder('c').where('c.count_sale + c.count_rent > 0');
    if (isCompletePostalCode(q)) {
      const exact = await live.andWhere('c.zip = :zip', { zip: q }).orderBy('c.name', 'ASC').limit(limit).getMany();
      return exact.map((row) => toCityEntry(row, locale));
    }
    const rows = await live
      // The search text starts with the postal code, so its prefix is the
      // zip prefix; every branch can use the trigram index.
      .andWhere(`(${text} LIKE ${normalizedSql(':like')} || '%' OR ${text} LIKE '%' || ${normalizedSql(':like')} || '%' OR ${term} <% ${text})`, {
        like,
        q,
      })
      // Postal-code and name prefixes first, then the closest names.
      .orderBy(`CASE WHEN c.zip LIKE :like || '%' OR ${normalizedSql('c.name')} LIKE ${normalizedSql(':like')} || '%' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy(`word_similarity(${term}, ${text})`, 'DESC')
      .addOrderBy('c.name', 'ASC')
      .addOrderBy('c.zip', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map((row) => toCityEntry(row, locale));
  }

  /** By the name in the visitor's language (falling back like the lists do). */
  private async searchTypes(like: string, limit: number, locale: Locale): Promise<PropertyType[]> {
    const name = `coalesce(nullif(t.names ->> :locale, ''), nullif(t.names ->> 'fr', ''), '')`;
    const rows = await this.types
      .createQueryBuilder('t')
      .where(`${normalizedSql(name)} LIKE '%' || ${normalizedSql(':like')} || '%'`, { like, locale })
      .orderBy('t.show_order', 'ASC', 'NULLS LAST')
      .addOrderBy('t.web_id', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map((row) => toPropertyType(row, locale));
  }
}
