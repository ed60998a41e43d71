import {
  MAP_MARKERS_LIMIT,
  type MapMarkersDto,
  type TMapMarkersQuery,
  ZMapMarkersDtoSchema,
  ZMapMarkersQuerySchema,
} from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Localized } from '../common/localized-query.pipe';
import { PublicCache } from '../common/cache-control';
import { responseSchema } from '../common/response-schema';
import { MapService } from './map.service';
import { LocalizedQuery } from '../common/zod-request';

// The OpenAPI schemas of the answers, from the domain's zod schemas: each shape is declared once.
const MapMarkersResponse = responseSchema('MapMarkersResponse', ZMapMarkersDtoSchema);

@ApiTags('map')
@Controller('map-markers')
export class MapController {
  constructor(private readonly mapService: MapService) {}

  @Get()
  @PublicCache()
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  @ApiOkResponse({
    type: MapMarkersResponse,
    description: `The pins of a list search (the same filters as GET /api/properties): the first ${MAP_MARKERS_LIMIT} matching properties in list order, those with a position as markers, the others counted`,
  })
  markers(@LocalizedQuery(ZMapMarkersQuerySchema) query: Localized<TMapMarkersQuery>): Promise<MapMarkersDto> {
    return this.mapService.markers(query);
  }
}
