import { type PriceDisplay } from '@immo/domain';
import { useTranslations } from 'next-intl';

/** What stands in the price's place, as decided by priceDisplay (domain), with a rent's period. */
export function PriceText({ display }: { display: PriceDisplay }) {
  const t = useTranslations('PropertyCard');
  const tPrice = useTranslations('PriceText');
  switch (display.kind) {
    case 'price':
      return display.period ? tPrice('amount', { price: display.text, period: display.period }) : display.text;
    case 'marquee':
      return display.text;
    case 'startingFrom':
      return display.period
        ? tPrice('startingFrom', { price: display.text, period: display.period })
        : t('startingFrom', { price: display.text });
    case 'onRequest':
      return t('priceOnRequest');
  }
}
