import { type EnergyRegion } from '../energy/energy-label';

/**
 * The Belgian region of a postal code (spec §9), which decides the EPC scale.
 * Anything that is not exactly four digits in range is `null` rather than a
 * guess, because a wrong region would show a wrong energy label.
 */
export function postalRegion(zip: string | number): EnergyRegion | null {
  const text = typeof zip === 'number' ? String(zip) : zip.trim();
  if (!/^\d{4}$/.test(text)) {
    return null;
  }
  const code = Number(text);
  if (code >= 1000 && code <= 1299) return 'brussels';
  if ((code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999)) return 'wallonia';
  if ((code >= 1500 && code <= 3999) || (code >= 8000 && code <= 9999)) return 'flanders';
  return null;
}
