// To the visitor, in their language: we have your request. It repeats none
// of what they typed, not even their name: the address is unverified, and a
// confirmation that echoed a name or free text would let anyone send our
// mail, with their words ("Cher Monsieur Buy cheap pills at …"), to a
// stranger. It greets plainly and names only the property.
import { type FormKind, type MailData } from '@immo/domain';
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

export function renderLeadConfirmation(data: MailData<'lead-confirmation'>, t: MailText): RenderedMail {
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: t.greeting(undefined) },
    { type: 'paragraph', text: t.t('confirmationBody', { kind: BODY_KIND[data.kind] ?? 'other' }) },
  ];
  if (data.property) {
    blocks.push({ type: 'paragraph', text: t.t('confirmationProperty', { property: t.propertyLabel(data.property) }) });
    if (data.property.url) blocks.push({ type: 'button', label: t.t('viewProperty'), url: data.property.url });
  }
  blocks.push({ type: 'note', text: t.t('confirmationPrivacy') });
  return composeMail({ subject: t.t('confirmationSubject'), agency: data.agency, blocks, signed: true }, t);
}
