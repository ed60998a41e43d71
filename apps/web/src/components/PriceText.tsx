import { type PriceDisplay, priceLabel } from '@immo/domain';
import { usePriceLabelTexts } from './price-label-texts';

/** What stands in the price's place, as decided by priceDisplay (domain), with a rent's period. */
export function PriceText({ display }: { display: PriceDisplay }) {
  return priceLabel(display, usePriceLabelTexts());
}
