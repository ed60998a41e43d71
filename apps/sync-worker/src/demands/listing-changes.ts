// What changed in the catalogue since the demand alerts last looked:
// compares `properties` with `demand_listing_states` (the alerts' own memory
// of each listing) and brings that memory up to date, in the caller's
// transaction so a crash never loses a change nor reports it twice.
import { PUBLISHED_PRICE } from '@immo/db';
import { type ListingEvent, listingEvent, listingTypeIds, MARQUEE_NONE, type MatchableListing } from '@immo/domain';
import type { EntityManager } from 'typeorm';

// The price compared is the published one (@immo/db's PUBLISHED_PRICE, the
// site's rule): a withheld price must not leak through a 'price drop'.

const CHANGED = `
  SELECT p.id, p.goal, p.web_id AS "webId", p.web_ids AS "webIds", p.zip, p.country_id AS "countryId", p.city,
         p.bedrooms, p.marquee, p.withdrawn_at IS NULL AS live, (${PUBLISHED_PRICE})::float8 AS "publishedPrice",
         s.live AS "beforeLive", s.published_price::float8 AS "beforePrice", s.marquee AS "beforeMarquee"
  FROM properties p
  LEFT JOIN demand_listing_states s ON s.property_id = p.id
  WHERE s.property_id IS NULL OR s.live <> (p.withdrawn_at IS NULL) OR s.marquee <> p.marquee
     OR s.published_price IS DISTINCT FROM (${PUBLISHED_PRICE})`;

const REMEMBER = `
  INSERT INTO demand_listing_states (property_id, live, published_price, marquee, seen_at)
  SELECT p.id, p.withdrawn_at IS NULL, ${PUBLISHED_PRICE}, p.marquee, now() FROM properties p WHERE p.id = ANY($1::int[])
  ON CONFLICT (property_id) DO UPDATE
    SET live = EXCLUDED.live, published_price = EXCLUDED.published_price, marquee = EXCLUDED.marquee, seen_at = EXCLUDED.seen_at`;

interface ChangedRow {
  id: number;
  goal: number;
  webId: number | null;
  webIds: string | null;
  zip: string;
  countryId: number;
  city: string;
  bedrooms: number | null;
  marquee: number;
  live: boolean;
  publishedPrice: number | null;
  beforeLive: boolean | null;
  beforePrice: number | null;
  beforeMarquee: number | null;
}

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
  // One look at a time: two would both see the same change before either remembers it.
  await manager.query(`LOCK TABLE demand_listing_states IN SHARE ROW EXCLUSIVE MODE`);
  const [known] = (await manager.query(`SELECT EXISTS (SELECT 1 FROM demand_listing_states) AS "any"`)) as {
    any: boolean;
  }[];
  const rows = (await manager.query(CHANGED)) as ChangedRow[];
  if (rows.length > 0) await manager.query(REMEMBER, [rows.map((row) => row.id)]);
  if (!known?.any) return { baseline: true, changes: [] };
  const changes: ListingChange[] = [];
  for (const row of rows) {
    const before =
      row.beforeLive === null
        ? undefined
        : { live: row.beforeLive, publishedPrice: row.beforePrice, marquee: row.beforeMarquee ?? MARQUEE_NONE };
    const event = listingEvent(before, { live: row.live, publishedPrice: row.publishedPrice, marquee: row.marquee });
    if (!event) continue;
    const listing: MatchableListing = {
      goal: row.goal,
      typeIds: listingTypeIds(row.webId, row.webIds),
      zip: row.zip,
      countryId: row.countryId,
      city: row.city,
      publishedPrice: row.publishedPrice,
      bedrooms: row.bedrooms,
    };
    changes.push({ propertyId: row.id, listing, event, previousPrice: row.beforePrice });
  }
  return { baseline: false, changes };
}
