// `GET /api/map-markers`: every property of a list search that can go on a
// map, not just one page of it.
import type { PropertySummaryDto } from '../api/property-dto';
import { ZListPropertiesQuerySchema } from '../api/property-queries';
import type { z } from 'zod';
import type { MapPosition } from './map-position';

/**
 * A map shows at most this many properties of one search: a browser draws
 * 500 pins without effort, and the frame's message stays well under a megabyte.
 */
export const MAP_MARKERS_LIMIT = 500;

/** The list's filters without paging: a map shows the whole search. */
export const ZMapMarkersQuerySchema = ZListPropertiesQuerySchema.omit({ limit: true, offset: true });
export type TMapMarkersQuery = z.infer<typeof ZMapMarkersQuerySchema>;

export type MapMarkerDto = Pick<
  PropertySummaryDto,
  'id' | 'goal' | 'title' | 'city' | 'zip' | 'price' | 'publishPrice' | 'priceUnit' | 'priceUnitText' | 'marquee' | 'marqueeName' | 'picture'
> & {
  position: MapPosition;
  /** The address is not published: the pin is rounded to about a kilometre. */
  approximate: boolean;
};

export interface MapMarkersDto {
  /** The examined properties that have a position, in the list's order. */
  markers: MapMarkerDto[];
  /** Every property matching the search. */
  total: number;
  /** The examined properties without a position (not on the map). */
  withoutPosition: number;
  /** How many properties were examined at most (MAP_MARKERS_LIMIT); below `total` the map is incomplete. */
  limit: number;
}
