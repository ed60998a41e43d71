// The property's documents, as links to where the CRM publishes them. Not
// attached: the worker would have to fetch each URL at send time, and one
// unreachable CRM link would fail the whole mail again and again until it
// is parked as dead; links also keep the mail small for spam filters and phones.
// It greets plainly: the address it goes to was typed, not verified.
import { type MailData } from '@immo/domain';
import { composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';

export function renderPropertyDocuments(data: MailData<'property-documents'>, t: MailText): RenderedMail {
  const property = t.propertyLabel(data.property);
  return composeMail(
    {
      subject: t.t('documentsSubject', { property }),
      agency: data.agency,
      signed: true,
      blocks: [
        { type: 'paragraph', text: t.greeting(undefined) },
        { type: 'paragraph', text: t.t('documentsIntro', { property }) },
        { type: 'heading', text: t.t('documentsHeading') },
        { type: 'links', items: data.documents.map((document) => ({ label: document.name, url: document.url })) },
        ...(data.property.url ? [{ type: 'button' as const, label: t.t('viewProperty'), url: data.property.url }] : []),
      ],
    },
    t,
  );
}
