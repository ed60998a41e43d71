// A zone of the demand register: a whole region (Brussels, Flanders,
// Wallonia, Luxembourg) or one commune. The form sends them as strings so the
// same value travels in a checkbox, a JSON body and a database text[].
import { cityRegion, cityRegions, type CityRegion } from '../geo/city-region';

export type DemandZone =
  | { kind: 'region'; region: CityRegion }
  /** A commune as the city list names it: postal code, country and official name. */
  | { kind: 'city'; countryId: number; zip: string; name: string };

const REGION_PREFIX = 'region:';
const CITY_PREFIX = 'city:';

export function formatZone(zone: DemandZone): string {
  return zone.kind === 'region' ? `${REGION_PREFIX}${zone.region}` : `${CITY_PREFIX}${zone.countryId}:${zone.zip}:${zone.name}`;
}

/** `region:wallonia` or `city:10:4000:Liège`; `null` for anything else. */
export function parseZone(value: string): DemandZone | null {
  if (value.startsWith(REGION_PREFIX)) {
    const region = value.slice(REGION_PREFIX.length);
    return (cityRegions as readonly string[]).includes(region) ? { kind: 'region', region: region as CityRegion } : null;
  }
  if (!value.startsWith(CITY_PREFIX)) return null;
  // The name is last and may itself hold a colon.
  const match = /^(\d{1,4}):(\d{4}):(.+)$/.exec(value.slice(CITY_PREFIX.length));
  const [, countryId, zip, rawName] = match ?? [];
  const name = rawName?.trim() ?? '';
  return countryId === undefined || zip === undefined || name === '' ? null : { kind: 'city', countryId: Number(countryId), zip, name };
}

export interface ZonePlace {
  zip: string;
  countryId: number;
  city: string;
}

const sameName = (a: string, b: string): boolean => a.localeCompare(b, 'fr', { sensitivity: 'base' }) === 0;

/** Whether a listing's place lies in a zone: a region by postal code (spec §9), a commune by code, country and name. */
export function isInZone(zone: DemandZone, place: ZonePlace): boolean {
  if (zone.kind === 'region') return cityRegion(place.zip, place.countryId) === zone.region;
  return zone.countryId === place.countryId && zone.zip === place.zip.replace(/^L-/i, '') && sameName(zone.name, place.city);
}
