// The property a request is about, as the agency's work order shows it:
// its photo, reference, title, price (or "price on request": the producer
// sends only a price visitors may see) and address on one line, with its
// public page one click away.
import { type TMailProperty, goalOfCrm } from '@immo/domain';
import { type MailBlock } from './mail-layout';
import { type MailText } from './mail-text';

function priceText(property: TMailProperty, t: MailText): string | null {
  if (property.price === undefined) return null;
  if (property.price === null) return t.t('priceOnRequest');
  const goal = typeof property.goal === 'number' ? goalOfCrm(property.goal) : property.goal;
  return goal === 'rent' ? t.t('pricePerMonth', { price: t.price(property.price) }) : t.price(property.price);
}

export function propertyBlocks(property: TMailProperty, t: MailText): MailBlock[] {
  const reference = property.reference?.trim() ?? '';
  const title = t.propertyTitle(property).trim();
  const price = priceText(property, t);
  const address = property.address?.trim() || [property.zip?.trim(), property.city?.trim()].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    ...(reference ? [[t.t('leadFactReference'), reference] as [string, string]] : []),
    ...(title ? [[t.t('leadFactTitle'), title] as [string, string]] : []),
    ...(price ? [[t.t('leadFactPrice'), price] as [string, string]] : []),
    ...(address ? [[t.t('leadFactAddress'), address] as [string, string]] : []),
  ];
  return [
    { type: 'heading', text: t.t('leadPropertyHeading') },
    // The photo beside the facts, small: it tells the agent which property at a glance, the request stays on the first screen.
    ...(rows.length > 0 || property.photoUrl
      ? [
          {
            type: 'facts' as const,
            rows,
            ...(property.photoUrl ? { image: { url: property.photoUrl, alt: title || t.t('leadPhotoAlt') } } : {}),
          },
        ]
      : []),
    ...(property.url ? [{ type: 'button' as const, label: t.t('leadOpenProperty'), url: property.url }] : []),
  ];
}
