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
  approximate: z
    .boolean()
    .meta({ description: 'The address is not published: the position is rounded to 0.01° (about a kilometre)' }),
});
export type MapMarkerDto = z.infer<typeof ZMapMarkerDtoSchema>;

export const ZMapMarkersDtoSchema = z.object({
  markers: z
    .array(ZMapMarkerDtoSchema)
    .meta({ description: "The examined properties that have a position, in the list's order" }),
  total: z.number().int().meta({ description: 'Every property matching the search' }),
  totalCapped: z
    .boolean()
    .optional()
    .meta({ description: 'true: more than `total` match (a map search counts up to 1,000); absent: `total` is exact' }),
  withoutPosition: z.number().int().meta({ description: 'Examined properties without a position: not on the map' }),
  limit: z.number().int().meta({
    description: 'At most this many properties are examined (MAP_MARKERS_LIMIT); below total the map is incomplete',
  }),
});
export type MapMarkersDto = z.infer<typeof ZMapMarkersDtoSchema>;
