// A newsletter subscriber's way out, mailed when someone types the address
// on the unsubscribe page: only whoever reads this mailbox can use it. The
// button leads to the page whose own button unsubscribes (mail scanners
// open links); the mail program's one-click unsubscribe works at once.
import { type MailData } from '@immo/domain';
import { composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail, oneClickUnsubscribeHeaders } from './rendered-mail';

export function renderUnsubscribeLink(data: MailData<'unsubscribe-link'>, t: MailText): RenderedMail {
  const mail = composeMail(
    {
      subject: t.t('unsubscribeLinkSubject'),
      agency: data.agency,
      signed: true,
      blocks: [
        { type: 'paragraph', text: t.greeting(undefined) },
        { type: 'paragraph', text: t.t('unsubscribeLinkIntro') },
        { type: 'button', label: t.t('unsubscribeLinkButton'), url: data.unsubscribeUrl },
        { type: 'note', text: t.t('unsubscribeLinkIgnore') },
      ],
    },
    t,
  );
  return { ...mail, headers: oneClickUnsubscribeHeaders(data.unsubscribeUrl) };
}
