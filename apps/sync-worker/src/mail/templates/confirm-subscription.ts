// Double opt-in for a demand or the newsletter. The link opens a page whose
// button confirms (a POST), because mail scanners open every link. It greets
// plainly: whoever typed the address chose the name.
import { type MailData } from '@immo/domain';
import { composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail, oneClickUnsubscribeHeaders } from './rendered-mail';

export function renderConfirmSubscription(data: MailData<'confirm-subscription'>, t: MailText): RenderedMail {
  const mail = composeMail(
    {
      subject: t.t('confirmSubject', { subject: data.subject }),
      agency: data.agency,
      signed: true,
      blocks: [
        { type: 'paragraph', text: t.greeting(undefined) },
        { type: 'paragraph', text: t.t('confirmIntro', { subject: data.subject }) },
        { type: 'button', label: t.t('confirmButton'), url: data.confirmUrl },
        { type: 'note', text: t.t('confirmExpiry', { days: data.validDays }) },
      ],
    },
    t,
  );
  // Whoever did not sign up can refuse at once from the mail program.
  return data.unsubscribeUrl === undefined
    ? mail
    : { ...mail, headers: oneClickUnsubscribeHeaders(data.unsubscribeUrl) };
}
