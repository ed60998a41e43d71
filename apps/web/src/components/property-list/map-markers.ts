// The pins of a list search, from the BFF's /api/map-markers (the list's own
// filters, every matching property rather than one page). Server-only.
import { ZMapMarkersDtoSchema, type Locale, type MapMarkersDto, type PropertyGoal } from '@immo/domain';
import { getJson } from '@/lib/bff';
import { listFilterParams, type ListFilters } from '@/lib/bff-contract';

export function listMapMarkers(locale: Locale, goal: PropertyGoal, filters: ListFilters): Promise<MapMarkersDto> {
  const query = listFilterParams(filters);
  query.set('locale', locale);
  query.set('goal', goal);
  return getJson(`/api/map-markers?${query.toString()}`, ZMapMarkersDtoSchema);
}
