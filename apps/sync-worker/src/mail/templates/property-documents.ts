// The property's documents, attached (the mailer fetches each link) and
// linked, for the mail programs that drop large attachments.
import { type MailData, documentFileName, headerText } from '@immo/domain';
import { composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';

/** The attachment's name: the link's file name, or the document's name when the link has none. */
function fileName(document: { name: string; url: string }): string {
  const fromUrl = documentFileName(document.url);
  return headerText(/\.[a-z0-9]{2,5}$/i.test(fromUrl) ? fromUrl : document.name, 150);
}

export function renderPropertyDocuments(data: MailData<'property-documents'>, t: MailText): RenderedMail {
  const property = t.propertyLabel(data.property);
  const mail = composeMail(
    {
      subject: t.t('documentsSubject', { property }),
      agency: data.agency,
      signed: true,
      blocks: [
        { type: 'paragraph', text: t.greeting(data.recipient) },
        { type: 'paragraph', text: t.t('documentsIntro', { property }) },
        { type: 'heading', text: t.t('documentsHeading') },
        { type: 'links', items: data.documents.map((document) => ({ label: document.name, url: document.url })) },
        ...(data.property.url ? [{ type: 'button' as const, label: t.t('viewProperty'), url: data.property.url }] : []),
      ],
    },
    t,
  );
  return {
    ...mail,
    attachments: data.documents.map((document) => ({
      filename: fileName(document),
      path: document.url,
      ...(document.contentType ? { contentType: document.contentType } : {}),
    })),
  };
}
