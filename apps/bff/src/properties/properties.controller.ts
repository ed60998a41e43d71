import {
  type PageDto,
  type PropertyByIdsDto,
  type PropertyDetailDto,
  type PropertyNeighboursDto,
  type PropertySummaryDto,
  type TListPropertiesQuery,
  type TPropertyByIdsQuery,
  type TPropertyDetailQuery,
  ZListPropertiesQuerySchema,
  ZPropertyByIdsDtoSchema,
  ZPropertyByIdsQuerySchema,
  ZPropertyDetailDtoSchema,
  ZPropertyDetailQuerySchema,
  ZPropertyNeighboursDtoSchema,
  ZPropertySummaryDtoSchema,
  ZPropertySummaryPageSchema,
  ZRecordIdSchema,
} from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiBadRequestResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Localized } from '../common/localized-query.pipe';
import { PublicCache } from '../common/cache-control';
import { LocalizedQuery, ValidParam } from '../common/zod-request';
import { responseSchema } from '../common/response-schema';
import { PropertyRelatedService } from './property-related.service';
import { PropertiesService } from './properties.service';

// The OpenAPI schemas of the answers, from the domain's zod schemas: each shape is declared once.
const PropertyPageResponse = responseSchema('PropertyPageResponse', ZPropertySummaryPageSchema);
const PropertySummaryResponse = responseSchema('PropertySummaryResponse', ZPropertySummaryDtoSchema);
const PropertyDetailResponse = responseSchema('PropertyDetailResponse', ZPropertyDetailDtoSchema);
const PropertyByIdsResponse = responseSchema('PropertyByIdsResponse', ZPropertyByIdsDtoSchema);
const PropertyNeighboursResponse = responseSchema('PropertyNeighboursResponse', ZPropertyNeighboursDtoSchema);

@ApiTags('properties')
@Controller('properties')
export class PropertiesController {
  constructor(
    private readonly propertiesService: PropertiesService,
    private readonly relatedService: PropertyRelatedService,
  ) {}

  @Get()
  @PublicCache()
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  @ApiOkResponse({
    type: PropertyPageResponse,
    description: 'Live properties matching the filters, with the total count',
  })
  list(
    @LocalizedQuery(ZListPropertiesQuerySchema) query: Localized<TListPropertiesQuery>,
  ): Promise<PageDto<PropertySummaryDto>> {
    return this.propertiesService.list(query);
  }

  @Get('by-ids')
  @PublicCache()
  @ApiBadRequestResponse({
    description: '{ code: "INVALID_REQUEST", issues }: no id, more than 50, or one that is no id',
  })
  @ApiOkResponse({
    type: PropertyByIdsResponse,
    description: "A visitor's favourites or comparison: withdrawn properties too, marked, in the order asked",
  })
  byIds(@LocalizedQuery(ZPropertyByIdsQuerySchema) query: Localized<TPropertyByIdsQuery>): Promise<PropertyByIdsDto> {
    return this.propertiesService.byIds(query);
  }

  @Get(':id')
  @ApiBadRequestResponse({
    description:
      '{ code: "INVALID_REQUEST", issues }: the id is not 1 to 2147483647 in plain digits, or the query is invalid',
  })
  @PublicCache()
  @ApiOkResponse({ type: PropertyDetailResponse })
  @ApiNotFoundResponse({ description: '{ code: "PROPERTY_NOT_FOUND" }' })
  @ApiGoneResponse({ description: '{ code: "PROPERTY_WITHDRAWN" }: no longer in the CRM export' })
  detail(
    @ValidParam('id', ZRecordIdSchema) id: number,
    @LocalizedQuery(ZPropertyDetailQuerySchema) query: Localized<TPropertyDetailQuery>,
  ): Promise<PropertyDetailDto> {
    return this.propertiesService.detail(id, query);
  }

  @Get(':id/similar')
  @ApiBadRequestResponse({
    description:
      '{ code: "INVALID_REQUEST", issues }: the id is not 1 to 2147483647 in plain digits, or the query is invalid',
  })
  @PublicCache()
  @ApiOkResponse({
    type: [PropertySummaryResponse],
    description:
      'Up to 4 live properties, same goal and type, not sold or rented: same zip, then same zip area, then nearest price',
  })
  @ApiNotFoundResponse({ description: '{ code: "PROPERTY_NOT_FOUND" }' })
  @ApiGoneResponse({ description: '{ code: "PROPERTY_WITHDRAWN" }' })
  similar(
    @ValidParam('id', ZRecordIdSchema) id: number,
    @LocalizedQuery(ZPropertyDetailQuerySchema) query: Localized<TPropertyDetailQuery>,
  ): Promise<PropertySummaryDto[]> {
    return this.relatedService.similar(id, query);
  }

  @Get(':id/neighbours')
  @ApiBadRequestResponse({
    description:
      '{ code: "INVALID_REQUEST", issues }: the id is not 1 to 2147483647 in plain digits, or the query is invalid',
  })
  @PublicCache()
  @ApiOkResponse({
    type: PropertyNeighboursResponse,
    description: "Previous and next in the goal's list, newest change first",
  })
  @ApiNotFoundResponse({ description: '{ code: "PROPERTY_NOT_FOUND" }' })
  @ApiGoneResponse({ description: '{ code: "PROPERTY_WITHDRAWN" }' })
  neighbours(
    @ValidParam('id', ZRecordIdSchema) id: number,
    @LocalizedQuery(ZPropertyDetailQuerySchema) query: Localized<TPropertyDetailQuery>,
  ): Promise<PropertyNeighboursDto> {
    return this.relatedService.neighbours(id, query);
  }
}
