// The demand alerts' memory of each listing (demand_listing_states) against
// the catalogue: what changed since the alerts last looked, compared on the
// published price (a withheld price must not leak through a 'price drop').
import { sql } from 'kysely';
import { firstRowOf, rowsOf, tables } from '../../query/builder';
import { PUBLISHED_PRICE } from '../../sql/published-price-sql';
import type { SqlQueryable } from '../../sql/outbox-insert';
import { MATCHABLE_LISTING_COLUMNS } from './matchable-listing.columns';

const publishedPrice = sql<number | null>`(${sql.raw(PUBLISHED_PRICE)})::float8`;
const live = sql<boolean>`(${sql.ref('p.withdrawn_at')} IS NULL)`;

/**
 * Takes the table for the caller's transaction (one look at a time: two would
 * both see the same change before either remembers it) and tells whether the
 * alerts ever looked before.
 */
export async function lockListingStates(db: SqlQueryable): Promise<{ lookedBefore: boolean }> {
  await db.query(`LOCK TABLE demand_listing_states IN SHARE ROW EXCLUSIVE MODE`);
  const row = await firstRowOf(
    db,
    tables.selectNoFrom((eb) =>
      eb.exists(eb.selectFrom('demand_listing_states').select(sql.lit(1).as('one'))).as('any'),
    ),
  );
  return { lookedBefore: Boolean(row?.any) };
}

/** Every listing new to the alerts, or whose visibility, published price or marquee changed, with what they knew. */
export function changedListings(db: SqlQueryable) {
  return rowsOf(
    db,
    tables
      .selectFrom('properties as p')
      .leftJoin('demand_listing_states as s', 's.property_id', 'p.id')
      .select([
        ...MATCHABLE_LISTING_COLUMNS,
        'p.marquee',
        live.as('live'),
        publishedPrice.as('publishedPrice'),
        's.live as beforeLive',
        sql<number | null>`${sql.ref('s.published_price')}::float8`.as('beforePrice'),
        's.marquee as beforeMarquee',
      ])
      .where((eb) =>
        eb.or([
          eb('s.property_id', 'is', null),
          eb('s.live', '<>', live),
          eb('s.marquee', '<>', eb.ref('p.marquee')),
          eb('s.published_price', 'is distinct from', sql<number | null>`${sql.raw(PUBLISHED_PRICE)}`),
        ]),
      ),
  );
}

/** Remembers these listings as they are now. */
export async function rememberListings(db: SqlQueryable, propertyIds: readonly number[]): Promise<void> {
  if (propertyIds.length === 0) return;
  await rowsOf(
    db,
    tables
      .insertInto('demand_listing_states')
      .columns(['property_id', 'live', 'published_price', 'marquee', 'seen_at'])
      .expression((eb) =>
        eb
          .selectFrom('properties as p')
          .select([
            'p.id',
            live.as('live'),
            sql<number | null>`${sql.raw(PUBLISHED_PRICE)}`.as('published_price'),
            'p.marquee',
            sql<Date>`now()`.as('seen_at'),
          ])
          .where('p.id', 'in', propertyIds),
      )
      .onConflict((conflict) =>
        conflict.column('property_id').doUpdateSet((eb) => ({
          live: eb.ref('excluded.live'),
          published_price: eb.ref('excluded.published_price'),
          marquee: eb.ref('excluded.marquee'),
          seen_at: eb.ref('excluded.seen_at'),
        })),
      ),
  );
}
