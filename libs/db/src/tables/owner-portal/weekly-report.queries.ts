// The owners' weekly report (the worker's owner-reports/ folder): who is due,
// the figures of each property, and the key that makes a week's report once.
import { STATISTICS_TIME_ZONE } from '@immo/domain';
import { sql } from 'kysely';
import { rowsOf, tables } from '../../query/builder';
import { PUBLISHED_PRICE } from '../../sql/published-price-sql';
import type { SqlQueryable } from '../../sql/outbox-insert';
import { MATCHABLE_LISTING_COLUMNS } from '../demands/matchable-listing.columns';

/** Brussels midnight starting the day `day` (an ISO date parameter, or that plus days). */
const brusselsMidnight = (day: ReturnType<typeof sql>) =>
  sql<Date>`(${day})::timestamp AT TIME ZONE ${sql.lit(STATISTICS_TIME_ZONE)}`;

/** Owners who keep the report on (no preference row: on), with a property on the site, and no report for that week yet. */
export function ownersDueWeeklyReport(db: SqlQueryable, weekStart: string) {
  return rowsOf(
    db,
    tables
      .selectFrom('owners as o')
      .leftJoin('owner_preferences as pref', 'pref.owner_id', 'o.id')
      .select(['o.id', 'o.email', 'o.locale', 'o.first_name as firstName', 'o.last_name as lastName'])
      .where((eb) =>
        eb.and([
          eb.fn.coalesce('pref.weekly_report', sql.lit(true)),
          eb.exists(
            eb
              .selectFrom('owner_properties as op')
              .innerJoin('properties as p', 'p.id', 'op.property_id')
              .select(sql.lit(1).as('one'))
              .whereRef('op.owner_id', '=', 'o.id')
              .where('p.withdrawn_at', 'is', null),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('owner_weekly_reports as r')
                .select(sql.lit(1).as('one'))
                .whereRef('r.owner_id', '=', 'o.id')
                .where('r.week_start', '=', sql<string>`${weekStart}::date`),
            ),
          ),
        ]),
      )
      .orderBy('o.id'),
  );
}

/** Claims the owner's report of that week for the outbox row; false when another run claimed it first (it waits for that insert). */
export async function claimWeeklyReport(
  db: SqlQueryable,
  ownerId: number,
  weekStart: string,
  outboxId: string,
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    tables
      .insertInto('owner_weekly_reports')
      .values({ owner_id: ownerId, week_start: weekStart, outbox_id: outboxId })
      .onConflict((conflict) => conflict.doNothing())
      .returning('owner_id'),
  );
  return rows.length > 0;
}

/** An owner's properties on the site (at most `limit`), with the published price and the city's names for the canonical link. */
export function ownerReportProperties(db: SqlQueryable, ownerId: number, limit: number) {
  return rowsOf(
    db,
    tables
      .selectFrom('owner_properties as op')
      .innerJoin('properties as p', 'p.id', 'op.property_id')
      .select((eb) => [
        'p.reference',
        'p.titles',
        // What the demand match reads: a property's reach counts the demands it matches.
        ...MATCHABLE_LISTING_COLUMNS,
        sql<number | null>`(${sql.raw(PUBLISHED_PRICE)})::float8`.as('publishedPrice'),
        // The BFF's cityNamesSql: the same city, written with or without its accents.
        eb
          .selectFrom('cities as c')
          .select('c.names')
          .whereRef('c.zip', '=', 'p.zip')
          .whereRef('c.country_id', '=', 'p.country_id')
          .where((city) =>
            city.or([
              city('c.name', '=', city.ref('p.city')),
              city(
                sql`lower(immo_unaccent(${sql.ref('c.name')}))`,
                '=',
                sql`lower(immo_unaccent(${sql.ref('p.city')}))`,
              ),
            ]),
          )
          .limit(1)
          .as('cityNames'),
      ])
      .where('op.owner_id', '=', ownerId)
      .where('p.withdrawn_at', 'is', null)
      .orderBy('p.reference')
      .orderBy('p.id')
      .limit(limit),
  );
}

/**
 * Views per property and Brussels day: the nightly aggregates before
 * `rawFrom`, and from `rawFrom` on the raw views (the statistics job may not
 * have reached those days yet).
 */
export function dailyViewsOf(db: SqlQueryable, propertyIds: readonly number[], rawFrom: string) {
  if (propertyIds.length === 0) return Promise.resolve([]);
  const from = sql`${rawFrom}::date`;
  return rowsOf(
    db,
    tables
      .selectFrom('property_daily_views')
      .select(['property_id as propertyId', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'views'])
      .where('property_id', 'in', propertyIds)
      .where('day', '<', sql<string>`${from}`)
      .unionAll(
        tables
          .selectFrom('property_views')
          .select([
            'property_id as propertyId',
            sql<string>`to_char((viewed_at AT TIME ZONE ${sql.lit(STATISTICS_TIME_ZONE)})::date, 'YYYY-MM-DD')`.as(
              'day',
            ),
            sql<number>`count(*)::integer`.as('views'),
          ])
          .where('property_id', 'in', propertyIds)
          .where('viewed_at', '>=', brusselsMidnight(from))
          .groupBy(sql`1, 2`),
      ),
  );
}

/** The alert mails sent in the Brussels week from `weekStart` that showed each property. */
export function alertMailsOf(db: SqlQueryable, propertyIds: readonly number[], weekStart: string) {
  if (propertyIds.length === 0) return Promise.resolve([]);
  return rowsOf(
    db,
    tables
      .selectFrom('alert_mail_listings as l')
      .innerJoin('mail_outbox as o', 'o.id', 'l.outbox_id')
      .select(['l.property_id as propertyId', sql<number>`count(*)::integer`.as('mails')])
      .where('l.property_id', 'in', propertyIds)
      .where('o.state', '=', 'sent')
      .where('o.sent_at', '>=', brusselsMidnight(sql`${weekStart}::date`))
      .where('o.sent_at', '<', brusselsMidnight(sql`${weekStart}::date + 7`))
      .groupBy('l.property_id'),
  );
}
