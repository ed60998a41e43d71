// To the visitor, in their language: we have your request. It repeats none
// of what they typed: the address is unverified, and a confirmation that
// echoed free text would let anyone send our mail, with their words, to a
// stranger.
import { CONTACT_TITLES, type FormKind, type MailData, type TMailRecipient } from '@immo/domain';
import { type MailBlock, composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';

const BODY_KIND: Partial<Record<FormKind, string>> = {
  offer: 'offer',
  'rent-application': 'rentApplication',
  'contact-demand': 'valuation',
  testimonial: 'testimonial',
  'demand-register': 'demand',
};

type Data = MailData<'lead-confirmation'>;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The visitor's title and names among the form's fields (an offer's are buyer 1's). */
function recipientOf(data: Data): TMailRecipient | undefined {
  if (data.recipient !== undefined || data.fields === undefined) return data.recipient;
  const person = data.fields['personA'];
  const source = typeof person === 'object' && person !== null && !Array.isArray(person) ? person : data.fields;
  const title = CONTACT_TITLES.find((candidate) => candidate === source['title']);
  const firstName = textOf(source['firstName']);
  const lastName = textOf(source['lastName']);
  return { ...(title ? { title } : {}), ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
}

export function renderLeadConfirmation(data: Data, t: MailText): RenderedMail {
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: t.greeting(recipientOf(data)) },
    { type: 'paragraph', text: t.t('confirmationBody', { kind: BODY_KIND[data.kind] ?? 'other' }) },
  ];
  if (data.property) {
    blocks.push({ type: 'paragraph', text: t.t('confirmationProperty', { property: t.propertyLabel(data.property) }) });
    if (data.property.url) blocks.push({ type: 'button', label: t.t('viewProperty'), url: data.property.url });
  }
  blocks.push({ type: 'note', text: t.t('confirmationPrivacy') });
  return composeMail({ subject: t.t('confirmationSubject'), agency: data.agency, blocks, signed: true }, t);
}
