// Separators people and the CRM put between digit groups; anything else
// (a leading +, brackets, letters) means a format we do not know how to regroup.
const SEPARATORS = /[\s./-]/g;

// Belgium's one-digit zones (Brussels, Antwerp, Liège, Ghent): `02 345 67 89`;
// every other landline has a two-digit zone: `010 23 45 67`.
const ONE_DIGIT_ZONES = /^[2349]/;

/** A Belgian national number without its leading 0 (8 or 9 digits), in groups. */
function belgianGroups(national: string): string | null {
  if (national.length === 9 && national.startsWith('4')) {
    return `${national.slice(0, 3)} ${national.slice(3, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
  }
  if (national.length !== 8) return null;
  const zone = ONE_DIGIT_ZONES.test(national) ? 1 : 2;
  const rest = national.slice(zone);
  return `${national.slice(0, zone)} ${rest.slice(0, rest.length - 4)} ${rest.slice(-4, -2)} ${rest.slice(-2)}`;
}

/**
 * A phone number the Belgian way (issue 24, every mail and page): a mobile
 * `0475 12 34 56`, a landline `02 345 67 89` or `010 23 45 67`, and the same
 * numbers written internationally `+32 475 12 34 56`, `+32 2 345 67 89`
 * (from `0032…` or `+32 (0)…` too). Another country's number, or anything
 * we cannot read, is returned as typed.
 */
export function formatPhone(raw: string): string {
  const trimmed = raw.trim();
  const international = /^(?:\+|00)32/.test(trimmed.replace(SEPARATORS, ''));
  const digits = trimmed
    .replace(/\(0\)/, '')
    .replace(/[()]/g, '')
    .replace(SEPARATORS, '')
    .replace(/^(?:\+|00)32/, '');
  if (!/^\d+$/.test(digits)) return raw;
  if (international) {
    const groups = belgianGroups(digits.replace(/^0/, ''));
    return groups === null ? raw : `+32 ${groups}`;
  }
  if (!digits.startsWith('0')) return raw;
  const groups = belgianGroups(digits.slice(1));
  return groups === null ? raw : `0${groups}`;
}

/** The dialler's link for a phone as typed: its digits, with a leading + kept (and any other + dropped). */
export function phoneHref(raw: string): string {
  return `tel:${raw.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}
