// What the retention job drops from the records, each in one statement that
// counts what it changed. A table's retention lives here rather than beside
// its other queries: one file says everything the agency no longer keeps.
import { sql } from 'kysely';
import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

const EMPTY_LIST = sql<never[]>`'[]'::jsonb`;

/** Drops the rejected records and warnings of the sync runs started before `before`; the run and its counts stay. */
export async function trimSyncRunDetails(db: SqlQueryable, before: Date): Promise<number> {
  const rows = await rowsOf(
    db,
    tables
      .updateTable('sync_runs')
      .set({ rejections: EMPTY_LIST, warnings: EMPTY_LIST })
      .where('started_at', '<', before)
      .where((eb) => eb.or([eb('rejections', '<>', EMPTY_LIST), eb('warnings', '<>', EMPTY_LIST)]))
      .returning('id'),
  );
  return rows.length;
}

/** Deletes the dead and discarded mails last changed (died or discarded) before `before`; sent and pending ones are never touched. */
export async function deleteDeadMails(db: SqlQueryable, before: Date): Promise<number> {
  const rows = await rowsOf(
    db,
    tables
      .deleteFrom('mail_outbox')
      .where('state', 'in', ['dead', 'discarded'])
      .where('updated_at', '<', before)
      .returning('id'),
  );
  return rows.length;
}

/** Drops the copy as sent (HTML and text) of the mails sent before `before`; subject and data stay. */
export async function clearSentCopies(db: SqlQueryable, before: Date): Promise<number> {
  const rows = await rowsOf(
    db,
    tables
      .updateTable('mail_outbox')
      .set({ sent_html: null, sent_text: null })
      .where('state', '=', 'sent')
      .where('sent_at', '<', before)
      .where((eb) => eb.or([eb('sent_html', 'is not', null), eb('sent_text', 'is not', null)]))
      .returning('id'),
  );
  return rows.length;
}

/** Deletes the leads created before `before`; their outbox and upload rows go with them (ON DELETE CASCADE). */
export async function deleteLeadsBefore(db: SqlQueryable, before: Date): Promise<number> {
  const rows = await rowsOf(db, tables.deleteFrom('leads').where('created_at', '<', before).returning('id'));
  return rows.length;
}
