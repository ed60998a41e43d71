import { type CityListResponse, GOAL_SALE, type Locale, type PropertyCountsDto, type PropertyType } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PropertyEntity, CityEntity, PropertyTypeEntity } from '@immo/db';
import { toCityEntry, toPropertyType } from './catalogue.mapper';

@Injectable()
export class CatalogueService {
  constructor(
    @InjectRepository(CityEntity) private readonly cities: Repository<CityEntity>,
    @InjectRepository(PropertyTypeEntity) private readonly typeRows: Repository<PropertyTypeEntity>,
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
  ) {}

  /** Cities with at least one live property, by name in the locale (the counts come from the last import). */
  async cityLists(lang: Locale): Promise<CityListResponse> {
    const rows = await this.cities
      .createQueryBuilder('c')
      .where('c.count_sale + c.count_rent > 0')
      .orderBy(`lower(immo_unaccent(coalesce(nullif(c.names ->> :lang, ''), nullif(c.names ->> 'fr', ''), c.name)))`)
      .addOrderBy('c.zip')
      .setParameter('lang', lang)
      .getMany();
    const all = rows.map((row) => toCityEntry(row, lang));
    return {
      all,
      sale: all.filter((city) => city.countSaleProperty > 0),
      rent: all.filter((city) => city.countRentProperty > 0),
      projects: [],
      neighbourhoods: [],
    };
  }

  async types(lang: Locale): Promise<PropertyType[]> {
    const rows = await this.typeRows.find({ order: { showOrder: { direction: 'ASC', nulls: 'LAST' }, webId: 'ASC' } });
    return rows.map((row) => toPropertyType(row, lang));
  }

  /** Counted live, not from the import's counts, so the totals always match the lists. */
  async counts(): Promise<PropertyCountsDto> {
    const row = await this.properties
      .createQueryBuilder('p')
      .select('count(*) FILTER (WHERE p.goal = :sale)::int', 'sale')
      .addSelect('count(*) FILTER (WHERE p.goal <> :sale)::int', 'rent')
      .where('p.withdrawn_at IS NULL')
      .setParameter('sale', GOAL_SALE)
      .getRawOne<PropertyCountsDto>();
    return { sale: row?.sale ?? 0, rent: row?.rent ?? 0 };
  }
}
