// `GET /api/map-markers`: every property of a list search that can go on a
// map, not just one page of it.
import { ZListPropertiesQuerySchema } from '../api/property-queries';
import type { z } from 'zod';

// The answer's schema lives apart, so what imports MAP_MARKERS_LIMIT (the map
// frame's bundle) does not carry the property schemas ("sideEffects": false).
export * from '../api/map-markers-dto';

/**
 * A map shows at most this many properties of one search: a browser draws
 * 500 pins without effort, and the frame's message stays well under a megabyte.
 */
export const MAP_MARKERS_LIMIT = 500;

/** The list's filters without paging: a map shows the whole search. */
export const ZMapMarkersQuerySchema = ZListPropertiesQuerySchema.omit({ limit: true, offset: true }).extend({
  sort: ZListPropertiesQuerySchema.shape.sort.meta({
    description: 'Which properties are kept when more than the limit match',
  }),
});
export type TMapMarkersQuery = z.infer<typeof ZMapMarkersQuerySchema>;
