/**
 * Fills the home search block's `{FOR_SALE_TOTAL}` and `{FOR_RENT_TOTAL}`
 * placeholders (spec §2) with the property counts.
 */
export function fillPropertyCounts(text: string, counts: { sale: number; rent: number }): string {
  return text.replaceAll('{FOR_SALE_TOTAL}', String(counts.sale)).replaceAll('{FOR_RENT_TOTAL}', String(counts.rent));
}
