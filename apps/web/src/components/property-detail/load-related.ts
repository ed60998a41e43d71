import {
  ZPropertyNeighboursDtoSchema,
  ZPropertySummaryDtoSchema,
  type Locale,
  type PropertyNeighboursDto,
  type PropertySummaryDto,
} from '@immo/domain';
import { z } from 'zod';
import { getJson } from '@/lib/bff';

/**
 * The properties around a detail page. They are extras: when the BFF cannot
 * give them the page still renders, without those sections.
 */
export async function loadRelated(
  id: number,
  locale: Locale,
): Promise<{ similar: PropertySummaryDto[]; neighbours: PropertyNeighboursDto }> {
  const [similar, neighbours] = await Promise.all([
    getJson(`/api/properties/${id}/similar?locale=${locale}`, z.array(ZPropertySummaryDtoSchema)).catch(() => []),
    getJson(`/api/properties/${id}/neighbours?locale=${locale}`, ZPropertyNeighboursDtoSchema).catch(() => ({
      previous: null,
      next: null,
    })),
  ]);
  return { similar, neighbours };
}
