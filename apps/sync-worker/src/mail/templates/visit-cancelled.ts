// A cancelled visit, by the visitor or the agency: the CANCEL file (same
// UID, a higher sequence) takes it out of the calendar it was added to.
import { type MailData } from '@immo/domain';
import { type MailBlock, composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';
import { visitCalendar, visitWords, visitorRows } from './visit-event';

export function renderVisitCancelled(data: MailData<'visit-cancelled'>, t: MailText): RenderedMail {
  const words = visitWords(data, t);
  const forAgent = data.recipient === 'agent';
  const intro = t.t('visitCancelIntro', {
    recipient: data.recipient,
    property: words.property,
    date: words.date,
    time: words.time,
    name: words.visitorName,
  });
  const blocks: MailBlock[] = [
    ...(forAgent ? [] : [{ type: 'paragraph' as const, text: t.greeting(undefined) }]),
    { type: 'paragraph', text: intro },
    { type: 'paragraph', text: t.t('visitCancelBy', { by: data.cancelledBy }) },
    ...(forAgent ? [{ type: 'facts' as const, rows: visitorRows(data, t, words) }] : []),
    { type: 'note', text: t.t('visitCancelCalendar') },
  ];
  return {
    ...composeMail(
      {
        subject: t.t('visitCancelSubject', { property: words.property, date: words.date, time: words.time }),
        agency: data.agency,
        blocks,
        signed: !forAgent,
      },
      t,
    ),
    icalEvent: visitCalendar(data, t, words, 'CANCEL'),
  };
}
