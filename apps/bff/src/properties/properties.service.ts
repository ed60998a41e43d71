import {
  GOAL_SALE,
  type Locale,
  type PageDto,
  type PropertyDetailDto,
  type PropertyGoal,
  type PropertySummaryDto,
  type TListPropertiesQuery,
  type TPropertyDetailQuery,
} from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsWhere, IsNull, Not, Repository } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
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
    const where: FindOptionsWhere<PropertyEntity> = { withdrawnAt: IsNull(), ...goalFilter(query.goal) };
    const [rows, total] = await this.properties.findAndCount({
      where,
      // Newest change first; the id breaks ties so paging is stable.
      order: { crmChangedAt: { direction: 'DESC', nulls: 'LAST' }, id: 'DESC' },
      take: query.limit,
      skip: query.offset,
    });
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

/** The SQL form of `isForSale` (@immo/domain): any goal other than sale is rent. */
function goalFilter(goal: PropertyGoal | undefined): FindOptionsWhere<PropertyEntity> {
  switch (goal) {
    case 'sale':
      return { goal: GOAL_SALE };
    case 'rent':
      return { goal: Not(GOAL_SALE) };
    case undefined:
      return {};
  }
}
