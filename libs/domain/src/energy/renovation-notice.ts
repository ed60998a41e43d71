import { COUNTRY_BELGIUM } from '../geo/countries';
import type { PropertyGoal } from '../api/property-queries';
import { normalizeSearchText } from '../text/normalize-search-text';

// Homes bought from 2023 with an E or F label must be renovated within this
// many years. The German text says 6; decisions.md keeps the Flemish 5 everywhere.
export const RENOVATION_DEADLINE_YEARS = 5;

const RENOVATION_LABELS: ReadonlySet<string> = new Set(['e', 'e_plus', 'e_sub', 'f', 'f_plus', 'f_sub']);

// The CRM's main type names (French) of homes. Offices, shops, land and
// garages are not homes: their obligations differ and the notice would mislead.
const HOME_TYPES: ReadonlySet<string> = new Set([
  'maison',
  'appartement',
  'appartement loft',
  'villa',
  'studio',
  'loft',
  'duplex',
  'triplex',
  'penthouse',
  'prestige',
  'fermette',
  'bungalow',
  'chalet',
  'maison de maitre',
  'rez de chaussee',
]);

const comparableType = (name: string): string => normalizeSearchText(name).replace(/[\s\p{Pd}]+/gu, ' ');

/** Whether a CRM main type (French) is a home someone lives in, not an office, shop, land or garage. */
export function isHomeType(mainTypeName: string): boolean {
  return HOME_TYPES.has(comparableType(mainTypeName));
}

export interface RenovationNoticeFacts {
  /** The energy label key (`e`, `f_plus`, …) as `propertyEnergyLabel` gives it. */
  label: string;
  goal: PropertyGoal;
  countryId: number;
  mainTypeName: string;
}

/**
 * Whether the renovation-obligation notice belongs under this property's
 * energy label: it concerns homes bought in Belgium with an E or F label, so
 * not rentals, not Luxembourg, not offices, shops, land or garages.
 */
export function renovationNoticeApplies({ label, goal, countryId, mainTypeName }: RenovationNoticeFacts): boolean {
  return (
    RENOVATION_LABELS.has(label.trim().toLowerCase()) &&
    goal === 'sale' &&
    countryId === COUNTRY_BELGIUM &&
    isHomeType(mainTypeName)
  );
}
