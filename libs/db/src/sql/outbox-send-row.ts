import type { MailOutboxEntity } from '../tables/leads/mail-outbox.entity';

/** A mail_outbox row as the worker sends it: the entity's own fields, so the two cannot drift. */
export type OutboxSendRow = Pick<
  MailOutboxEntity,
  'id' | 'template' | 'locale' | 'toAddress' | 'replyTo' | 'data' | 'state' | 'attempts' | 'messageId'
>;

/** The select list that reads an OutboxSendRow from mail_outbox. */
export const OUTBOX_SEND_COLUMNS = `id, template, locale, to_address AS "toAddress", reply_to AS "replyTo", data, state, attempts, message_id AS "messageId"`;
