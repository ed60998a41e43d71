import type { PropertyDetailFields } from '../entities/property-detail';
import { priceDisplay, type PriceDisplayInput } from './price-display';

/**
 * Whether visitors may learn the price: not when it is on request nor when a
 * marquee on the ignore list stands in its place (a signed compromis).
 * The rent's period does not matter here, so rows that hold the CRM's goal
 * number may ask too.
 */
export function isPricePublished(
  p: Omit<PriceDisplayInput, 'goal' | 'priceUnitText'>,
  marqueeIgnoreList: readonly number[],
): boolean {
  const { kind } = priceDisplay(p, marqueeIgnoreList);
  return kind === 'price' || kind === 'startingFrom';
}

/**
 * Amounts a visitor can work the price back from: costs that are a share of
 * it (registration rights 12.5 %, VAT, notary, total), a rent's deposit and
 * agency fee (months of rent), and a life annuity's lump sum and monthly rent
 * (which are its price).
 */
export const PRICE_REVEALING_FIELDS = [
  'totalCost',
  'registrationRights',
  'vat',
  'notaryFee',
  'deposit',
  'agencyCost',
  'viagerBouquet',
  'viagerMonthlyAnnuity',
] as const satisfies ReadonlyArray<keyof PropertyDetailFields>;

/** The detail fields that may be published: without those above when the price is not. */
export function publishedDetailFields(fields: PropertyDetailFields, pricePublished: boolean): PropertyDetailFields {
  if (pricePublished) return fields;
  const hidden = Object.fromEntries(PRICE_REVEALING_FIELDS.map((key) => [key, null]));
  return { ...fields, ...hidden };
}
