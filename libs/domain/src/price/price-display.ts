import { formatPrice } from './format-price';
import { rentPeriod, type RentPeriod } from './rent-period';

/** CRM PriceUnit meaning the price is a lower bound ('starting from'). */
export const PRICE_UNIT_STARTING_FROM = 7;

export interface PriceDisplayInput {
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  marquee: number;
  marqueeName: string | null;
  /** With it, a rent gets its period (see rentPeriod); without it no period is shown. */
  goal?: number;
  priceUnitText?: string | null;
}

export type PriceDisplay =
  | { kind: 'price'; text: string; period?: RentPeriod }
  | { kind: 'startingFrom'; text: string; period?: RentPeriod }
  | { kind: 'onRequest' }
  | { kind: 'marquee'; text: string };

/**
 * What takes the price's place on a card or detail page. The web translates
 * 'starting from' and 'price on request'; `text` is only ever the formatted
 * amount or the CRM's marquee name, and `period` the rent's period.
 */
export function priceDisplay(p: PriceDisplayInput, marqueeIgnoreList: readonly number[]): PriceDisplay {
  const marqueeName = p.marqueeName?.trim();
  // Without a name there is nothing to show instead, so the price rules apply.
  if (marqueeName && marqueeIgnoreList.includes(p.marquee)) {
    return { kind: 'marquee', text: marqueeName };
  }
  if (!p.publishPrice || p.price === null || !Number.isFinite(p.price)) {
    return { kind: 'onRequest' };
  }
  const text = formatPrice(p.price);
  const kind = p.priceUnit === PRICE_UNIT_STARTING_FROM ? 'startingFrom' : 'price';
  const period = p.goal === undefined ? null : rentPeriod(p.goal, p.priceUnitText);
  return period ? { kind, text, period } : { kind, text };
}
