import type { Locale, PropertyNeighboursDto, PropertySummaryDto } from '@immo/domain';
import { getJson } from '@/lib/bff';

/**
 * The properties around a detail page. They are extras: when the BFF cannot
 * give them the page still renders, without those sections.
 */
export async function loadRelated(id: number, locale: Locale): Promise<{ similar: PropertySummaryDto[]; neighbours: PropertyNeighboursDto }> {
  const [similar, neighbours] = await Promise.all([
    getJson<PropertySummaryDto[]>(`/api/properties/${id}/similar?locale=${locale}`).catch(() => []),
    getJson<PropertyNeighboursDto>(`/api/properties/${id}/neighbours?locale=${locale}`).catch(() => ({ previous: null, next: null })),
  ]);
  return { similar, neighbours };
}
