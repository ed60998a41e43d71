import { formatPrice, type ProjectSummaryDto } from '@immo/domain';

export type ProjectPrice =
  { kind: 'range'; from: string; to: string } | { kind: 'from'; from: string } | { kind: 'none' };

/**
 * A project's price range as the card and the detail page show it: both ends,
 * 'from' alone when the CRM gave only the lower bound (or both are equal),
 * nothing otherwise (a range's upper end alone would read as a price).
 */
export function projectPrice({ priceFrom, priceTo }: Pick<ProjectSummaryDto, 'priceFrom' | 'priceTo'>): ProjectPrice {
  const valid = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;
  if (!valid(priceFrom)) return { kind: 'none' };
  if (!valid(priceTo) || priceTo <= priceFrom) return { kind: 'from', from: formatPrice(priceFrom) };
  return { kind: 'range', from: formatPrice(priceFrom), to: formatPrice(priceTo) };
}
