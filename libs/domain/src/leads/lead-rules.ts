// What the BFF decides about one submission before storing it: whether it
// looks like spam, whether its address sent too many already, where the
// agency's copy goes. Pure, so each rule is tested alone.
import { HONEYPOT_FIELD, type TFormEnvelope } from './form-envelope';

/** Leads one e-mail address may send per form kind in LEAD_EMAIL_WINDOW_MS. */
export const LEADS_PER_EMAIL = 5;
export const LEAD_EMAIL_WINDOW_MS = 60 * 60_000;

/** The state a lead is stored in: quarantined leads send no mail until an operator releases them. */
export const leadStates = ['received', 'quarantined'] as const;
export type LeadState = (typeof leadStates)[number];

/**
 * Why a lead is in quarantine instead of with the agency; null: it is not.
 * honeypot: the form's hidden field was filled; operator: an operator sent it there (console).
 */
export type SpamReason = 'honeypot' | 'operator';

export function spamReasonOf(envelope: Pick<TFormEnvelope, typeof HONEYPOT_FIELD>): SpamReason | null {
  // Browsers' autofill never fills a field hidden from people; bots fill every field they find.
  if ((envelope[HONEYPOT_FIELD] ?? '').trim() !== '') return 'honeypot';
  return null;
}

/**
 * Seconds the address must wait before its next lead, or 0 when it may send
 * now. `recent` are the creation times of its leads of this kind within the
 * window; the oldest leaving the window frees a place.
 */
export function emailRetryAfterSeconds(
  recent: readonly Date[],
  now: Date,
  limit = LEADS_PER_EMAIL,
  windowMs = LEAD_EMAIL_WINDOW_MS,
): number {
  const inWindow = recent.map((date) => date.getTime()).filter((time) => time > now.getTime() - windowMs);
  if (inWindow.length < limit) return 0;
  const sorted = inWindow.sort((a, b) => a - b);
  // The (count - limit + 1)th oldest must leave the window for the count to drop under the limit.
  const freeing = sorted[inWindow.length - limit] ?? now.getTime();
  return Math.max(1, Math.ceil((freeing + windowMs - now.getTime()) / 1000));
}

/**
 * Where the agency's copy of a lead goes: the property's manager when the
 * CRM gave a usable address for them, else the agency's inbox.
 */
export function agencyRecipientOf(managerEmail: string | null | undefined, agencyMailTo: string): string {
  const email = managerEmail?.trim() ?? '';
  return /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(email) ? email.toLowerCase() : agencyMailTo;
}

/** The e-mail address a lead comes from: the form's `email`, or the offer's first bidder's. */
export function visitorEmailOf(fields: unknown): string | null {
  if (typeof fields !== 'object' || fields === null) return null;
  const record = fields as Record<string, unknown>;
  if (typeof record['email'] === 'string') return record['email'].trim().toLowerCase();
  const personA = record['personA'];
  if (
    typeof personA === 'object' &&
    personA !== null &&
    typeof (personA as Record<string, unknown>)['email'] === 'string'
  ) {
    return ((personA as Record<string, unknown>)['email'] as string).trim().toLowerCase();
  }
  return null;
}

/** Leads (with their mails and uploads) older than this are deleted by the retention job. */
export function leadRetentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * 24 * 60 * 60_000);
}
