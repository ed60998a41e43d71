// A phone number as a Belgian reads it: in the national form, grouped the
// way bpost and the operators print it. Used by every mail (the agency's,
// the visitor's) for the numbers visitors type and the agency's own.

// Zones with a one-digit prefix: Brussels, Antwerp, Liège, Ghent.
const ONE_DIGIT_ZONES = new Set(['2', '3', '4', '9']);
const SEPARATORS = /[\s./()-]/g;

/** The national digits (`0475123456`) of a Belgian number, or null for any other. */
function nationalDigits(raw: string): string | null {
  // `+32 (0)475 …`: the (0) some people write after the country code is not dialled.
  const compact = raw.trim().replace(/^(\+|00)32\s*\(0\)/, '$132').replace(SEPARATORS, '');
  const international = /^(?:\+|00)32(\d{8,9})$/.exec(compact);
  if (international) return `0${international[1]}`;
  return /^0\d{8,9}$/.test(compact) ? compact : null;
}

/**
 * `0475 12 34 56` (mobile), `02 640 12 34` (Brussels), `050 12 34 56`
 * (Bruges): from what a visitor typed, with or without +32 and separators.
 * A number that is not Belgian, or not a number, is returned as typed.
 */
export function formatBelgianPhone(raw: string): string {
  const digits = nationalDigits(raw);
  if (digits === null) return raw.trim();
  if (digits.length === 10) return `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  if (ONE_DIGIT_ZONES.has(digits.charAt(1))) return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
  return `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
}
