// Separators people and the CRM put between digit groups; anything else
// (a leading +, brackets, letters) means a format we do not know how to regroup.
const SEPARATORS = /[\s./-]/g;

/**
 * Regroups a Belgian number for display: 10 digits as 4-2-2-2 (mobile,
 * `0475 12 34 56`), 9 digits as 3-2-2-2 (landline, `023 45 67 89`).
 * Anything else, international numbers included, is returned unchanged.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits)) {
    return raw;
  }
  if (digits.length === 10) {
    return `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  }
  if (digits.length === 9) {
    return `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
  }
  return raw;
}

/** The dialler's link for a phone as typed: its digits, with a leading + kept (and any other + dropped). */
export function phoneHref(raw: string): string {
  return `tel:${raw.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}
