// A demand's or newsletter sign-up's life after its form (the BFF's
// subscriptions): confirmed once per address, ended at once by an unsubscribe.
import { sql } from 'kysely';
import { firstRowOf, rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** One subscription per address: a newer confirmation deletes the address's other newsletter sign-ups. */
export async function deleteOtherNewsletterSignUps(db: SqlQueryable, email: string, keptId: string): Promise<void> {
  await rowsOf(db, tables.deleteFrom('newsletter_subscriptions').where('email', '=', email).where('id', '<>', keptId));
}

/** The language of a demand or newsletter sign-up, as stored (undefined when the row is gone). */
export async function subscriptionLocale(
  db: SqlQueryable,
  kind: 'demand' | 'newsletter',
  id: string,
): Promise<string | undefined> {
  const table = kind === 'demand' ? 'demands' : 'newsletter_subscriptions';
  const row = await firstRowOf(db, tables.selectFrom(table).select('locale').where('id', '=', id));
  return row?.locale;
}

/** The demand's language, its row locked for the caller's transaction (which ends it); undefined when it is gone. */
export async function lockDemandLocale(db: SqlQueryable, demandId: string): Promise<string | undefined> {
  const row = await firstRowOf(
    db,
    tables.selectFrom('demands').select('locale').where('id', '=', demandId).forUpdate(),
  );
  return row?.locale;
}

/** Discards the demand's alert mails still waiting in the outbox (its subscriber left: they must not go out). */
export async function discardWaitingAlertMails(db: SqlQueryable, demandId: string): Promise<void> {
  await rowsOf(
    db,
    tables
      .updateTable('mail_outbox')
      .set({ state: 'discarded', updated_at: sql<Date>`now()` })
      .where('state', 'in', ['queued', 'retrying'])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('demand_alert_items')
          .select('outbox_id')
          .where('demand_id', '=', demandId)
          .where('outbox_id', 'is not', null),
      ),
  );
}
