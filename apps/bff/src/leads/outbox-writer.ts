import { type Locale, type MailDataInput, type MailTemplate, outboxMessageId } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
import { MailOutboxEntity } from './mail-outbox.entity';

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

  async add(manager: EntityManager, mails: readonly MailDraft[]): Promise<string[]> {
    if (mails.length === 0) return [];
    const rows = mails.map((mail) => {
      const id = randomUUID();
      return manager.create(MailOutboxEntity, {
        id,
        leadId: mail.leadId ?? null,
        template: mail.template,
        locale: mail.locale,
        toAddress: mail.to,
        replyTo: mail.replyTo ?? null,
        data: mail.data,
        state: 'queued',
        attempts: 0,
        lastError: null,
        messageId: outboxMessageId(id, this.env.AGENCY_MAIL_TO),
        sentAt: null,
      });
    });
    await manager.insert(MailOutboxEntity, rows);
    return rows.map((row) => row.id);
  }
}
