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
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { poolOf } from '@immo/db';
import type { Localized } from '../common/localized-query.pipe';
import { type CitySource, toCityEntry, toPropertyType, type PropertyTypeSource } from '../catalogue/catalogue.mapper';
import type { SummaryRow } from '../properties/property-list-sql';
import { toPropertySummaryDto } from '../properties/property.mapper';
import { escapeLike } from './search-sql';
import { searchStatementFor } from './search-statements';

type PropertyRow = SummaryRow & { descriptions: LocalizedText };

/** The statement's one row: each group as JSON, already in order. */
interface SearchRow {
  properties: PropertyRow[];
  cities: CitySource[];
  types: PropertyTypeSource[];
}

/**
 * The home page's search box. Every match runs in PostgreSQL on the
 * expressions and columns the indexes of migrations SearchIndexes1763970000000,
 * ReferencePrefixIndex1764350000000 and CitySearchText1764390000000 are built on; nothing is filtered in
 * JavaScript. The box asks on every pause in typing, so the one statement
 * goes straight to the driver's pg pool, prepared once per connection
 * (docs/benchmarks.md, "Search endpoint").
 */
@Injectable()
export class SearchService {
  private readonly pool: Pool;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.pool = poolOf(dataSource);
  }

  async search(query: Localized<TSearchQuery>): Promise<SearchResultDto> {
    const q = query.q.trim();
    if (Array.from(q).length < SEARCH_MIN_QUERY_LENGTH) {
      return { properties: [], cities: [], types: [] };
    }
    const { locale } = query;
    const statement = searchStatementFor(isCompletePostalCode(q), query.limit);
    const { rows } = await this.pool.query<SearchRow>({
      ...statement,
      values: [q, escapeLike(q), parseRecordId(q), locale],
    });
    const [row] = rows;
    if (!row) return { properties: [], cities: [], types: [] };
    return {
      properties: this.propertyResults(row.properties, query.limit, locale),
      cities: row.cities.slice(0, query.limit).map((city): CityEntry => toCityEntry(city, locale)),
      types: row.types.slice(0, query.limit).map((type): PropertyType => toPropertyType(type, locale)),
    };
  }

  /** The CRM id's property first (once, even when its reference matches too), then references in order. */
  private propertyResults(rows: PropertyRow[], limit: number, locale: Locale): SearchPropertyDto[] {
    const seen = new Set<number>();
    return rows
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .slice(0, limit)
      .map((row) => ({
        ...toPropertySummaryDto(row, locale, row.marqueeIgnoreList),
        description: descriptionSnippet(pickLocalized(row.descriptions, locale), SEARCH_DESCRIPTION_LIMIT),
      }));
  }
}
