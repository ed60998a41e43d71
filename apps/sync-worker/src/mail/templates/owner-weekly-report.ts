// An owner's week per property: visits (this week, the week before, in
// total) and reach (matching searches, alert mails), the portal's link, and
// where to switch the mail off.
import { formatNumber, type MailData } from '@immo/domain';
import { type MailBlock, composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';

type ReportedProperty = MailData<'owner-weekly-report'>['properties'][number];

function propertyBlocks(property: ReportedProperty, t: MailText): MailBlock[] {
  const count = (value: number) => formatNumber(value, 0);
  return [
    { type: 'heading', text: t.propertyLabel({ title: property.title, reference: property.reference }) },
    {
      type: 'facts',
      rows: [
        [t.t('ownerWeeklyWeek'), count(property.views.week)],
        [t.t('ownerWeeklyPreviousWeek'), count(property.views.previousWeek)],
        [t.t('ownerWeeklyTotal'), count(property.views.total)],
        [t.t('ownerWeeklyDemands'), count(property.matchingDemands)],
        [t.t('ownerWeeklyAlerts'), count(property.alertMails)],
      ],
    },
    ...(property.url === undefined
      ? []
      : [{ type: 'links' as const, items: [{ label: t.t('viewProperty'), url: property.url }] }]),
  ];
}

export function renderOwnerWeeklyReport(data: MailData<'owner-weekly-report'>, t: MailText): RenderedMail {
  const count = data.properties.length;
  return composeMail(
    {
      subject: t.t('ownerWeeklySubject', { count }),
      agency: data.agency,
      signed: true,
      blocks: [
        { type: 'paragraph', text: t.greeting(data.recipient) },
        { type: 'paragraph', text: t.t('ownerWeeklyIntro', { count, date: t.calendarDate(data.weekStart) }) },
        ...data.properties.flatMap((property) => propertyBlocks(property, t)),
        { type: 'button', label: t.t('ownerWeeklyButton'), url: data.portalUrl },
        { type: 'note', text: t.t('ownerWeeklyStop') },
        { type: 'links', items: [{ label: t.t('ownerWeeklyPreferences'), url: data.preferencesUrl }] },
      ],
    },
    t,
  );
}
