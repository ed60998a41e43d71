import { type PriceDisplay } from '@immo/domain';
import { useTranslations } from 'next-intl';

/** What stands in the price's place, as decided by priceDisplay (domain). */
export function PriceText({ display }: { display: PriceDisplay }) {
  const t = useTranslations('PropertyCard');
  switch (display.kind) {
    case 'price':
    case 'marquee':
      return display.text;
    case 'startingFrom':
      return t('startingFrom', { price: display.text });
    case 'onRequest':
      return t('priceOnRequest');
  }
}
