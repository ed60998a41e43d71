// A booked visit, confirmed at once: the visitor's mail (with the link to
// cancel or move it) and the agent's (with the visitor's contact details),
// each with its calendar file. The visitor's greets plainly: their address
// was typed, not verified, so it carries nothing they typed.
import { type MailData } from '@immo/domain';
import { type MailBlock, composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';
import { visitCalendar, visitWords, visitorRows } from './visit-event';

export function renderVisitBooked(data: MailData<'visit-booked'>, t: MailText): RenderedMail {
  const words = visitWords(data, t);
  const forAgent = data.recipient === 'agent';
  const whenWhere: [string, string][] = [
    [t.t('visitWhen'), words.when],
    ...(words.where ? [[t.t('visitWhere'), words.where] as [string, string]] : []),
  ];
  const blocks: MailBlock[] = forAgent
    ? [
        { type: 'paragraph', text: t.t('visitAgentIntro', { name: words.visitorName, property: words.property }) },
        ...(data.visitorLocale
          ? [
              {
                type: 'paragraph' as const,
                text: t.t('leadVisitorLanguage', { language: t.t('language', { locale: data.visitorLocale }) }),
              },
            ]
          : []),
        ...(data.consoleUrl ? [{ type: 'button' as const, label: t.t('leadOpenConsole'), url: data.consoleUrl }] : []),
        { type: 'facts', rows: [...whenWhere, ...visitorRows(data, t, words)] },
        { type: 'button', label: t.t('viewProperty'), url: data.property.url },
      ]
    : [
        { type: 'paragraph', text: t.greeting(undefined) },
        { type: 'paragraph', text: t.t('visitIntro', { property: words.property }) },
        { type: 'facts', rows: whenWhere },
        { type: 'button', label: t.t('viewProperty'), url: data.property.url },
        ...(data.manageUrl ? [{ type: 'button' as const, label: t.t('visitManage'), url: data.manageUrl }] : []),
        ...(data.manageUntil
          ? [
              {
                type: 'note' as const,
                text: t.t('visitManageUntil', { date: t.date(data.manageUntil), time: t.time(data.manageUntil) }),
              },
            ]
          : []),
        { type: 'note', text: t.t('visitCalendar') },
      ];
  const subject = forAgent
    ? t.t('visitAgentSubject', {
        property: words.property,
        date: words.date,
        time: words.time,
        name: words.visitorName,
      })
    : t.t('visitSubject', { property: words.property, date: words.date, time: words.time });
  return {
    ...composeMail({ subject, agency: data.agency, blocks, signed: !forAgent }, t),
    icalEvent: visitCalendar(data, t, words, forAgent ? 'REQUEST' : 'PUBLISH'),
  };
}
