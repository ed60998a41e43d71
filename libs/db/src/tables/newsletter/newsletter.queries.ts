// The newsletter's page to leave it without the mail's link: it mails the
// address its unsubscribe link, at most so many a day.
import { sql } from 'kysely';
import { firstRowOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/**
 * Takes the address's turn for the caller's transaction: one request of an
 * address at a time, so two cannot both pass the daily count. An advisory
 * lock on the address's hash (no row to lock: the address may have none),
 * which no builder writes: one statement.
 */
export async function lockUnsubscribeLinkRequests(db: SqlQueryable, email: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('unsubscribe-link:' || $1, 0))`, [email]);
}

/** The address's sign-up an unsubscribe link ends: its confirmed one, else its newest. */
export function newsletterSignUpOf(db: SqlQueryable, email: string) {
  return firstRowOf(
    db,
    tables
      .selectFrom('newsletter_subscriptions')
      .select(['id', 'locale'])
      .where('email', '=', email)
      .orderBy(sql`(state = 'confirmed')`, 'desc')
      .orderBy('created_at', 'desc')
      .limit(1),
  );
}

/** Unsubscribe links mailed to the address in the last 24 hours. */
export async function unsubscribeLinksSentToday(db: SqlQueryable, email: string): Promise<number> {
  const row = await firstRowOf(
    db,
    tables
      .selectFrom('mail_outbox')
      .select(sql<number>`count(*)::integer`.as('count'))
      .where('template', '=', 'unsubscribe-link')
      .where('to_address', '=', email)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`),
  );
  return row?.count ?? 0;
}
