// What one delivery attempt does to an outbox row. The row, not the queue,
// is the record: Redis may lose its jobs, PostgreSQL keeps every mail.
import { type MailLane, mailLanePriority } from './mail-lanes';
import { MAIL_MAX_ATTEMPTS, type MailTemplate, type OutboxState } from './mail-templates';

/** States the relay re-enqueues and the worker may still send. */
export const PENDING_OUTBOX_STATES = ['queued', 'retrying'] as const satisfies readonly OutboxState[];

export function isPendingOutboxState(state: OutboxState): boolean {
  return (PENDING_OUTBOX_STATES as readonly OutboxState[]).includes(state);
}

/** The row's state after a failed attempt that made it `attempts` attempts in all. */
export function stateAfterFailure(
  attempts: number,
  maxAttempts = MAIL_MAX_ATTEMPTS,
): Extract<OutboxState, 'retrying' | 'dead'> {
  return attempts >= maxAttempts ? 'dead' : 'retrying';
}

/**
 * The Message-ID of an outbox row, fixed when the row is written: every
 * attempt sends the same one, so a receiving server (or a person) can tell a
 * retried copy from a new mail. The right side is the sender's domain.
 */
export function outboxMessageId(outboxId: string, senderAddress: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(senderAddress)?.[1]?.toLowerCase() ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

/** An error as one line for `last_error`: no stack, no CR/LF, at most 1,000 characters. */
export function outboxErrorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 1000);
}

/** The backoff type of mail jobs: the worker's BullMQ settings map it to mailRetryDelayMs. */
export const MAIL_BACKOFF_TYPE = 'mail-retry';

/**
 * The options every `mail.send` job is added with, by the BFF after its
 * commit and by the worker's relay: the outbox id as job id (BullMQ ignores
 * an add whose id is waiting, delayed or running, so enqueuing twice sends
 * once), the retry budget, and no copy left in Redis once done (the outbox
 * row keeps the outcome). `lane` is the lane the mail is served in
 * (mailLaneOf its template; mailServingLane once it waited long): the
 * urgent lane, the BFF's, takes no priority (docs/decisions.md, issue 27).
 */
export function mailSendJobOptions(outboxId: string, lane: MailLane = 'urgent') {
  const priority = mailLanePriority(lane);
  return {
    jobId: outboxId,
    attempts: MAIL_MAX_ATTEMPTS,
    backoff: { type: MAIL_BACKOFF_TYPE },
    removeOnComplete: true,
    removeOnFail: true,
    ...(priority > 0 ? { priority } : {}),
  } as const;
}

// A form's confirmation goes to an address the visitor typed, which nobody
// has verified: from one network, a bot could make the agency mail any
// number of strangers. So a network reaches a few fresh addresses an hour
// through confirmations; past that the lead is still stored and the agency
// still mailed, only the visitor's confirmation is held back (never queued).
// Counted in PostgreSQL (insert_outbox_rows, migration
// 1764600000000-AbuseBudgets) in the transaction that writes the mail.

/** Fresh addresses (not already sent a confirmation from this network within the window) one network reaches per window. */
export const CONFIRMATION_ADDRESSES_PER_NETWORK = 5;
export const CONFIRMATION_BUDGET_WINDOW_MS = 60 * 60_000;

/** Mails that only ever go to the address a visitor typed in a form. */
const TO_TYPED_ADDRESS: readonly MailTemplate[] = [
  'lead-confirmation',
  'confirm-subscription',
  'property-documents',
  'offer-copy',
  'unsubscribe-link',
];

/**
 * Whether a mail goes to an address a visitor typed (a confirmation of some
 * kind), and so spends the network's confirmation budget. A visit's mail
 * goes to the visitor or to the agent; the agency's copies never count.
 * 'send-to-friend' has its own, stricter budget (SEND_TO_FRIEND_PER_HOUR).
 */
export function isVisitorConfirmation(mail: { template: MailTemplate; data: unknown }): boolean {
  if (TO_TYPED_ADDRESS.includes(mail.template)) return true;
  return mail.template === 'visit-booked' && (mail.data as { recipient?: unknown } | null)?.recipient === 'visitor';
}
