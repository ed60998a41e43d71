// The pins of a list search, from the BFF's /api/map-markers (the list's own
// filters, every matching property rather than one page). Server-only.
import type { Locale, MapMarkersDto } from '@immo/domain';
import { getJson, type Goal, type ListFilters } from '@/lib/bff';
import { listSearchQuery } from './list-search';

export function listMapMarkers(locale: Locale, goal: Goal, filters: ListFilters): Promise<MapMarkersDto> {
  // The list's URL parameters are the BFF's filter parameters.
  const query = new URLSearchParams(listSearchQuery(filters));
  query.set('locale', locale);
  query.set('goal', goal);
  return getJson<MapMarkersDto>(`/api/map-markers?${query.toString()}`);
}
