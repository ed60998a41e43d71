import type { FormAcceptedDto, FormFields, FormKind, Locale, TFormEnvelope } from '@immo/domain';
import type { EntityManager } from 'typeorm';
import type { CheckedCaptcha } from '../captcha-verifier';
import type { PropertyMailFacts } from '../property-mail-facts';
import type { LeadEntity } from '@immo/db';
import type { MailDraft } from '../outbox-writer';

/** The property a form was sent about, as stored when the lead arrived. */
export interface LeadProperty {
  id: number;
  reference: string | null;
  titles: Partial<Record<Locale, string>>;
  city: string | null;
  zip: string | null;
  goal: number;
  withdrawn: boolean;
  /** The manager's address from the CRM's details, when it gave one. */
  managerEmail: string | null;
  /** Place, price and photo for the agency's mail (absent where a caller builds the property by hand). */
  facts?: PropertyMailFacts;
}

export interface LeadSubmission<K extends FormKind = FormKind> {
  kind: K;
  /** Not stored yet when a handler that only reads (readsOnly) runs; stored in the transaction a writing handler runs in. */
  lead: LeadEntity;
  envelope: TFormEnvelope;
  fields: FormFields<K>;
  property: LeadProperty | null;
  /** The visitor's checked captcha answer; absent when an operator releases a held lead. A CV is claimed only under its challenge. */
  captcha?: CheckedCaptcha;
  /** The language the agency reads its mails in (site_settings.agency_locale); DEFAULT_LOCALE when absent. */
  agencyLocale?: Locale;
}

export interface LeadHandling {
  /** The mails the lead makes; written to the outbox in the same transaction. */
  mails: MailDraft[];
  /** For the forms that answer in place (FormAcceptedDto.outcome). */
  outcome?: FormAcceptedDto['outcome'];
}

/**
 * What one kind of form does beyond storing its lead: which mails it sends,
 * and any rows of its own (a booking, a demand). One file per kind in this
 * folder, listed in lead-handlers.ts; a kind without one gets the default
 * (default.handler.ts). Runs inside the lead's transaction, with its
 * EntityManager (one that only reads runs before the lead is stored): throw
 * a LeadException to refuse the submission (nothing is stored), write rows
 * with `manager` so they commit with the lead. Not called for a quarantined
 * lead (no mail, no side effect until an operator releases it).
 */
export interface LeadHandler {
  readonly kinds: readonly FormKind[];
  /**
   * True when handle() writes no row (it may read, and refuse): it then runs
   * first, outside any transaction, and the lead goes in with its mails in
   * one statement, the busiest forms' only round trip (docs/benchmarks.md,
   * "Forms"). Left out, the lead is inserted first, in a transaction the
   * handler's rows join, as a handler that writes rows referring to it needs.
   */
  readonly readsOnly?: boolean;
  handle(submission: LeadSubmission, manager: EntityManager): Promise<LeadHandling>;
}

/** DI token of every handler (LeadsModule collects the classes of lead-handlers.ts). */
export const LEAD_HANDLERS = Symbol('LEAD_HANDLERS');
