// The visitor's own page of a booked visit (app/[locale]/visit/[token]):
// what the BFF says about it, read on the server, never cached.
import { type VisitBookingDto, type VisitSlot } from '@immo/domain';
import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { webEnv } from '@/config/env';

export interface ManagedVisit {
  booking: VisitBookingDto;
  slots: VisitSlot[];
}

/** The links' secret: 32 base64url characters (the BFF's MANAGE_TOKEN_PATTERN). */
export function isManageToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(value);
}

/** The visit behind the link; null when there is none; throws when the BFF cannot answer (the error page). */
export async function loadManagedVisit(token: string): Promise<ManagedVisit | null> {
  if (!isManageToken(token)) return null;
  const { BFF_URL, INTERNAL_API_TOKEN } = webEnv();
  const response = await fetch(`${BFF_URL}/api/visit-bookings/manage/${token}`, {
    cache: 'no-store',
    headers: { accept: 'application/json', [INTERNAL_TOKEN_HEADER]: INTERNAL_API_TOKEN },
  });
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`visit booking: BFF answered ${response.status}`);
  return (await response.json()) as ManagedVisit;
}
