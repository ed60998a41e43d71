// What an operator's quarantine does to a lead's mails in the outbox: the
// ones still waiting are held (discarded), and given back on release.
import { sql } from 'kysely';
import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** Discards the lead's mails still waiting (queued or retrying); their ids, to give back on release. */
export async function holdLeadMails(db: SqlQueryable, leadId: string): Promise<string[]> {
  const rows = await rowsOf(
    db,
    tables
      .updateTable('mail_outbox')
      .set({ state: 'discarded', updated_at: sql<Date>`now()` })
      .where('lead_id', '=', leadId)
      .where('state', 'in', ['queued', 'retrying'])
      .returning('id'),
  );
  return rows.map((row) => row.id);
}

/** Queues again those of `mailIds` that are the lead's and still discarded (an operator did not discard them otherwise meanwhile). */
export async function requeueHeldLeadMails(
  db: SqlQueryable,
  leadId: string,
  mailIds: readonly string[],
): Promise<string[]> {
  if (mailIds.length === 0) return [];
  const rows = await rowsOf(
    db,
    tables
      .updateTable('mail_outbox')
      .set({ state: 'queued', last_error: null, updated_at: sql<Date>`now()` })
      .where('id', '=', sql<string>`ANY(${[...mailIds]}::uuid[])`)
      .where('lead_id', '=', leadId)
      .where('state', '=', 'discarded')
      .returning('id'),
  );
  return rows.map((row) => row.id);
}
