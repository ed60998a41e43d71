// The owners' view counts: raw views (property_views, written by the BFF)
// folded into per-day aggregates (property_daily_views). A day runs from
// Brussels midnight to Brussels midnight: 23 hours in March, 25 in October.
import { STATISTICS_TIME_ZONE } from '@immo/domain';
import { sql } from 'kysely';
import { firstRowOf, rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

const ZONE = sql.lit(STATISTICS_TIME_ZONE);

/**
 * Overwrites each (property, day) of these Brussels days with the day's full
 * count, in one statement: never incremented, so running it twice or
 * concurrently never double counts; never deleted, as raw views are only added.
 */
export async function aggregateDailyViews(
  db: SqlQueryable,
  days: readonly string[],
): Promise<{ properties: number; views: number }> {
  const row = await firstRowOf(
    db,
    tables
      .with('days', (q) => q.selectNoFrom(sql<string>`DISTINCT unnest(${days}::date[])`.as('day')))
      .with('counted', (q) =>
        q
          .selectFrom('days as d')
          .innerJoin('property_views as v', (join) =>
            join
              .on('v.viewed_at', '>=', sql<Date>`${sql.ref('d.day')}::timestamp AT TIME ZONE ${ZONE}`)
              .on('v.viewed_at', '<', sql<Date>`(${sql.ref('d.day')} + 1)::timestamp AT TIME ZONE ${ZONE}`),
          )
          .select(['v.property_id', 'd.day', sql<number>`count(*)::integer`.as('views')])
          .groupBy(['v.property_id', 'd.day']),
      )
      .with('upserted', (q) =>
        q
          .insertInto('property_daily_views')
          .columns(['property_id', 'day', 'views'])
          .expression((eb) => eb.selectFrom('counted').select(['property_id', 'day', 'views']))
          .onConflict((conflict) =>
            conflict.columns(['property_id', 'day']).doUpdateSet((eb) => ({ views: eb.ref('excluded.views') })),
          )
          .returning(sql.lit(1).as('one')),
      )
      .selectFrom('counted')
      .select([
        sql<number>`count(DISTINCT property_id)::integer`.as('properties'),
        sql<number>`coalesce(sum(views), 0)::integer`.as('views'),
        // Referenced so PostgreSQL runs the upsert (a data-modifying CTE runs anyway; this keeps the count at hand).
        sql<number>`(SELECT count(*) FROM upserted)::integer`.as('written'),
      ]),
  );
  return { properties: row?.properties ?? 0, views: row?.views ?? 0 };
}

/** Brussels midnight starting the ISO day `day`. */
const midnightOf = (day: string) => sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${ZONE}`;

/** The Brussels days (ISO) that still have raw views before the day `firstKept`, in order. */
export async function rawViewDaysBefore(db: SqlQueryable, firstKept: string): Promise<string[]> {
  const rows = await rowsOf(
    db,
    tables
      .selectFrom('property_views')
      .select(sql<string>`to_char((viewed_at AT TIME ZONE ${ZONE})::date, 'YYYY-MM-DD')`.as('day'))
      .distinct()
      .where('viewed_at', '<', midnightOf(firstKept))
      .orderBy(sql`1`),
  );
  return rows.map((row) => row.day);
}

/** Deletes the raw views before the day `firstKept`; how many went. */
export async function deleteRawViewsBefore(db: SqlQueryable, firstKept: string): Promise<number> {
  const rows = await rowsOf(
    db,
    tables.deleteFrom('property_views').where('viewed_at', '<', midnightOf(firstKept)).returning(sql.lit(1).as('one')),
  );
  return rows.length;
}
