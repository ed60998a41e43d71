// The demand register's list of zones: per region (Brussels, Flanders,
// Wallonia, Luxembourg) the whole region and its postal areas, built from the
// city list the BFF gives in the visitor's language.
import { type CityEntry, cityRegion, cityRegions, type CityRegion, formatZone } from '@immo/domain';

export interface ZoneOption {
  value: string;
  label: string;
}

export interface ZoneGroup {
  region: CityRegion;
  /** `region:…`, the whole region. */
  regionValue: string;
  /** Its postal areas, by postcode; one postcode holding several communes names them all. */
  places: ZoneOption[];
}

export function zoneGroups(cities: readonly CityEntry[]): ZoneGroup[] {
  const byZone = new Map<string, { region: CityRegion; zip: string; names: Set<string> }>();
  for (const city of cities) {
    const region = cityRegion(city.Zip, city.CountryID);
    if (region === null) continue;
    const zip = city.Zip.replace(/^L-/i, '');
    if (!/^\d{4}$/.test(zip)) continue;
    const value = formatZone({ kind: 'city', countryId: city.CountryID, zip });
    const entry = byZone.get(value) ?? { region, zip, names: new Set<string>() };
    entry.names.add(city.Name);
    byZone.set(value, entry);
  }
  return cityRegions.map((region) => ({
    region,
    regionValue: formatZone({ kind: 'region', region }),
    places: [...byZone.entries()]
      .filter(([, entry]) => entry.region === region)
      .sort(([, a], [, b]) => a.zip.localeCompare(b.zip))
      .map(([value, entry]) => ({
        value,
        label: `${region === 'luxembourg' ? 'L-' : ''}${entry.zip} ${[...entry.names].sort((a, b) => a.localeCompare(b)).join(', ')}`,
      })),
  }));
}
