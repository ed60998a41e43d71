// A property's link to a friend, in the sender's language. The friend sees
// the sender's name, never their address (it cannot be used to send mail
// as someone else), and the sender's words without any link in them.
import { type MailData } from '@immo/domain';
import { headerText } from '@immo/platform';
import { type MailBlock, composeMail } from './mail-layout';
import { type MailText, bodyText } from './mail-text';
import { type RenderedMail } from './rendered-mail';
import { withoutLinks } from './without-links';

export function renderSendToFriend(data: MailData<'send-to-friend'>, t: MailText): RenderedMail {
  const removed = t.t('linkRemoved');
  // The name goes into the subject: one header-safe line, without links either.
  const name = headerText(withoutLinks(data.senderName, removed), 80);
  const friendName = data.friendName === undefined ? '' : bodyText(withoutLinks(data.friendName, removed));
  const message = data.message === undefined ? '' : bodyText(withoutLinks(data.message, removed));
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: t.greeting(friendName === '' ? undefined : { firstName: friendName }) },
    { type: 'paragraph', text: t.t('friendIntro', { name }) },
    { type: 'links', items: [{ label: t.propertyLabel(data.property), url: data.property.url }] },
    { type: 'button', label: t.t('viewProperty'), url: data.property.url },
  ];
  if (message !== '') {
    blocks.push({ type: 'paragraph', text: t.t('friendMessage', { name }) }, { type: 'quote', text: message });
  }
  blocks.push({ type: 'note', text: t.t('friendNotice', { name }) });
  return composeMail({ subject: t.t('friendSubject', { name }), agency: data.agency, blocks, signed: true }, t);
}
