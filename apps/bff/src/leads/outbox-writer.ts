import { type Locale, type MailDataInput, type MailTemplate, outboxMessageId } from '@immo/domain';
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
}

/**
 * The INSERT of outbox rows given as one JSON array, the parameter named by
 * `parameter` ($1…). Raw SQL rather than the entity's insert: on the submit
 * path TypeORM's insert builder cost more than the statement
 * (docs/benchmarks.md). A form's lead writes its rows in record_lead instead
 * (LeadRecorder), with the same columns.
 */
function insertOutboxRowsSql(parameter: string): string {
  return `INSERT INTO mail_outbox (id, lead_id, template, locale, to_address, reply_to, data, message_id)
    SELECT m.id, m.lead_id, m.template, m.locale, m.to_address, m.reply_to, m.data, m.message_id
      FROM jsonb_to_recordset(${parameter}::jsonb) AS m(id uuid, lead_id uuid, template text, locale text, to_address text, reply_to text, data jsonb, message_id text)`;
}

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
 * Message-ID on every attempt.
 */
@Injectable()
export class OutboxWriter {
  constructor(@Inject(ENV) private readonly env: BffEnv) {}

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
      };
    });
  }

  async add(manager: EntityManager, mails: readonly MailDraft[]): Promise<string[]> {
    if (mails.length === 0) return [];
    const rows = this.rows(mails);
    await manager.query(insertOutboxRowsSql('$1'), [JSON.stringify(rows)]);
    return rows.map((row) => row.id);
  }
}
