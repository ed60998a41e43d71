// What happened to a listing between two imports, as far as a demand's owner
// cares: it appeared, its price went down, or its status (marquee) changed.
import { isOnOffer } from '../property/goal-and-marquee';

export const listingEventKinds = ['new', 'price-drop', 'status'] as const;
export type ListingEventKind = (typeof listingEventKinds)[number];

/** A listing as the alerts last saw it (or see it now). */
export interface ListingState {
  /** Live: imported and not withdrawn. */
  live: boolean;
  /** The price visitors may see; null when it is on request or withheld. */
  publishedPrice: number | null;
  marquee: number;
}

export interface ListingEvent {
  kind: ListingEventKind;
  /**
   * What makes this event itself: the new price or marquee. The same event
   * seen twice has the same key, so a demand never hears of it twice; a
   * second drop to another price is a new event.
   */
  key: string;
}

/**
 * Whether a change of the published price (null: on request or withheld) is a
 * drop: from one number to a lower one. A price that only becomes visible,
 * goes on request or rises is none. The alerts' rule, which the price history
 * and its "price lowered" badge read too (price/price-history.ts).
 */
export function isPriceDrop(before: number | null, after: number | null): boolean {
  return before !== null && after !== null && after < before;
}

/**
 * The event a change amounts to, or null. A withdrawn listing is never
 * announced (its page is gone); one that comes back is new again, unless it
 * arrives already sold or rented. A price that only becomes visible, or
 * rises, is no drop.
 */
export function listingEvent(before: ListingState | undefined, after: ListingState): ListingEvent | null {
  if (!after.live) return null;
  if (before === undefined || !before.live) return isOnOffer(after.marquee) ? { kind: 'new', key: 'new' } : null;
  if (after.marquee !== before.marquee) return { kind: 'status', key: `marquee:${after.marquee}` };
  if (isPriceDrop(before.publishedPrice, after.publishedPrice)) {
    return { kind: 'price-drop', key: `price:${after.publishedPrice}` };
  }
  return null;
}

/** Listings per alert mail; the mail links to the full list beyond that (issue 13). */
export const DEMAND_ALERT_MAX_ITEMS = 12;

/** Days an unconfirmed demand or newsletter sign-up is kept (issue 13). */
export const UNCONFIRMED_SUBSCRIPTION_DAYS = 14;
