// The timestamped copy of an offer to buy. In Belgium an offer the seller
// accepts is a sale, so the copy states what binds the bidder: the amount
// in digits and words, until when it stands, the financing condition and
// the 10 % advance. The bidder gets it in their language; the agency may
// get the same copy in its own (same data, another row).
import { type MailData, OFFER_ADVANCE_RATE, offerAdvance } from '@immo/domain';
import { type MailBlock, composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';

type Offer = MailData<'offer-copy'>['offer'];
type Person = Offer['personA'];

function personRows(person: Person, t: MailText): [string, string][] {
  const label = (key: string): string => t.fieldLabel(key) ?? key;
  const name = [person.title ? t.t('titleOption', { title: person.title }) : '', person.firstName, person.lastName]
    .filter((part) => part.trim() !== '')
    .join(' ');
  return [
    [label('name'), name],
    [label('street'), `${person.street} ${person.houseNumber}`],
    ...(person.boxNr ? [[label('boxNr'), person.boxNr] as [string, string]] : []),
    [label('zip'), person.zip],
    [label('city'), person.city],
    [label('email'), person.email],
    [label('phone'), person.phone],
  ];
}

export function renderOfferCopy(data: MailData<'offer-copy'>, t: MailText): RenderedMail {
  const { offer } = data;
  const property = t.propertyLabel(data.property);
  const received = `${t.date(data.receivedAt)} ${t.time(data.receivedAt)}`;
  const validUntil = t.calendarDate(offer.validityDate);
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: t.greeting(offer.personA) },
    { type: 'paragraph', text: t.t('offerIntro', { date: t.date(data.receivedAt), time: t.time(data.receivedAt) }) },
    { type: 'heading', text: t.t('offerHeading') },
    {
      type: 'facts',
      rows: [
        [t.t('leadPropertyHeading'), property],
        [t.t('offerReceived'), received],
        [t.fieldLabel('amount') ?? '', t.price(offer.amount)],
        [t.fieldLabel('amountInWords') ?? '', offer.amountInWords],
        [
          t.t('offerPeriod'),
          t.t('offerPeriodValue', { start: t.calendarDate(offer.startDate), end: t.calendarDate(offer.endDate) }),
        ],
        [t.fieldLabel('validityDate') ?? '', validUntil],
        [t.t('offerSigned'), t.t('offerSignedValue', { place: offer.place, date: t.calendarDate(offer.signDate) })],
        ...(offer.conditions ? [[t.fieldLabel('conditions') ?? '', offer.conditions] as [string, string]] : []),
        [t.t('leadReference'), data.leadId],
      ],
    },
    { type: 'heading', text: t.fieldLabel('personA') ?? '' },
    { type: 'facts', rows: personRows(offer.personA, t) },
  ];
  if (offer.personB) {
    blocks.push({ type: 'heading', text: t.fieldLabel('personB') ?? '' }, { type: 'facts', rows: personRows(offer.personB, t) });
  }
  blocks.push(
    {
      type: 'paragraph',
      text: offer.financing
        ? t.t('offerFinancing', { amount: t.price(offer.financing.amount), date: t.calendarDate(offer.financing.bankDeadline) })
        : t.t('offerNoFinancing'),
    },
    {
      type: 'paragraph',
      text: t.t('offerAdvance', { amount: t.price(offerAdvance(offer.amount)), percent: Math.round(OFFER_ADVANCE_RATE * 100) }),
    },
    { type: 'paragraph', text: t.t('offerBinding', { date: validUntil }) },
  );
  if (data.property.url) blocks.push({ type: 'button', label: t.t('viewProperty'), url: data.property.url });
  return composeMail({ subject: t.t('offerSubject', { property }), agency: data.agency, blocks, signed: true }, t);
}
