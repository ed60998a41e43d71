// The e-mails the site sends. An outbox row names its template and carries
// the template's data (ids, names, a locale), never rendered HTML: the worker
// renders and sends (STYLE.md, "Mail jobs carry ids and a locale").
export const mailTemplates = [
  /** To the agency (or the property's manager), Reply-To the visitor: a form's content. */
  'lead-to-agency',
  /** To the visitor, in their language: we received your request. */
  'lead-confirmation',
  /** The property's documents, attached. */
  'property-documents',
  /** A property's link to a friend; the sender's address is not shown. */
  'send-to-friend',
  /** Offer to buy: the timestamped copy for the bidder (the agency's is lead-to-agency). */
  'offer-copy',
  /** Double opt-in for a demand or the newsletter. */
  'confirm-subscription',
  /** A newsletter subscriber's link to unsubscribe, asked for by typing the address. */
  'unsubscribe-link',
  /** Matching listings for a confirmed demand. */
  'demand-alert',
  /** A booked visit, with its `.ics` (PUBLISH to the visitor, REQUEST to the agent). */
  'visit-booked',
  'visit-cancelled',
  /** The owner portal's single-use link to set a password (first visit or forgotten). */
  'owner-password-reset',
  /** To an owner whose account failed logins locked for a while, with a link to set a new password. */
  'owner-login-locked',
  /** Each week, an owner's figures per property, with the portal's link. */
  'owner-weekly-report',
] as const;
export type MailTemplate = (typeof mailTemplates)[number];

export const outboxStates = ['queued', 'sent', 'retrying', 'dead', 'discarded'] as const;
export type OutboxState = (typeof outboxStates)[number];

/** Attempts before a message is parked as dead (then only an operator retries it). */
export const MAIL_MAX_ATTEMPTS = 8;

/** Backoff before attempt n+1 (n ≥ 1): 15 s doubling, capped at 30 min. */
export function mailRetryDelayMs(attemptsMade: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attemptsMade - 1), 30 * 60_000);
}
