import {
  type CityEntry,
  descriptionSnippet,
  isCompletePostalCode,
  type Locale,
  type LocalizedText,
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
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { type CitySource, toCityEntry, toPropertyType, type PropertyTypeSource } from '../catalogue/catalogue.mapper';
import { type BffEnv, ENV } from '../config/env';
import { type PropertySummarySource, toPropertySummaryDto } from '../properties/property.mapper';
import { escapeLike } from './search-sql';
import { CITIES_BY_ZIP_STATEMENT, CITIES_STATEMENT, PROPERTIES_STATEMENT, type Statement, TYPES_STATEMENT } from './search-statements';

type PropertyRow = PropertySummarySource & { descriptions: LocalizedText };

/**
 * The home page's search box. Every match runs in PostgreSQL on the
 * expressions the indexes of migrations SearchIndexes1763970000000 and
 * ReferencePrefixIndex1764350000000 are built on; nothing is filtered in
 * JavaScript. The box asks on every pause in typing, so the statements go
 * straight to the driver's pg pool, prepared once per connection
 * (docs/benchmarks.md, "Search endpoint").
 */
@Injectable()
export class SearchService {
  private readonly pool: Pool;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(ENV) private readonly env: BffEnv) {
    this.pool = (dataSource.driver as PostgresDriver).master as Pool;
  }

  async search(query: TSearchQuery): Promise<SearchResultDto> {
    const q = query.q.trim();
    if (Array.from(q).length < SEARCH_MIN_QUERY_LENGTH) {
      return { properties: [], cities: [], types: [] };
    }
    const locale = query.locale ?? this.env.DEFAULT_LOCALE;
    const like = escapeLike(q);
    const [properties, cities, types] = await Promise.all([
      this.rows<PropertyRow>(PROPERTIES_STATEMENT, [q, parseRecordId(q), query.limit]),
      isCompletePostalCode(q)
        ? this.rows<CitySource>(CITIES_BY_ZIP_STATEMENT, [q, query.limit])
        : this.rows<CitySource>(CITIES_STATEMENT, [like, q, query.limit]),
      this.rows<PropertyTypeSource>(TYPES_STATEMENT, [like, locale, query.limit]),
    ]);
    return {
      properties: this.propertyResults(properties, query.limit, locale),
      cities: cities.map((row): CityEntry => toCityEntry(row, locale)),
      types: types.map((row): PropertyType => toPropertyType(row, locale)),
    };
  }

  private async rows<Row>(statement: Statement, values: unknown[]): Promise<Row[]> {
    return (await this.pool.query({ ...statement, values })).rows as Row[];
  }

  /** The CRM id's property first (once, even when its reference matches too), then references in order. */
  private propertyResults(rows: PropertyRow[], limit: number, locale: Locale): SearchPropertyDto[] {
    const seen = new Set<number>();
    return rows
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .slice(0, limit)
      .map((row) => ({
        ...toPropertySummaryDto(row, locale),
        description: descriptionSnippet(pickLocalized(row.descriptions, locale), SEARCH_DESCRIPTION_LIMIT),
      }));
  }
}
