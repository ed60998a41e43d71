// A property's free visit slots for its page (server components only).
// Never cached: every booking takes a seat, and a slot shown free must be free.
import { type VisitSlotsDto } from '@immo/domain';
import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { webEnv } from '@/config/env';

const SLOTS_TIMEOUT_MS = 3_000;

/** The slots, or null when the BFF cannot say (the page then offers the visit request form instead). */
export async function loadVisitSlots(propertyId: number): Promise<VisitSlotsDto | null> {
  const { BFF_URL, INTERNAL_API_TOKEN } = webEnv();
  try {
    const response = await fetch(`${BFF_URL}/api/properties/${propertyId}/visit-slots`, {
      cache: 'no-store',
      headers: { accept: 'application/json', [INTERNAL_TOKEN_HEADER]: INTERNAL_API_TOKEN },
      signal: AbortSignal.timeout(SLOTS_TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as VisitSlotsDto) : null;
  } catch (error) {
    console.error('[web] visit slots not loaded:', error instanceof Error ? error.message : error);
    return null;
  }
}
