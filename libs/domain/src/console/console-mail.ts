// What the console's mail section reads and does: the outbox by state, the
// totals per Brussels day, and the three actions on one message.
import { z } from 'zod';
import { mailTemplates, type OutboxState, outboxStates } from '../mail/mail-templates';
import { addDays, type IsoDay } from '../statistics/visit-days';

/** Messages per page of the outbox list. */
export const MAIL_OUTBOX_PAGE_SIZE = 25;
/** Days of the totals table, today included. */
export const MAIL_TOTALS_DAYS = 14;

export const ZMailOutboxQuerySchema = z.object({
  /** One state, or every state when absent. */
  state: z.enum(outboxStates).optional(),
  /** Part of the recipient's address, any case. */
  q: z.string().trim().max(200).default('').meta({ description: "Part of the recipient's address" }),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .meta({ description: `From 1; ${MAIL_OUTBOX_PAGE_SIZE} messages a page` }),
});
export type MailOutboxQuery = z.infer<typeof ZMailOutboxQuerySchema>;

/**
 * What an operator sees of a message in the list: who it goes to, its
 * subject as the worker last wrote it (null before its first attempt: the
 * template then says what it is), its state and history. Not its data nor
 * its body: a page of the list stays small; one message is opened for that.
 */
export const ZMailOutboxItemSchema = z.object({
  id: z.string().uuid(),
  to: z.string(),
  template: z.enum(mailTemplates),
  subject: z.string().nullable(),
  locale: z.string(),
  state: z.enum(outboxStates),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  messageId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  /** The message this one re-sends, when an operator resent it. */
  resentFrom: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof ZMailOutboxItemSchema>;

/**
 * One message opened: what the list shows, and the HTML and text the worker
 * sent (or last tried to send), kept on the row at each attempt; null when
 * it never got that far (queued, its data refused) or left before the
 * console kept copies.
 */
export const ZMailOutboxMessageSchema = ZMailOutboxItemSchema.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
});
export type MailOutboxMessage = z.infer<typeof ZMailOutboxMessageSchema>;

export const ZMailOutboxPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(ZMailOutboxItemSchema),
});
export type MailOutboxPage = z.infer<typeof ZMailOutboxPageSchema>;

const ZStateCountsSchema = z.object(
  Object.fromEntries(outboxStates.map((state) => [state, z.number().int()])) as Record<OutboxState, z.ZodNumber>,
);
export const ZMailTotalsSchema = z.object({ days: z.array(ZStateCountsSchema.extend({ day: z.string() })) });
export type MailTotals = z.infer<typeof ZMailTotalsSchema>;
export type MailDayTotals = MailTotals['days'][number];

/** One row of the totals query: messages written on `day` (Brussels) now in `state`. */
export interface MailDayStateCount {
  day: IsoDay;
  state: OutboxState;
  count: number;
}

/** Every one of the `days` days up to `today`, newest first, a state without messages at 0. */
export function mailTotalsByDay(
  rows: readonly MailDayStateCount[],
  today: IsoDay,
  days = MAIL_TOTALS_DAYS,
): MailDayTotals[] {
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(today, -index);
    const counts = Object.fromEntries(outboxStates.map((state) => [state, 0])) as Record<OutboxState, number>;
    for (const row of rows) if (row.day === day) counts[row.state] += row.count;
    return { day, ...counts };
  });
}

export const mailActions = ['retry', 'discard', 'resend'] as const;
export type MailAction = (typeof mailActions)[number];

/**
 * Which state each action takes: a dead message is retried or discarded (an
 * operator decides what the worker gave up on); a sent one is resent as a
 * new message. Anything else is still the worker's to deliver.
 */
export function mailActionAllowed(action: MailAction, state: OutboxState): boolean {
  return action === 'resend' ? state === 'sent' : state === 'dead';
}
