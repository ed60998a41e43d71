// The timestamped copy of an offer to buy. In Belgium an offer the seller
// accepts is a sale, so the copy states what binds the bidder: the amount
// in digits and words, until when it stands, the financing condition and
// the 10 % advance. The bidder gets it in their language. It goes to the
// address typed as buyer 1's, which nobody verified, so it repeats nothing
// typed as text: the amount in words is the site's own spelling of the
// digits, and the names, addresses, place and conditions stay in the
// agency's copy (lead-to-agency), as the mail says.
import {
  AMOUNT_IN_WORDS_MAX,
  amountInWords,
  leadReference,
  type MailData,
  OFFER_ADVANCE_RATE,
  offerAdvance,
} from '@immo/domain';
import { type MailBlock, composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail } from './rendered-mail';

export function renderOfferCopy(data: MailData<'offer-copy'>, t: MailText): RenderedMail {
  const { offer } = data;
  const property = t.propertyLabel(data.property);
  const received = `${t.date(data.receivedAt)} ${t.time(data.receivedAt)}`;
  const validUntil = t.calendarDate(offer.validityDate);
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: t.greeting(undefined) },
    { type: 'paragraph', text: t.t('offerIntro', { date: t.date(data.receivedAt), time: t.time(data.receivedAt) }) },
    { type: 'heading', text: t.t('offerHeading') },
    {
      type: 'facts',
      rows: [
        [t.t('leadPropertyHeading'), property],
        [t.t('offerReceived'), received],
        [t.fieldLabel('amount') ?? '', t.price(offer.amount)],
        ...(offer.amount <= AMOUNT_IN_WORDS_MAX
          ? [[t.fieldLabel('amountInWords') ?? '', amountInWords(offer.amount, t.locale)] as [string, string]]
          : []),
        [
          t.t('offerPeriod'),
          t.t('offerPeriodValue', { start: t.calendarDate(offer.startDate), end: t.calendarDate(offer.endDate) }),
        ],
        [t.fieldLabel('validityDate') ?? '', validUntil],
        [t.fieldLabel('signDate') ?? '', t.calendarDate(offer.signDate)],
        // The reference the agency's copy and the console show: the one the bidder quotes.
        [t.t('leadReference'), leadReference(data.leadId)],
      ],
    },
    {
      type: 'paragraph',
      text: offer.financing
        ? t.t('offerFinancing', {
            amount: t.price(offer.financing.amount),
            date: t.calendarDate(offer.financing.bankDeadline),
          })
        : t.t('offerNoFinancing'),
    },
    {
      type: 'paragraph',
      text: t.t('offerAdvance', {
        amount: t.price(offerAdvance(offer.amount)),
        percent: Math.round(OFFER_ADVANCE_RATE * 100),
      }),
    },
    { type: 'paragraph', text: t.t('offerBinding', { date: validUntil }) },
    { type: 'note', text: t.t('offerPrivacy') },
  ];
  if (data.property.url) blocks.push({ type: 'button', label: t.t('viewProperty'), url: data.property.url });
  return composeMail({ subject: t.t('offerSubject', { property }), agency: data.agency, blocks, signed: true }, t);
}
