// The worker relay's reads of mail_outbox (apps/sync-worker, mail/outbox-relay.ts):
// every pending row, and the rows that waited past their lane's patience.
import { type MailTemplate, PENDING_OUTBOX_STATES } from '@immo/domain';
import type { MailOutboxEntity } from '../tables/leads/mail-outbox.entity';
import type { SqlQueryable } from './outbox-insert';

/** What the relay needs of a pending row: its job id, its lane (by template) and its age. */
export type OutboxRelayRow = Pick<MailOutboxEntity, 'id' | 'template' | 'createdAt'>;

const RELAY_COLUMNS = `id, template, created_at AS "createdAt"`;

/**
 * Every pending row written before `before`, oldest first. No cap: after
 * Redis lost its data every one of them must be queued again at once
 * (issue 27); at 60,000 rows the read takes well under a second (the
 * pending rows' partial index).
 */
export async function pendingOutboxRows(db: SqlQueryable, before: Date): Promise<OutboxRelayRow[]> {
  return (await db.query(
    `SELECT ${RELAY_COLUMNS} FROM mail_outbox WHERE state = ANY($1) AND created_at < $2 ORDER BY created_at`,
    [PENDING_OUTBOX_STATES, before],
  )) as OutboxRelayRow[];
}

/** The oldest `limit` pending rows of `templates` written before `before` (a lane's mails past its patience). */
export async function overdueOutboxRows(
  db: SqlQueryable,
  templates: readonly MailTemplate[],
  before: Date,
  limit: number,
): Promise<OutboxRelayRow[]> {
  return (await db.query(
    `SELECT ${RELAY_COLUMNS} FROM mail_outbox
     WHERE state = ANY($1) AND template = ANY($2) AND created_at < $3 ORDER BY created_at LIMIT $4`,
    [PENDING_OUTBOX_STATES, templates, before, limit],
  )) as OutboxRelayRow[];
}
