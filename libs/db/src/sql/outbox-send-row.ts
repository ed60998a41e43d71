// The worker's statements on one outbox row while it sends it (apps/sync-worker,
// mail/outbox-sender.ts): lock it, then record what the attempt did.
import type { OutboxState } from '@immo/domain';
import type { MailOutboxEntity } from '../tables/leads/mail-outbox.entity';
import type { SqlQueryable } from './outbox-insert';

/** A mail_outbox row as the worker sends it: the entity's own fields, so the two cannot drift. */
export type OutboxSendRow = Pick<
  MailOutboxEntity,
  'id' | 'template' | 'locale' | 'toAddress' | 'replyTo' | 'data' | 'state' | 'attempts' | 'messageId'
>;

/** The select list that reads an OutboxSendRow from mail_outbox. */
export const OUTBOX_SEND_COLUMNS = `id, template, locale, to_address AS "toAddress", reply_to AS "replyTo", data, state, attempts, message_id AS "messageId"`;

/** The mail as written at an attempt, kept on the row so the console shows it as it left. */
export type OutboxSentCopy = Pick<MailOutboxEntity, 'sentSubject'> & { sentHtml: string; sentText: string };

/** What locking a row found: the row (held until the transaction ends), another run holding it, or no such row. */
export type OutboxLock = { row: OutboxSendRow } | { row: null; why: 'busy' | 'missing' };

/**
 * Locks one row for an attempt, inside the caller's transaction. SKIP LOCKED:
 * a row another run holds is not waited for (that run sends it).
 */
export async function lockOutboxRow(db: SqlQueryable, id: string): Promise<OutboxLock> {
  const [row] = (await db.query(`SELECT ${OUTBOX_SEND_COLUMNS} FROM mail_outbox WHERE id = $1 FOR UPDATE SKIP LOCKED`, [
    id,
  ])) as OutboxSendRow[];
  if (row) return { row };
  const exists = (await db.query('SELECT 1 FROM mail_outbox WHERE id = $1', [id])) as unknown[];
  return { row: null, why: exists.length > 0 ? 'busy' : 'missing' };
}

/** Records a delivered attempt with the copy as sent. */
export async function markOutboxSent(db: SqlQueryable, id: string, copy: OutboxSentCopy): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET state = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL, updated_at = now(),
       sent_subject = $2, sent_html = $3, sent_text = $4 WHERE id = $1`,
    [id, copy.sentSubject, copy.sentHtml, copy.sentText],
  );
}

/** Records a delivered attempt whose first record failed (a fresh connection); a row already sent is left alone. */
export async function markOutboxSentAgain(db: SqlQueryable, id: string): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET state = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL, updated_at = now() WHERE id = $1 AND state <> 'sent'`,
    [id],
  );
}

/** Records a failed attempt: retrying or dead, its error, and the copy the server refused when it got that far. */
export async function markOutboxFailed(
  db: SqlQueryable,
  id: string,
  state: Extract<OutboxState, 'retrying' | 'dead'>,
  error: string,
  copy?: OutboxSentCopy,
): Promise<void> {
  if (copy) {
    await db.query(
      `UPDATE mail_outbox SET state = $2, attempts = attempts + 1, last_error = $3, updated_at = now(),
         sent_subject = $4, sent_html = $5, sent_text = $6 WHERE id = $1`,
      [id, state, error, copy.sentSubject, copy.sentHtml, copy.sentText],
    );
    return;
  }
  await db.query(
    'UPDATE mail_outbox SET state = $2, attempts = attempts + 1, last_error = $3, updated_at = now() WHERE id = $1',
    [id, state, error],
  );
}
