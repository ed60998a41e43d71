// The owner portal's single-use link to choose a password (first visit or
// forgotten); whoever did not ask is told nothing changes.
import { type MailData } from '@immo/domain';
import { composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';

export function renderOwnerPasswordReset(data: MailData<'owner-password-reset'>, t: MailText): RenderedMail {
  return composeMail(
    {
      subject: t.t('ownerResetSubject'),
      agency: data.agency,
      signed: true,
      blocks: [
        { type: 'paragraph', text: t.greeting(data.recipient) },
        { type: 'paragraph', text: t.t('ownerResetIntro', { minutes: data.expiresInMinutes }) },
        { type: 'button', label: t.t('ownerResetButton'), url: data.link },
        { type: 'note', text: t.t('ownerResetIgnore') },
      ],
    },
    t,
  );
}
