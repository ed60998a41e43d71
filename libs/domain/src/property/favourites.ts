// Favourites and comparison (issue 26): the rules the BFF, the web server and
// the browser share. No zod here: the browser's heart reads these constants.
import { marqueeBanner } from './goal-and-marquee';

/** The most ids one request names (a favourites list, a shared link). */
export const MAX_PROPERTY_IDS = 50;
/** A comparison takes two to four properties: more columns do not fit an A4 page or a phone's box. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/**
 * The ids of a query parameter, as they are written: `4101,4102` or the
 * parameter repeated (a form's checkboxes). Null when any part is not an id
 * (spaces around a comma are allowed); duplicates are dropped, the first
 * order kept.
 */
export function parseIdList(raw: string | readonly string[] | undefined): number[] | null {
  if (raw === undefined) return [];
  const parts = (typeof raw === 'string' ? [raw] : raw).flatMap((value) => value.split(','));
  const ids: number[] = [];
  for (const part of parts) {
    const text = part.trim();
    if (text === '') continue;
    if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) return null;
    const id = Number(text);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** What a favourite is now: still offered, sold or rented (its marquee), or gone from the CRM's export. */
export type FavouriteStatus = 'available' | 'sold' | 'rented' | 'withdrawn';

export function favouriteStatus(property: { marquee: number; withdrawn: boolean }): FavouriteStatus {
  if (property.withdrawn) return 'withdrawn';
  return marqueeBanner(property.marquee) ?? 'available';
}

/** The price per m², rounded to the euro, only when a published price and a living area are both known. */
export function pricePerSquareMeter(price: number | null, area: number | null): number | null {
  if (price === null || area === null || price <= 0 || area <= 0) return null;
  return Math.round(price / area);
}
