// The mail lanes' backlog as the worker's metrics and health and the console's
// mail page read it: pending rows per template, folded into lanes by
// mailLaneBacklog (@immo/domain), which owns the template → lane rule.
import { type MailTemplateBacklog, PENDING_OUTBOX_STATES } from '@immo/domain';
import type { SqlQueryable } from './outbox-insert';

/**
 * Pending rows per template, and the oldest not attempted yet (`queued`: a
 * `retrying` row waits for its backoff by design). One pass over the pending
 * rows' partial index.
 */
export async function outboxBacklogByTemplate(db: SqlQueryable): Promise<MailTemplateBacklog[]> {
  const rows = (await db.query(
    `SELECT template, count(*)::int AS pending, min(created_at) FILTER (WHERE state = 'queued') AS "oldestQueuedAt"
     FROM mail_outbox WHERE state = ANY($1) GROUP BY template`,
    [PENDING_OUTBOX_STATES],
  )) as MailTemplateBacklog[] | { rows: MailTemplateBacklog[] };
  return Array.isArray(rows) ? rows : rows.rows;
}
