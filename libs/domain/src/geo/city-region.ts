import { type EnergyRegion } from '../energy/energy-label';
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from './countries';
import { postalRegion } from './postal-region';

/** Where a city lies: one of the three Belgian regions, or Luxembourg (spec §9). */
export type CityRegion = EnergyRegion | 'luxembourg';

export const cityRegions: readonly CityRegion[] = ['brussels', 'flanders', 'wallonia', 'luxembourg'];

/**
 * The region of a city from its country and postal code: every Luxembourg
 * city is 'luxembourg', a Belgian one follows its postal code. `null` for any
 * other country or a Belgian code out of range, so a city is never filed
 * under a region by guess (the demand register's region picker relies on it).
 */
export function cityRegion(zip: string, countryId: number): CityRegion | null {
  if (countryId === COUNTRY_LUXEMBOURG) return 'luxembourg';
  if (countryId === COUNTRY_BELGIUM) return postalRegion(zip);
  return null;
}
