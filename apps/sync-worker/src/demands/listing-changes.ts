// What changed in the catalogue since the demand alerts last looked:
// compares `properties` with `demand_listing_states` (the alerts' own memory
// of each listing) and brings that memory up to date, in the caller's
// transaction so a crash never loses a change nor reports it twice.
import { changedListings, lockListingStates, rememberListings } from '@immo/db';
import { type ListingEvent, listingEvent, MARQUEE_NONE, matchableListing, type MatchableListing } from '@immo/domain';
import type { EntityManager } from 'typeorm';

export interface ListingChange {
  propertyId: number;
  listing: MatchableListing;
  event: ListingEvent;
  /** The visible price before this run (a price drop's 'was'). */
  previousPrice: number | null;
}

export interface ListingChanges {
  /** True when the alerts had never looked before: this run only learnt the catalogue. */
  baseline: boolean;
  changes: ListingChange[];
}

/**
 * The events since the last look, and remembers the catalogue as it is now.
 * The very first look announces nothing: every listing would be 'new' to
 * demands made long after it was published.
 */
export async function takeListingChanges(manager: EntityManager): Promise<ListingChanges> {
  const { lookedBefore } = await lockListingStates(manager);
  const rows = await changedListings(manager);
  await rememberListings(
    manager,
    rows.map((row) => row.id),
  );
  if (!lookedBefore) return { baseline: true, changes: [] };
  const changes: ListingChange[] = [];
  for (const row of rows) {
    const before =
      row.beforeLive === null
        ? undefined
        : { live: row.beforeLive, publishedPrice: row.beforePrice, marquee: row.beforeMarquee ?? MARQUEE_NONE };
    const event = listingEvent(before, { live: row.live, publishedPrice: row.publishedPrice, marquee: row.marquee });
    if (!event) continue;
    const listing = matchableListing(row);
    changes.push({ propertyId: row.id, listing, event, previousPrice: row.beforePrice });
  }
  return { baseline: false, changes };
}
