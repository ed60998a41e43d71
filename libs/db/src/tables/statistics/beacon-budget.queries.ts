// The view beacon's hourly budget per network (view_beacon_budgets), counted
// in PostgreSQL so that every BFF instance shares it.
import { sql } from 'kysely';
import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

const thisHour = sql<Date>`date_trunc('hour', now())`;

/** Counts one more beacon from this network in the current clock hour; its beacons this hour, this one included. */
export async function spendBeacon(db: SqlQueryable, visitorHash: string): Promise<number> {
  const rows = await rowsOf(
    db,
    tables
      .insertInto('view_beacon_budgets')
      .values({ visitor_hash: visitorHash, hour: thisHour, beacons: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['visitor_hash', 'hour'])
          .doUpdateSet({ beacons: sql<number>`${sql.ref('view_beacon_budgets.beacons')} + 1` }),
      )
      .returning('beacons'),
  );
  return rows[0]?.beacons ?? 1;
}

/** Forgets the budgets of past hours (they count nothing any more). */
export async function deletePastBeaconBudgets(db: SqlQueryable): Promise<void> {
  await rowsOf(db, tables.deleteFrom('view_beacon_budgets').where('hour', '<', thisHour));
}
