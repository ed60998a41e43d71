// The BFF's side of the view statistics: the beacon writes one raw view per
// property, visitor and Brussels day, and the owner's figures read today's and
// yesterday's views live (the worker's nightly aggregation has not reached them).
import { STATISTICS_TIME_ZONE } from '@immo/domain';
import { sql } from 'kysely';
import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

const ZONE = sql.lit(STATISTICS_TIME_ZONE);

/** Brussels midnight starting the ISO day `day` plus `days` (DST days are 23 or 25 hours). */
const midnightOf = (day: string, days = 0) =>
  sql<Date>`(${day}::date + ${sql.lit(days)})::timestamp AT TIME ZONE ${ZONE}`;

/** A property's views per Brussels day from the day `from` to the day `to` (inclusive), counted on the raw views. */
export function liveDailyViews(db: SqlQueryable, propertyId: number, from: string, to: string) {
  return rowsOf(
    db,
    tables
      .selectFrom('property_views')
      .select([
        sql<string>`to_char((viewed_at AT TIME ZONE ${ZONE})::date, 'YYYY-MM-DD')`.as('day'),
        sql<number>`count(*)::integer`.as('views'),
      ])
      .where('property_id', '=', propertyId)
      .where('viewed_at', '>=', midnightOf(from))
      .where('viewed_at', '<', midnightOf(to, 1))
      .groupBy(sql`1`),
  );
}

/** The raw views of the Brussels day `day` of each of these properties that has any. */
export function viewsOfDay(db: SqlQueryable, propertyIds: readonly number[], day: string) {
  if (propertyIds.length === 0) return Promise.resolve([]);
  return rowsOf(
    db,
    tables
      .selectFrom('property_views')
      .select(['property_id as propertyId', sql<number>`count(*)::integer`.as('views')])
      .where('property_id', '=', sql<number>`ANY(${[...propertyIds]}::integer[])`)
      .where('viewed_at', '>=', midnightOf(day))
      .where('viewed_at', '<', midnightOf(day, 1))
      .groupBy('property_id'),
  );
}

/**
 * Stores the visit unless this visitor already viewed the property this
 * Brussels day; true when it was stored. The unique index
 * UQ_property_views_visit decides, so simultaneous beacons of one visitor store one.
 */
export async function recordPropertyView(db: SqlQueryable, propertyId: number, visitorHash: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    tables
      .insertInto('property_views')
      .values({ property_id: propertyId, visitor_hash: visitorHash })
      .onConflict((conflict) =>
        conflict.expression(sql`property_id, visitor_hash, ((viewed_at AT TIME ZONE ${ZONE})::date)`).doNothing(),
      )
      .returning('id'),
  );
  return rows.length > 0;
}
