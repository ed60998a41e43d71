import { CONFIRMATION_BUDGET_WINDOW_MS, type Locale, type MailDataInput, type MailTemplate, outboxMessageId } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';

interface MailDraftOf<T extends MailTemplate> {
  template: T;
  /** The recipient's language. */
  locale: Locale;
  /** One address, already validated (a form's e-mail field, the agency's). */
  to: string;
  replyTo?: string | null;
  /** The template's input (mailDataSchemas in @immo/domain): ids, names, the fields it shows; never rendered text. */
  data: MailDataInput<T>;
  /** The lead the mail belongs to (deleted with it); null for other flows (subscriptions). */
  leadId?: string | null;
  /**
   * For a confirmation (isVisitorConfirmation) a visitor asked for: their
   * network (budgetNetwork), whose confirmation budget it spends. Past the
   * budget the mail is not written (held back). Left out, the mail is written.
   */
  budgetNetwork?: string | null;
}

/** One e-mail to send, as a feature describes it; the worker renders `data` with `template`. */
export type MailDraft = { [T in MailTemplate]: MailDraftOf<T> }[MailTemplate];

/** An outbox row as it is inserted (the other columns take their defaults: queued, no attempt yet). */
export interface OutboxRow {
  id: string;
  lead_id: string | null;
  template: MailTemplate;
  locale: Locale;
  to_address: string;
  reply_to: string | null;
  data: object;
  message_id: string;
  budget_network: string | null;
}

/**
 * The rows given as one JSON array, the parameter named by `parameter`
 * ($1…), through insert_outbox_rows (migration 1764600000000-AbuseBudgets):
 * one statement that writes them, holding back a confirmation past its
 * network's budget, and answers the ids written. Raw SQL rather than the
 * entity's insert: on the submit path TypeORM's insert builder cost more than
 * the statement (docs/benchmarks.md). A form's lead writes its rows in
 * record_lead instead (LeadRecorder), through the same function.
 */
const INSERT_OUTBOX_ROWS_SQL = 'SELECT insert_outbox_rows($1::jsonb, $2, $3) AS ids';

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

  /** The rows of `mails`, with their ids and Message-IDs; nothing is written. */
  rows(mails: readonly MailDraft[]): OutboxRow[] {
    return mails.map((mail) => {
      const id = randomUUID();
      return {
        id,
        lead_id: mail.leadId ?? null,
        template: mail.template,
        locale: mail.locale,
        to_address: mail.to,
        reply_to: mail.replyTo ?? null,
        data: mail.data,
        message_id: outboxMessageId(id, this.env.AGENCY_MAIL_TO),
        budget_network: mail.budgetNetwork ?? null,
      };
    });
  }

  async add(manager: EntityManager, mails: readonly MailDraft[]): Promise<string[]> {
    if (mails.length === 0) return [];
    const [row] = (await manager.query(INSERT_OUTBOX_ROWS_SQL, [JSON.stringify(this.rows(mails)), ...this.confirmationBudget()])) as { ids: string[] }[];
    return row?.ids ?? [];
  }
}
