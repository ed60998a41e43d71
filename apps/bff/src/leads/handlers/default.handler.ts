import { agencyRecipientOf, type Locale, type MailDataInput, visitorEmailOf } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { type BffEnv, ENV } from '../../config/env';
import { propertyUrl } from '../../property-forms/property-link';
import { cityIn, mailPhoto, mailPlace } from '../property-mail-facts';
import type { MailDraft } from '../outbox-writer';
import type { LeadHandler, LeadHandling, LeadProperty, LeadSubmission } from './lead-handler';

type MailProperty = NonNullable<MailDataInput<'lead-to-agency'>['property']>;

/** The property as the mails show it, its commune in the reader's language when given one. */
export function mailProperty(property: LeadProperty | null, locale?: Locale): MailProperty | null {
  if (!property) return null;
  const facts = propertyFacts(property);
  return locale ? { ...facts, city: cityIn(property.facts, locale, property.city) } : facts;
}

function propertyFacts(property: LeadProperty): MailProperty {
  return {
    id: property.id,
    reference: property.reference,
    titles: property.titles,
    city: property.city,
    zip: property.zip,
    goal: property.goal,
  };
}

/** The property with its page's URL, for the mails that send their reader there (a friend's, the documents', the offer's copy). */
export function linkedMailProperty(
  property: LeadProperty,
  locale: Locale,
  siteUrl: string,
): MailProperty & { url: string } {
  return {
    ...propertyFacts(property),
    city: cityIn(property.facts, locale, property.city),
    url: propertyUrl(property, locale, siteUrl),
  };
}

type AgencyMailEnv = Pick<BffEnv, 'AGENCY_MAIL_TO' | 'DEFAULT_LOCALE'> & Partial<Pick<BffEnv, 'SITE_URL'>>;

/**
 * The property as the agency's work order shows it, in the agency's
 * language: its page, the whole address (the agency's own data), the price
 * visitors may see (never one on request) and one photo.
 */
function agencyMailProperty(property: LeadProperty, locale: Locale, siteUrl: string | undefined): MailProperty {
  const facts = property.facts;
  return {
    ...propertyFacts(property),
    city: cityIn(facts, locale, property.city),
    ...(siteUrl ? { url: propertyUrl(property, locale, siteUrl) } : {}),
    ...(facts ? { address: mailPlace(facts, locale, true).address, price: facts.publishedPrice } : {}),
    ...(facts && siteUrl ? { photoUrl: mailPhoto(facts, siteUrl) } : {}),
  };
}

/** The request's page in the console, in the agency's language (the console's paths are the same in every language). */
export function consoleLeadUrl(leadId: string, locale: Locale, siteUrl: string): string {
  return new URL(`/${locale}/console/requests/${encodeURIComponent(leadId)}/`, siteUrl).toString();
}

/** The agency's copy: everything the visitor sent, so rendering needs no query. */
export function leadToAgencyData(
  submission: LeadSubmission,
  env: Partial<AgencyMailEnv> = {},
): MailDataInput<'lead-to-agency'> {
  const { lead } = submission;
  const locale = submission.agencyLocale ?? env.DEFAULT_LOCALE ?? lead.locale;
  return {
    leadId: lead.id,
    kind: submission.kind,
    visitorLocale: lead.locale,
    receivedAt: lead.createdAt.toISOString(),
    fields: lead.fields as MailDataInput<'lead-to-agency'>['fields'],
    property: submission.property && agencyMailProperty(submission.property, locale, env.SITE_URL),
    utm: lead.utm,
    page: lead.page,
    ...(env.SITE_URL ? { consoleUrl: consoleLeadUrl(lead.id, locale, env.SITE_URL) } : {}),
  };
}

/** The request to the agency alone, for the forms whose visitor gets another mail than the usual confirmation, or none. */
export function agencyLeadMail(submission: LeadSubmission, env: AgencyMailEnv): MailDraft {
  return {
    template: 'lead-to-agency',
    locale: submission.agencyLocale ?? env.DEFAULT_LOCALE,
    to: agencyRecipientOf(submission.property?.managerEmail, env.AGENCY_MAIL_TO),
    replyTo: visitorEmailOf(submission.lead.fields),
    data: leadToAgencyData(submission, env),
    leadId: submission.lead.id,
  };
}

/**
 * The mails of any form without a handler of its own: the request to the
 * agency (the property's manager when the CRM names one with an address,
 * else AGENCY_MAIL_TO) in the agency's language (site setting), Reply-To the visitor
 * so answering reaches them; and a confirmation to the visitor in theirs,
 * which repeats nothing they typed, not even their name (the address is not
 * verified: ZLeadConfirmationMailDataSchema).
 */
export function defaultLeadMails(submission: LeadSubmission, env: AgencyMailEnv): MailDraft[] {
  const { lead } = submission;
  const visitor = visitorEmailOf(lead.fields);
  const mails: MailDraft[] = [agencyLeadMail(submission, env)];
  if (visitor !== null) {
    mails.push({
      template: 'lead-confirmation',
      locale: lead.locale,
      to: visitor,
      data: { kind: submission.kind, property: mailProperty(submission.property, lead.locale) },
      leadId: lead.id,
    });
  }
  return mails;
}

@Injectable()
export class DefaultLeadHandler implements LeadHandler {
  readonly kinds = [] as const;
  readonly readsOnly = true;

  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  handle(submission: LeadSubmission): Promise<LeadHandling> {
    return Promise.resolve({ mails: defaultLeadMails(submission, this.env) });
  }
}
