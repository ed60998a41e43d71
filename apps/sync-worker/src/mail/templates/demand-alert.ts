// Listings matching a confirmed demand: at most DEMAND_ALERT_MAX_ITEMS, then
// a link to them all, the visitor's page of their alerts and the one-click
// unsubscribe of RFC 8058.
import { DEMAND_ALERT_MAX_ITEMS, type MailData } from '@immo/domain';
import { type MailBlock, composeMail } from './mail-layout';
import { type MailText } from './mail-text';
import { type RenderedMail, oneClickUnsubscribeHeaders } from './rendered-mail';

type Listing = MailData<'demand-alert'>['listings'][number];

const CHANGE_KEYS = { new: 'new', 'price-drop': 'priceDrop', status: 'status' } as const;

function priceText(listing: Listing, price: number | null | undefined, t: MailText): string {
  if (price === null || price === undefined) return t.t('priceOnRequest');
  return listing.goal === 'rent' ? t.t('pricePerMonth', { price: t.price(price) }) : t.price(price);
}

function listingNote(listing: Listing, t: MailText): string {
  const parts = [
    t.t('alertChange', { change: CHANGE_KEYS[listing.change] }),
    priceText(listing, listing.price, t),
    ...(listing.change === 'price-drop' && listing.previousPrice !== undefined
      ? [t.t('alertWas', { price: priceText(listing, listing.previousPrice, t) })]
      : []),
    ...(listing.marquee ? [t.marquee(listing.marquee)] : []),
  ];
  return parts.filter((part) => part.trim() !== '').join(' · ');
}

export function renderDemandAlert(data: MailData<'demand-alert'>, t: MailText): RenderedMail {
  const shown = data.listings.slice(0, DEMAND_ALERT_MAX_ITEMS);
  const more = data.listings.length - shown.length;
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: t.greeting(data.recipient) },
    { type: 'paragraph', text: t.t('alertIntro', { frequency: data.frequency }) },
    {
      type: 'links',
      items: shown.map((listing) => ({
        label: t.propertyLabel({ title: listing.title, city: listing.city, reference: listing.reference }),
        url: listing.url,
        note: listingNote(listing, t),
      })),
    },
    ...(more > 0 ? [{ type: 'paragraph' as const, text: t.t('alertMore', { count: more }) }] : []),
    { type: 'button', label: t.t('alertSeeAll'), url: data.allUrl },
    { type: 'note', text: t.t('alertWhy') },
    {
      type: 'links',
      items: [
        ...(data.manageUrl ? [{ label: t.t('alertManage'), url: data.manageUrl }] : []),
        { label: t.t('alertUnsubscribe'), url: data.unsubscribeUrl },
      ],
    },
  ];
  const mail = composeMail(
    { subject: t.t('alertSubject', { count: data.listings.length }), agency: data.agency, blocks, signed: true },
    t,
  );
  return { ...mail, headers: oneClickUnsubscribeHeaders(data.unsubscribeUrl) };
}
