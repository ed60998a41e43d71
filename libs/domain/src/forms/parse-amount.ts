/**
 * Reads an amount the way a Belgian visitor types it: `250.000`, `250 000`,
 * `€ 1.250,50`. A lone dot followed by other than three digits is a decimal
 * point (`1.5`). Returns NaN for text that is not an amount, so the schema can
 * say 'number' instead of silently storing a wrong price.
 */
export function parseAmount(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (!compact) return Number.NaN;
  let normalised: string;
  if (compact.includes(',')) {
    normalised = compact.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(compact)) {
    normalised = compact.replace(/\./g, '');
  } else {
    normalised = compact;
  }
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}
