import type { MarqueeWord } from '../property/marquee-word';
import type { PriceDisplay } from './price-display';
import type { RentPeriod } from './rent-period';

/**
 * The words around a price, already translated, with `{price}` where the
 * amount goes. The server fills them from its dictionary; the card's
 * PriceText and the client leaves without a dictionary (search box, map
 * frame) then word a price the same way.
 */
export interface PriceLabelTexts {
  priceOnRequest: string;
  startingFrom: string;
  /** A rent: the amount and its period ('{price} / month'). */
  amountPer: Record<RentPeriod, string>;
  startingFromPer: Record<RentPeriod, string>;
  /** An ignore-listed marquee in the price's place ('Sale agreed'). */
  marquee: Record<MarqueeWord, string>;
}

/** What stands in the price's place, as decided by priceDisplay, with a rent's period. */
export function priceLabel(display: PriceDisplay, texts: PriceLabelTexts): string {
  switch (display.kind) {
    case 'marquee':
      return texts.marquee[display.marquee];
    case 'onRequest':
      return texts.priceOnRequest;
    case 'price':
      return display.period ? fill(texts.amountPer[display.period], display.text) : display.text;
    case 'startingFrom':
      return fill(display.period ? texts.startingFromPer[display.period] : texts.startingFrom, display.text);
  }
}

function fill(template: string, price: string): string {
  return template.replace('{price}', price);
}
