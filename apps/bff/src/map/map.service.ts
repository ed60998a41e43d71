import { MAP_MARKERS_LIMIT, type MapMarkersDto, type TMapMarkersQuery } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import type { Localized } from '../common/localized-query.pipe';
import { PropertiesService } from '../properties/properties.service';
import { MARKER_COLUMNS, type MarkerRow, toMapMarkerDto } from './map-marker-row';

@Injectable()
export class MapService {
  constructor(
    // The list's own statement, with a pin's columns: the map can never
    // disagree with the list about which properties match a search.
    private readonly propertiesService: PropertiesService,
  ) {}

  async markers(query: Localized<TMapMarkersQuery>): Promise<MapMarkersDto> {
    // One page of up to MAP_MARKERS_LIMIT: the service takes any limit (the
    // public list's maximum of 100 is its query schema's, checked at the edge).
    const { rows, total, totalCapped } = await this.propertiesService.findPage<MarkerRow>(
      { ...query, limit: MAP_MARKERS_LIMIT, offset: 0 },
      MARKER_COLUMNS,
    );
    const markers = rows.flatMap((row) => toMapMarkerDto(row, query.locale) ?? []);
    return {
      markers,
      total,
      ...(totalCapped && { totalCapped }),
      withoutPosition: rows.length - markers.length,
      limit: MAP_MARKERS_LIMIT,
    };
  }
}
