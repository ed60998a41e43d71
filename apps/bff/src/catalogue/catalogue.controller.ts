import {
  type CityListResponse,
  type PropertyCountsDto,
  type PropertyType,
  type TCatalogueQuery,
  ZCatalogueQuerySchema,
  ZCityListResponseSchema,
  ZPropertyCountsDtoSchema,
  ZPropertyTypeSchema,
} from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Localized } from '../common/localized-query.pipe';
import { PublicCache } from '../common/cache-control';
import { responseSchema } from '../common/response-schema';
import { CatalogueService } from './catalogue.service';
import { LocalizedQuery } from '../common/zod-request';

// The OpenAPI schemas of the answers, from the domain's zod schemas: each shape is declared once.
const CityListResponseDoc = responseSchema('CityListResponseDoc', ZCityListResponseSchema);
const PropertyTypeResponse = responseSchema('PropertyTypeResponse', ZPropertyTypeSchema);
const PropertyCountsResponse = responseSchema('PropertyCountsResponse', ZPropertyCountsDtoSchema);

@ApiTags('catalogue')
@Controller()
export class CatalogueController {
  constructor(private readonly catalogueService: CatalogueService) {}

  @Get('cities')
  @PublicCache()
  @ApiOkResponse({ type: CityListResponseDoc, description: 'The city lists of GetCityList: all, sale and rent' })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  cities(@LocalizedQuery(ZCatalogueQuerySchema) query: Localized<TCatalogueQuery>): Promise<CityListResponse> {
    return this.catalogueService.cityLists(query.locale);
  }

  @Get('types')
  @PublicCache()
  @ApiOkResponse({ type: [PropertyTypeResponse], description: 'Property types (GetWebIDList) by ShowOrder' })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  types(@LocalizedQuery(ZCatalogueQuerySchema) query: Localized<TCatalogueQuery>): Promise<PropertyType[]> {
    return this.catalogueService.types(query.locale);
  }

  @Get('counts')
  @PublicCache()
  @ApiOkResponse({ type: PropertyCountsResponse, description: 'Live totals for sale and for rent' })
  counts(): Promise<PropertyCountsDto> {
    return this.catalogueService.counts();
  }
}
