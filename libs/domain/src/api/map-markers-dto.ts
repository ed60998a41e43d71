// `GET /api/map-markers`'s answer (the query is map/map-markers.ts).
import { z } from 'zod';
import { ZMapPinSchema, ZPropertySummaryDtoSchema } from './property-dto';

const markerFields = {
  id: true,
  goal: true,
  title: true,
  city: true,
  zip: true,
  price: true,
  publishPrice: true,
  priceUnit: true,
  priceUnitText: true,
  marquee: true,
  marqueeName: true,
  picture: true,
} as const;

export const ZMapMarkerDtoSchema = ZPropertySummaryDtoSchema.pick(markerFields).extend({
  position: ZMapPinSchema,
  /** The address is not published: the pin is rounded to about a kilometre. */
  approximate: z.boolean(),
});
export type MapMarkerDto = z.infer<typeof ZMapMarkerDtoSchema>;

export const ZMapMarkersDtoSchema = z.object({
  /** The examined properties that have a position, in the list's order. */
  markers: z.array(ZMapMarkerDtoSchema),
  /** Every property matching the search. */
  total: z.number().int(),
  /** The examined properties without a position (not on the map). */
  withoutPosition: z.number().int(),
  /** How many properties were examined at most (MAP_MARKERS_LIMIT); below `total` the map is incomplete. */
  limit: z.number().int(),
});
export type MapMarkersDto = z.infer<typeof ZMapMarkersDtoSchema>;
