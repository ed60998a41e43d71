// A zone of the demand register: a whole region (Brussels, Flanders,
// Wallonia, Luxembourg) or one commune. The form sends them as strings so the
// same value travels in a checkbox, a JSON body and a database text[].
import { cityRegion, cityRegions, type CityRegion } from '../geo/city-region';

export type DemandZone =
  | { kind: 'region'; region: CityRegion }
  /**
   * A postal area: the commune(s) of one postal code in one country. By code,
   * not name: the city list names a commune in the visitor's language
   * (Bruxelles, Brussel) while listings carry the CRM's name.
   */
  | { kind: 'city'; countryId: number; zip: string };

const REGION_PREFIX = 'region:';
const CITY_PREFIX = 'city:';

export function formatZone(zone: DemandZone): string {
  return zone.kind === 'region' ? `${REGION_PREFIX}${zone.region}` : `${CITY_PREFIX}${zone.countryId}:${zone.zip}`;
}

/** `region:wallonia` or `city:10:4000`; `null` for anything else. */
export function parseZone(value: string): DemandZone | null {
  if (value.startsWith(REGION_PREFIX)) {
    const region = value.slice(REGION_PREFIX.length);
    return (cityRegions as readonly string[]).includes(region)
      ? { kind: 'region', region: region as CityRegion }
      : null;
  }
  if (!value.startsWith(CITY_PREFIX)) return null;
  const [, countryId, zip] = /^(\d{1,4}):(\d{4})$/.exec(value.slice(CITY_PREFIX.length)) ?? [];
  return countryId === undefined || zip === undefined ? null : { kind: 'city', countryId: Number(countryId), zip };
}

export interface ZonePlace {
  zip: string;
  countryId: number;
  city: string;
}

/** Whether a listing's place lies in a zone: a region by postal code (spec §9), a postal area by code and country. */
export function isInZone(zone: DemandZone, place: ZonePlace): boolean {
  if (zone.kind === 'region') return cityRegion(place.zip, place.countryId) === zone.region;
  return zone.countryId === place.countryId && zone.zip === place.zip.replace(/^L-/i, '');
}
