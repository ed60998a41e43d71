import { insertOutboxRows, type OutboxInsertRow, type OutboxMail, outboxRows } from '@immo/db';
import { CONFIRMATION_BUDGET_WINDOW_MS } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';

/** One e-mail to send, as a feature describes it (@immo/db's OutboxMail); the worker renders `data` with `template`. */
export type MailDraft = OutboxMail;

/**
 * Writes outbox rows inside the caller's transaction, so a mail exists
 * exactly when what it is about was stored. Usage from another feature:
 *
 *   const ids = await dataSource.transaction(async (manager) => {
 *     …insert your rows with manager…
 *     return outboxWriter.add(manager, [{ template: 'confirm-subscription', locale, to, data: { … } }]);
 *   });
 *   await mailEnqueuer.enqueue(ids); // after the commit, never inside it
 *
 * Each row gets its id and Message-ID here; the worker sends it with that
 * Message-ID on every attempt. The ids answered are those written: a
 * confirmation held back by its network's budget (MailDraft.budgetNetwork)
 * has none.
 */
@Injectable()
export class OutboxWriter {
  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  /**
   * The arguments of insert_outbox_rows (and record_lead's last two): the
   * confirmation budget (CONFIRMATIONS_PER_NETWORK_PER_HOUR, by default
   * CONFIRMATION_ADDRESSES_PER_NETWORK) and the start of its window.
   */
  confirmationBudget(now: Date = new Date()): [number, Date] {
    return [this.env.CONFIRMATIONS_PER_NETWORK_PER_HOUR, new Date(now.getTime() - CONFIRMATION_BUDGET_WINDOW_MS)];
  }

  /** The rows of `mails`, with their ids and Message-IDs (at the agency's domain); nothing is written. */
  rows(mails: readonly MailDraft[]): OutboxInsertRow[] {
    return outboxRows(mails, this.env.AGENCY_MAIL_TO);
  }

  /** Writes `mails` through @immo/db's insertOutboxRows (insert_outbox_rows), within the confirmation budget. */
  async add(manager: EntityManager, mails: readonly MailDraft[]): Promise<string[]> {
    const [limit, since] = this.confirmationBudget();
    return insertOutboxRows(manager, this.rows(mails), { limit, since });
  }
}
