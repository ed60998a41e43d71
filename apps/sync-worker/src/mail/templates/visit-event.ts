// What the booked and cancelled mails share: the visit's words and its
// calendar file. The visitor's file is PUBLISH with the agency as organizer
// and no attendee, so the agent's own address never reaches a visitor; the
// agent's is REQUEST, inviting the agent on the agency's behalf.
import { type IcsMethod, type IcsPerson, type MailData, buildIcs, formatPhone } from '@immo/domain';
import { headerText } from '@immo/platform';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';

export type VisitData = MailData<'visit-booked'> | MailData<'visit-cancelled'>;

export interface VisitWords {
  property: string;
  date: string;
  time: string;
  visitorName: string;
  when: string;
  where: string;
}

export function visitWords(data: VisitData, t: MailText): VisitWords {
  // The place to go, as one line in the reader's language (the producer words it: addressLine).
  const where =
    data.property.address?.trim() || [data.property.zip?.trim(), data.property.city?.trim()].filter(Boolean).join(' ');
  return {
    property: t.propertyLabel(data.property),
    date: t.date(data.start),
    time: t.time(data.start),
    visitorName: data.visitor ? headerText(`${data.visitor.firstName} ${data.visitor.lastName}`, 80) : '',
    when: t.t('visitWhenValue', { date: t.date(data.start), start: t.time(data.start), end: t.time(data.end) }),
    where,
  };
}

/** Facts the agent needs to call the visitor (none in the visitor's own mail, whose data has no visitor). */
export function visitorRows(data: VisitData, t: MailText, words: VisitWords): [string, string][] {
  if (!data.visitor) return [];
  return [
    [t.t('visitVisitor'), words.visitorName],
    [t.fieldLabel('email') ?? 'E-mail', data.visitor.email],
    ...(data.visitor.phone
      ? [[t.fieldLabel('phone') ?? 'Phone', formatPhone(data.visitor.phone)] as [string, string]]
      : []),
  ];
}

/** One UID per booking on every file about it, in the agency's domain. */
function visitUid(data: VisitData): string {
  const host = new URL(data.agency?.siteUrl ?? data.property.url).hostname;
  return `visit-${data.bookingId}@${host}`;
}

export function visitCalendar(
  data: VisitData,
  t: MailText,
  words: VisitWords,
  method: IcsMethod,
): NonNullable<RenderedMail['icalEvent']> {
  const forAgent = data.recipient === 'agent';
  const organizer: IcsPerson | undefined = data.agency?.email
    ? { name: data.agency.name, email: data.agency.email }
    : undefined;
  const attendee: IcsPerson | undefined =
    forAgent && data.agent
      ? { ...(data.agent.name ? { name: data.agent.name } : {}), email: data.agent.email }
      : undefined;
  const description = [
    words.property,
    data.property.url,
    ...(forAgent ? visitorRows(data, t, words).map(([label, value]) => `${label}: ${value}`) : []),
  ].join('\n');
  const content = buildIcs({
    method,
    uid: visitUid(data),
    start: new Date(data.start),
    end: new Date(data.end),
    summary: forAgent
      ? t.t('visitAgentSummary', { property: words.property, name: words.visitorName })
      : t.t('visitSummary', { property: words.property }),
    description,
    ...(words.where ? { location: words.where } : {}),
    ...(data.property.geo ? { geo: data.property.geo } : {}),
    url: data.property.url,
    ...(organizer ? { organizer } : {}),
    ...(attendee ? { attendee } : {}),
    sequence: data.sequence,
  });
  return { method, content, filename: method === 'CANCEL' ? 'visit-cancelled.ics' : 'visit.ics' };
}
