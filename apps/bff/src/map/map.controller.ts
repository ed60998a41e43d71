import {
  locales,
  MAP_MARKERS_LIMIT,
  type MapMarkersDto,
  propertyGoals,
  propertySorts,
  type TMapMarkersQuery,
  ZMapMarkersDtoSchema,
  ZMapMarkersQuerySchema,
} from '@immo/domain';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { LocalizedQueryPipe, type Localized } from '../common/localized-query.pipe';
import { PublicCache } from '../common/cache-control';
import { responseSchema } from '../common/response-schema';
import { MapService } from './map.service';

// The OpenAPI schemas of the answers, from the domain's zod schemas: each shape is declared once.
const MapMarkersResponse = responseSchema('MapMarkersResponse', ZMapMarkersDtoSchema);

@ApiTags('map')
@Controller('map-markers')
export class MapController {
  constructor(private readonly mapService: MapService) {}

  @Get()
  @PublicCache()
  @ApiQuery({ name: 'locale', enum: locales, required: false })
  @ApiQuery({ name: 'goal', enum: propertyGoals, required: false })
  @ApiQuery({
    name: 'city',
    type: String,
    required: false,
    description: 'Name|Zip, e.g. Liège|4000 (the name in any language)',
  })
  @ApiQuery({
    name: 'type',
    type: Number,
    required: false,
    description: 'WebID: matches the WebID or an entry of WebIDs',
  })
  @ApiQuery({ name: 'minPrice', type: Number, required: false, description: 'Excludes prices on request' })
  @ApiQuery({ name: 'maxPrice', type: Number, required: false, description: 'Excludes prices on request' })
  @ApiQuery({ name: 'minBedrooms', type: Number, required: false })
  @ApiQuery({
    name: 'sort',
    enum: propertySorts,
    required: false,
    description: 'Which properties are kept when more than the limit match',
  })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  @ApiOkResponse({
    type: MapMarkersResponse,
    description: `The pins of a list search (the same filters as GET /api/properties): the first ${MAP_MARKERS_LIMIT} matching properties in list order, those with a position as markers, the others counted`,
  })
  markers(
    @Query(LocalizedQueryPipe(ZMapMarkersQuerySchema)) query: Localized<TMapMarkersQuery>,
  ): Promise<MapMarkersDto> {
    return this.mapService.markers(query);
  }
}
