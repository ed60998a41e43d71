// A property's price history as a visitor reads it, and its "price lowered"
// badge (issue 26, docs/decisions.md "Price history"). The import records each
// change of the published price (null: on request or withheld); what counts as
// a drop is the alerts' rule (isPriceDrop), so a card never says "lowered"
// where an alert would not have said "price drop".
import { isPriceDrop } from '../demands/listing-events';
import { type IsoDay, statisticsDayOf } from '../statistics/visit-days';

/** One recorded change of the published price; null is a price on request (or withheld by a marquee). */
export interface PriceChange {
  oldPrice: number | null;
  newPrice: number | null;
  changedAt: Date;
}

/** Days a card says "price lowered" after a drop. */
export const PRICE_LOWERED_DAYS = 30;

const DAY_MS = 86_400_000;

export type PriceChangeDirection = 'lowered' | 'raised';

/** A line of the detail page's history: on `day` the price became `price`, from `previousPrice`. */
export interface PriceHistoryEntry {
  /** The Brussels calendar day of the change. */
  day: IsoDay;
  price: number;
  previousPrice: number;
  direction: PriceChangeDirection;
  /** The change as a share of the previous price, in per cent, one decimal, never negative. */
  percent: number;
}

function isNumber(price: number | null): price is number {
  return price !== null && price > 0;
}

/**
 * The history a visitor may read, newest first, from the recorded changes
 * (newest first, as `priceChangesOf` returns them) and the price published
 * now. Nothing while the price is not published: earlier numbers would tell
 * what the agency now keeps to itself. Otherwise the changes from one number
 * to another since the price was last published: a stretch on request ends
 * the history, so a price that comes back is shown without a comparison to
 * the one before it (nor is it a drop, as for the alerts).
 */
export function visiblePriceHistory(
  changesNewestFirst: readonly PriceChange[],
  publishedPrice: number | null,
): PriceHistoryEntry[] {
  if (publishedPrice === null) return [];
  const entries: PriceHistoryEntry[] = [];
  for (const { oldPrice, newPrice, changedAt } of changesNewestFirst) {
    if (!isNumber(oldPrice) || !isNumber(newPrice)) break;
    if (oldPrice === newPrice) continue;
    entries.push({
      day: statisticsDayOf(changedAt),
      price: newPrice,
      previousPrice: oldPrice,
      direction: isPriceDrop(oldPrice, newPrice) ? 'lowered' : 'raised',
      percent: Math.round((Math.abs(newPrice - oldPrice) / oldPrice) * 1000) / 10,
    });
  }
  return entries;
}

/**
 * Whether a card says "price lowered": the latest change was a drop (so the
 * price has not risen, nor gone on request, since), to the price published
 * now, less than PRICE_LOWERED_DAYS ago.
 */
export function isPriceLowered(
  latest: PriceChange | null | undefined,
  publishedPrice: number | null,
  now: Date,
): boolean {
  if (!latest || publishedPrice === null || latest.newPrice !== publishedPrice) return false;
  const age = now.getTime() - latest.changedAt.getTime();
  // The import never dates a change after its run (a CRM date in the future is the run's time).
  return isPriceDrop(latest.oldPrice, latest.newPrice) && age < PRICE_LOWERED_DAYS * DAY_MS;
}
