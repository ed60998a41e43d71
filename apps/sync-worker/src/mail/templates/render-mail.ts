// The worker's one entry to the templates: an outbox row in, the mail out.
// The row's data is parsed with its template's schema (libs/domain
// mail-data.ts) first; data that does not fit throws MailDataError, which no
// retry can fix, so the pipeline parks the row as dead for an operator.
import { type Locale, type MailData, type MailTemplate, type TMailAgency, mailDataSchemas } from '@immo/domain';
import { z } from 'zod';
import { renderConfirmSubscription } from './confirm-subscription';
import { renderDemandAlert } from './demand-alert';
import { renderLeadConfirmation } from './lead-confirmation';
import { renderLeadToAgency } from './lead-to-agency';
import { MailText } from './mail-text';
import { renderOfferCopy } from './offer-copy';
import { renderOwnerLoginLocked } from './owner-login-locked';
import { renderOwnerPasswordReset } from './owner-password-reset';
import { renderOwnerWeeklyReport } from './owner-weekly-report';
import { renderPropertyDocuments } from './property-documents';
import { type RenderedMail } from './rendered-mail';
import { renderSendToFriend } from './send-to-friend';
import { renderUnsubscribeLink } from './unsubscribe-link';
import { renderVisitBooked } from './visit-booked';
import { renderVisitCancelled } from './visit-cancelled';

export { type RenderedMail } from './rendered-mail';

/** The row's data does not fit its template: sending it again will not help. */
export class MailDataError extends Error {
  override readonly name = 'MailDataError';

  constructor(
    readonly template: string,
    readonly issues: string,
  ) {
    super(`The data of a '${template}' mail is not valid: ${issues}`);
  }
}

export interface RenderContext {
  /** The agency to name when the row's data names none (from the worker's configuration). */
  agency?: TMailAgency;
}

function parseData<T extends MailTemplate>(template: T, data: unknown, context: RenderContext): MailData<T> {
  const schema = mailDataSchemas[template] as unknown as z.ZodType<MailData<T>>;
  const result = schema.safeParse(data);
  if (!result.success) throw new MailDataError(template, z.prettifyError(result.error).replace(/\s+/g, ' '));
  return { ...result.data, agency: result.data.agency ?? context.agency };
}

export function renderMail(
  row: { template: MailTemplate; locale: Locale; data: unknown },
  context: RenderContext = {},
): RenderedMail {
  const text = new MailText(row.locale);
  const { template, data } = row;
  switch (template) {
    case 'lead-to-agency':
      return renderLeadToAgency(parseData(template, data, context), text);
    case 'lead-confirmation':
      return renderLeadConfirmation(parseData(template, data, context), text);
    case 'property-documents':
      return renderPropertyDocuments(parseData(template, data, context), text);
    case 'send-to-friend':
      return renderSendToFriend(parseData(template, data, context), text);
    case 'offer-copy':
      return renderOfferCopy(parseData(template, data, context), text);
    case 'confirm-subscription':
      return renderConfirmSubscription(parseData(template, data, context), text);
    case 'unsubscribe-link':
      return renderUnsubscribeLink(parseData(template, data, context), text);
    case 'demand-alert':
      return renderDemandAlert(parseData(template, data, context), text);
    case 'visit-booked':
      return renderVisitBooked(parseData(template, data, context), text);
    case 'visit-cancelled':
      return renderVisitCancelled(parseData(template, data, context), text);
    case 'owner-password-reset':
      return renderOwnerPasswordReset(parseData(template, data, context), text);
    case 'owner-login-locked':
      return renderOwnerLoginLocked(parseData(template, data, context), text);
    case 'owner-weekly-report':
      return renderOwnerWeeklyReport(parseData(template, data, context), text);
    default:
      throw new MailDataError(String(template satisfies never), 'no such template');
  }
}
