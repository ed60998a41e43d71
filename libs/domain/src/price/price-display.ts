import type { PropertyGoal } from '../api/property-queries';
import { MARQUEE_NONE } from '../property/goal-and-marquee';
import { marqueeWord, type MarqueeWord } from '../property/marquee-word';
import { formatPrice } from './format-price';
import { rentPeriod, type RentPeriod } from './rent-period';

/** CRM PriceUnit meaning the price is a lower bound ('starting from'). */
export const PRICE_UNIT_STARTING_FROM = 7;

export interface PriceDisplayInput {
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  marquee: number;
  /** With it, a rent gets its period (see rentPeriod); without it no period is shown. */
  goal?: PropertyGoal;
  priceUnitText?: string | null;
}

export type PriceDisplay =
  | { kind: 'price'; text: string; period?: RentPeriod }
  | { kind: 'startingFrom'; text: string; period?: RentPeriod }
  | { kind: 'onRequest' }
  | { kind: 'marquee'; marquee: MarqueeWord };

/**
 * What takes the price's place on a card or detail page. The web words
 * 'starting from', 'price on request' and the marquee (by its code, never
 * the CRM's name, which is in the agent's language); `text` is only ever the
 * formatted amount, and `period` the rent's period.
 */
export function priceDisplay(p: PriceDisplayInput, marqueeIgnoreList: readonly number[]): PriceDisplay {
  // An ignore-listed marquee withholds the price; one this site cannot word reads as on request.
  if (marqueeIgnoreList.includes(p.marquee) && p.marquee !== MARQUEE_NONE) {
    const marquee = marqueeWord(p.marquee);
    return marquee ? { kind: 'marquee', marquee } : { kind: 'onRequest' };
  }
  if (!p.publishPrice || p.price === null || !Number.isFinite(p.price)) {
    return { kind: 'onRequest' };
  }
  const text = formatPrice(p.price);
  const kind = p.priceUnit === PRICE_UNIT_STARTING_FROM ? 'startingFrom' : 'price';
  const period = p.goal === undefined ? null : rentPeriod(p.goal, p.priceUnitText);
  return period ? { kind, text, period } : { kind, text };
}
