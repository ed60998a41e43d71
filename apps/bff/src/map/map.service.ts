import {
  MAP_MARKERS_LIMIT,
  publicMapPosition,
  type MapMarkerDto,
  type MapMarkersDto,
  type PropertySummaryDto,
  type TMapMarkersQuery,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Localized } from '../common/localized-query.pipe';
import { PropertiesService } from '../properties/properties.service';
import { PropertyEntity } from '@immo/db';

@Injectable()
export class MapService {
  constructor(
    // The list's own query: the map can never disagree with the list about
    // which properties match a search.
    private readonly propertiesService: PropertiesService,
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
  ) {}

  async markers(query: Localized<TMapMarkersQuery>): Promise<MapMarkersDto> {
    // One page of up to MAP_MARKERS_LIMIT: the service takes any limit (the
    // public list's maximum of 100 is its query schema's, checked at the edge).
    const page = await this.propertiesService.list({ ...query, limit: MAP_MARKERS_LIMIT, offset: 0 });
    const items = page.items;

    const positions = await this.positionsOf(items.map((item) => item.id));
    const markers: MapMarkerDto[] = [];
    for (const item of items) {
      const pin = positions.get(item.id);
      if (pin) markers.push({ ...markerFields(item), position: pin.position, approximate: pin.approximate });
    }
    return { markers, total: page.total, withoutPosition: items.length - markers.length, limit: MAP_MARKERS_LIMIT };
  }

  private async positionsOf(ids: number[]) {
    if (ids.length === 0) return new Map<number, never>();
    const rows = await this.properties.find({
      select: { id: true, latitude: true, longitude: true, publishAddress: true },
      where: { id: In(ids) },
    });
    return new Map(
      rows.flatMap((row) => {
        const pin = publicMapPosition(row.latitude, row.longitude, row.publishAddress);
        return pin ? [[row.id, pin] as const] : [];
      }),
    );
  }
}

function markerFields(item: PropertySummaryDto): Omit<MapMarkerDto, 'position' | 'approximate'> {
  const { id, goal, title, city, zip, price, publishPrice, priceUnit, priceUnitText, marquee, marqueeName, picture } =
    item;
  return { id, goal, title, city, zip, price, publishPrice, priceUnit, priceUnitText, marquee, marqueeName, picture };
}
