import type { Locale, MailTemplate, OutboxState } from '@immo/domain';

/** A mail_outbox row as the worker reads it (the BFF owns the table: mail-outbox.entity.ts). */
export interface OutboxRow {
  id: string;
  template: MailTemplate;
  locale: Locale;
  toAddress: string;
  replyTo: string | null;
  data: unknown;
  state: OutboxState;
  attempts: number;
  messageId: string;
}

export const OUTBOX_COLUMNS = `id, template, locale, to_address AS "toAddress", reply_to AS "replyTo", data, state, attempts, message_id AS "messageId"`;
