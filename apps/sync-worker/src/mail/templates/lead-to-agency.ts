// To the agency (or the property's manager), in the agency's language (a
// site setting): a work order. The console link, the property it is about,
// then the whole request, so the agent can answer from the mail alone
// (Reply-To is the visitor, set by the pipeline).
import { type MailData, leadReference } from '@immo/domain';
import { headerText } from '@immo/platform';
import { leadFieldBlocks } from './lead-fields';
import { type MailBlock, composeMail } from './mail-layout';
import { propertyBlocks } from './property-block';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';

type Data = MailData<'lead-to-agency'>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Who wrote: the form's names, a buyer's names, or at least the address. */
function visitorName(fields: Data['fields']): string {
  const person = fields['personA'];
  const source = typeof person === 'object' && person !== null && !Array.isArray(person) ? person : fields;
  const name = [text(source['firstName']), text(source['lastName'])].filter((part) => part !== '').join(' ');
  return name || text(fields['name']) || text(source['email']) || text(fields['email']);
}

export function renderLeadToAgency(data: Data, t: MailText): RenderedMail {
  const form = t.formName(data.kind);
  const name = headerText(visitorName(data.fields), 80);
  const reference = data.property?.reference?.trim();
  const subject = reference
    ? t.t('leadSubjectProperty', { form, name, reference })
    : t.t('leadSubject', { form, name });

  const blocks: MailBlock[] = [
    {
      type: 'paragraph',
      text: t.t('leadIntro', { form, date: t.date(data.receivedAt), time: t.time(data.receivedAt) }),
    },
    {
      type: 'paragraph',
      text: t.t('leadVisitorLanguage', { language: t.t('language', { locale: data.visitorLocale }) }),
    },
    // A work order: where to act on it first, then what it is about, then what the visitor wrote.
    ...(data.consoleUrl ? [{ type: 'button' as const, label: t.t('leadOpenConsole'), url: data.consoleUrl }] : []),
    ...(data.property ? propertyBlocks(data.property, t) : []),
  ];
  blocks.push(...leadFieldBlocks(data, t));
  if (data.attachments.length > 0) {
    blocks.push({ type: 'paragraph', text: t.t('leadAttachments', { count: data.attachments.length }) });
  }
  const origin: [string, string][] = [
    ...(data.page ? [[t.t('leadPage'), data.page] as [string, string]] : []),
    ...Object.entries(data.utm).map(([key, value]): [string, string] => [`${t.t('leadCampaign')} (${key})`, value]),
    // The request's reference as the console shows it and a person says it on the phone.
    [t.t('leadReference'), leadReference(data.leadId)],
  ];
  blocks.push({ type: 'heading', text: t.t('leadOriginHeading') }, { type: 'facts', rows: origin });

  return {
    ...composeMail({ subject, agency: data.agency, blocks, signed: false }, t),
    ...(data.attachments.length > 0
      ? {
          attachments: data.attachments.map((file) => ({
            filename: headerText(file.filename, 150),
            path: file.path,
            ...(file.contentType ? { contentType: file.contentType } : {}),
          })),
        }
      : {}),
  };
}
