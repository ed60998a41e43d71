// Online visit booking: the agency's hours, the seats a slot has taken, the
// visitor's open bookings against the budgets, and a booking's seat taken,
// moved or given up. A seat is held by the partial unique index
// UQ_visit_bookings_seat, so nothing here can book one twice.
import { sql } from 'kysely';
import { firstRowOf, rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';
import type { VisitBookingEntity } from './visit-booking.entity';

/** The visit hours as stored in the site settings (unparsed; null: online booking is off); undefined without the row. */
export async function storedVisitHours(db: SqlQueryable): Promise<unknown> {
  const row = await firstRowOf(db, tables.selectFrom('site_settings').select('visit_hours').where('id', '=', 1));
  return row?.visit_hours;
}

/** Confirmed bookings per slot start of the property, for the slots from `from` on. */
export function seatsTakenFrom(db: SqlQueryable, propertyId: number, from: Date) {
  return rowsOf(
    db,
    tables
      .selectFrom('visit_bookings')
      .select(['slot_start as slotStart', sql<number>`count(*)::integer`.as('taken')])
      .where('property_id', '=', propertyId)
      .where('status', '=', 'confirmed')
      .where('slot_start', '>=', from)
      .groupBy('slot_start'),
  );
}

/**
 * Takes the network's and the address's turn for the caller's transaction, so
 * two bookings of one visitor cannot both pass the budgets. Advisory locks on
 * their hashes (no row to lock yet), which no builder writes: one statement.
 */
export async function lockVisitorBookings(db: SqlQueryable, network: string, email: string): Promise<void> {
  await db.query(
    `SELECT pg_advisory_xact_lock(hashtextextended('visit-network:' || $1, 0)), pg_advisory_xact_lock(hashtextextended('visit-address:' || $2, 0))`,
    [network, email],
  );
}

/** The confirmed bookings still to come of a network and of an address, on this property and in all. */
export async function openBookingCounts(
  db: SqlQueryable,
  visitor: { network: string | null; email: string },
  propertyId: number,
  now: Date,
) {
  const count = sql<number>`count(*)`;
  const row = await firstRowOf(
    db,
    tables
      .selectFrom('visit_bookings as b')
      .innerJoin('leads as l', 'l.id', 'b.lead_id')
      .select([
        sql<number>`${count} FILTER (WHERE ${sql.ref('l.budget_network')} = ${visitor.network} AND ${sql.ref('b.property_id')} = ${propertyId})::integer`.as(
          'networkOnProperty',
        ),
        sql<number>`${count} FILTER (WHERE ${sql.ref('l.budget_network')} = ${visitor.network})::integer`.as('network'),
        sql<number>`${count} FILTER (WHERE ${sql.ref('l.email')} = ${visitor.email} AND ${sql.ref('b.property_id')} = ${propertyId})::integer`.as(
          'addressOnProperty',
        ),
        sql<number>`${count} FILTER (WHERE ${sql.ref('l.email')} = ${visitor.email})::integer`.as('address'),
      ])
      .where('b.status', '=', 'confirmed')
      .where('b.slot_start', '>', now)
      .where((eb) => eb.or([eb('l.budget_network', '=', visitor.network), eb('l.email', '=', visitor.email)])),
  );
  return {
    networkOnProperty: row?.networkOnProperty ?? 0,
    network: row?.network ?? 0,
    addressOnProperty: row?.addressOnProperty ?? 0,
    address: row?.address ?? 0,
  };
}

export type NewBooking = Pick<
  VisitBookingEntity,
  'id' | 'propertyId' | 'slotStart' | 'slotEnd' | 'capacity' | 'locale' | 'manageTokenHash' | 'leadId'
>;

/** Books `seat` of the slot, confirmed; false when a confirmed booking already holds it. */
export async function bookSeat(db: SqlQueryable, booking: NewBooking, seat: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    tables
      .insertInto('visit_bookings')
      .values({
        id: booking.id,
        property_id: booking.propertyId,
        slot_start: booking.slotStart,
        slot_end: booking.slotEnd,
        seat,
        capacity: booking.capacity,
        status: 'confirmed',
        locale: booking.locale,
        manage_token_hash: booking.manageTokenHash,
        lead_id: booking.leadId,
      })
      .onConflict((conflict) =>
        conflict.columns(['property_id', 'slot_start', 'seat']).where('status', '=', 'confirmed').doNothing(),
      )
      .returning('seat'),
  );
  return rows.length > 0;
}

/**
 * Moves the booking to `seat` of another slot (its calendar sequence raised);
 * false when a confirmed booking holds that seat. The UPDATE that meets the
 * unique index fails its statement, so it runs in a savepoint of the caller's
 * transaction, rolled back on that failure.
 */
export async function moveBookingToSeat(
  db: SqlQueryable,
  bookingId: string,
  slot: { start: Date; end: Date; capacity: number },
  seat: number,
): Promise<boolean> {
  await db.query('SAVEPOINT visit_move');
  try {
    await rowsOf(
      db,
      tables
        .updateTable('visit_bookings')
        .set({
          slot_start: slot.start,
          slot_end: slot.end,
          seat,
          capacity: slot.capacity,
          sequence: sql<number>`sequence + 1`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', bookingId),
    );
    await db.query('RELEASE SAVEPOINT visit_move');
    return true;
  } catch (error) {
    await db.query('ROLLBACK TO SAVEPOINT visit_move');
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

/** Cancels the booking at `at` (its calendar sequence raised); its seat is free again. */
export async function cancelBooking(db: SqlQueryable, bookingId: string, at: Date): Promise<void> {
  await rowsOf(
    db,
    tables
      .updateTable('visit_bookings')
      .set({
        status: 'cancelled',
        cancelled_at: at,
        sequence: sql<number>`sequence + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', bookingId),
  );
}

/** The slot a lead booked, if it booked one. */
export function bookedSlotOfLead(db: SqlQueryable, leadId: string) {
  return firstRowOf(
    db,
    tables.selectFrom('visit_bookings').select(['slot_start', 'slot_end']).where('lead_id', '=', leadId),
  );
}

/** The booking behind a manage link's token hash, with its lead's fields; `forUpdate` locks the booking's row. */
export function bookingByTokenHash(db: SqlQueryable, tokenHash: string, forUpdate: boolean) {
  return firstRowOf(
    db,
    tables
      .selectFrom('visit_bookings as b')
      .leftJoin('leads as l', 'l.id', 'b.lead_id')
      .select([
        'b.id',
        'b.property_id',
        'b.slot_start',
        'b.slot_end',
        'b.status',
        'b.sequence',
        'b.locale',
        'b.lead_id',
        sql<Record<string, unknown> | null>`${sql.ref('l.fields')}`.as('fields'),
      ])
      .where('b.manage_token_hash', '=', tokenHash)
      .$if(forUpdate, (query) => query.forUpdate('b')),
  );
}

export type StoredVisitBooking = NonNullable<Awaited<ReturnType<typeof bookingByTokenHash>>>;

function isUniqueViolation(error: unknown): boolean {
  const failure = error as { code?: unknown; driverError?: { code?: unknown } };
  return failure.code === '23505' || failure.driverError?.code === '23505';
}
