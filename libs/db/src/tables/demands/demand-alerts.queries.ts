// The demand alerts' reads and writes (the worker's demands/ folder): what a
// demand has waiting, and the marks that make each item mailed once.
import type { DemandFrequency, ListingEventKind } from '@immo/domain';
import { sql } from 'kysely';
import { firstRowOf, rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** The demand, locked for the caller's transaction (a digest and an instant flush take turns); none unless confirmed and running. */
export function lockConfirmedDemand(db: SqlQueryable, demandId: string) {
  return firstRowOf(
    db,
    tables
      .selectFrom('demands')
      .select([
        'id',
        'email',
        'locale',
        'title',
        'first_name as firstName',
        'last_name as lastName',
        'goal',
        'frequency',
        'property_types as propertyTypes',
      ])
      .where('id', '=', demandId)
      .where('state', '=', 'confirmed')
      // Paused after its items were filed: they wait, unsent, until it is resumed.
      .where('paused_at', 'is', null)
      .forUpdate(),
  );
}

/** A demand's items not yet carried by a mail, newest first, with what the mail shows of each listing. */
export async function waitingAlertItems(db: SqlQueryable, demandId: string) {
  const rows = await rowsOf(
    db,
    tables
      .selectFrom('demand_alert_items as i')
      .innerJoin('properties as p', 'p.id', 'i.property_id')
      .leftJoin('demand_listing_states as st', 'st.property_id', 'p.id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('cities as c')
            .select('c.names')
            .whereRef('c.zip', '=', 'p.zip')
            .whereRef('c.country_id', '=', 'p.country_id')
            .whereRef('c.name', '=', 'p.city')
            .limit(1)
            .as('c'),
        (join) => join.onTrue(),
      )
      .select([
        'i.property_id as propertyId',
        'i.event',
        'i.created_at as createdAt',
        sql<boolean>`${sql.ref('p.withdrawn_at')} IS NULL`.as('live'),
        'p.reference',
        'p.goal',
        'p.titles',
        'p.city',
        'c.names as cityNames',
        // The price visitors saw when the alerts last looked (listing-changes' published price).
        sql<number | null>`${sql.ref('st.published_price')}::float8`.as('price'),
        sql<number | null>`${sql.ref('i.previous_price')}::float8`.as('previousPrice'),
        'p.marquee',
      ])
      .where('i.demand_id', '=', demandId)
      .where('i.outbox_id', 'is', null)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.property_id'),
  );
  // The event column holds only the kinds listing-changes files.
  return rows.map((row) => ({ ...row, event: row.event as ListingEventKind }));
}

export type WaitingAlertItem = Awaited<ReturnType<typeof waitingAlertItems>>[number];

/** Forgets a demand's waiting items of these listings (withdrawn since: back on the site, they are new again). */
export async function forgetWaitingAlertItems(
  db: SqlQueryable,
  demandId: string,
  propertyIds: readonly number[],
): Promise<void> {
  if (propertyIds.length === 0) return;
  await rowsOf(
    db,
    tables
      .deleteFrom('demand_alert_items')
      .where('demand_id', '=', demandId)
      .where('outbox_id', 'is', null)
      .where('property_id', 'in', propertyIds),
  );
}

/**
 * Marks every waiting item of the demand as carried by the outbox row, files
 * the listings the mail shows (each owner's reach counts them) and stamps the
 * demand's last alert: the caller's transaction also holds the row.
 */
export async function markAlertSent(
  db: SqlQueryable,
  demandId: string,
  outboxId: string,
  shownPropertyIds: readonly number[],
): Promise<void> {
  await rowsOf(
    db,
    tables
      .updateTable('demand_alert_items')
      .set({ outbox_id: outboxId })
      .where('demand_id', '=', demandId)
      .where('outbox_id', 'is', null),
  );
  if (shownPropertyIds.length > 0) {
    await rowsOf(
      db,
      tables
        .insertInto('alert_mail_listings')
        .values(shownPropertyIds.map((propertyId) => ({ outbox_id: outboxId, property_id: propertyId }))),
    );
  }
  await rowsOf(
    db,
    tables
      .updateTable('demands')
      .set({ last_alert_at: sql<Date>`now()` })
      .where('id', '=', demandId),
  );
}

/** The confirmed, running demands of that frequency with at least one item waiting (a digest's recipients). */
export async function demandsWithWaitingItems(db: SqlQueryable, frequency: DemandFrequency): Promise<string[]> {
  const rows = await rowsOf(
    db,
    tables
      .selectFrom('demands as d')
      .innerJoin('demand_alert_items as i', (join) =>
        join.onRef('i.demand_id', '=', 'd.id').on('i.outbox_id', 'is', null),
      )
      .select('d.id')
      .distinct()
      .where('d.state', '=', 'confirmed')
      .where('d.paused_at', 'is', null)
      .where('d.frequency', '=', frequency),
  );
  return rows.map((row) => row.id);
}

export interface AlertItemInput {
  demandId: string;
  propertyId: number;
  event: ListingEventKind;
  eventKey: string;
  previousPrice: number | null;
}

/**
 * Files each matched event under its demand; the table's key makes it
 * idempotent (an event a demand already has, sent or waiting, is not added
 * again). The demands that received at least one new item.
 */
export async function recordAlertItems(db: SqlQueryable, items: readonly AlertItemInput[]): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const rows = await rowsOf(
    db,
    tables
      .insertInto('demand_alert_items')
      .columns(['demand_id', 'property_id', 'event', 'event_key', 'previous_price'])
      .expression(
        // One statement whatever the count: five arrays, not a row of parameters per item.
        sql`SELECT * FROM unnest(${items.map((item) => item.demandId)}::uuid[], ${items.map((item) => item.propertyId)}::int[],
          ${items.map((item) => item.event)}::text[], ${items.map((item) => item.eventKey)}::text[],
          ${items.map((item) => item.previousPrice)}::numeric[])`,
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning('demand_id as demandId'),
  );
  return new Set(rows.map((row) => row.demandId));
}
