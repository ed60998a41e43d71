// Sent once when failed logins lock an owner's account for a while: the
// owner learns of the attempts and gets a fresh link to choose a password.
import { type MailData } from '@immo/domain';
import { composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';

export function renderOwnerLoginLocked(data: MailData<'owner-login-locked'>, t: MailText): RenderedMail {
  return composeMail(
    {
      subject: t.t('ownerLockedSubject'),
      agency: data.agency,
      signed: true,
      blocks: [
        { type: 'paragraph', text: t.greeting(data.recipient) },
        { type: 'paragraph', text: t.t('ownerLockedIntro', { date: t.date(data.until), time: t.time(data.until) }) },
        { type: 'paragraph', text: t.t('ownerLockedReset') },
        { type: 'button', label: t.t('ownerLockedButton'), url: data.resetLink },
      ],
    },
    t,
  );
}
