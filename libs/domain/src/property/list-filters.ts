// The For sale / For rent lists take `?city=Name|Zip` or `?type=<WebID>`
// (spec §2), and list items carry their type ids as `WebIDs: "1,4"`. Issue 26:
// `city` may repeat, and a value may be a postal code alone (`?city=1000&city=1050`),
// every town of that code, as the form's checkboxes send it.

export interface CityFilter {
  /** Null: every town of the postal code. */
  name: string | null;
  zip: string;
}

/** The most towns one search may name. */
export const CITY_FILTER_MAX = 50;

export function cityFilterValue(city: CityFilter): string {
  return city.name === null ? city.zip : `${city.name}|${city.zip}`;
}

const POSTAL_CODE = /^\d{4}$/;

/** `Liège|4000` → `{ name: 'Liège', zip: '4000' }`, `4000` → `{ name: null, zip: '4000' }`; null when a part is missing. */
export function parseCityFilter(value: string): CityFilter | null {
  const separator = value.lastIndexOf('|');
  if (separator < 0) {
    const zip = value.trim();
    return POSTAL_CODE.test(zip) ? { name: null, zip } : null;
  }
  const name = value.slice(0, separator).trim();
  const zip = value.slice(separator + 1).trim();
  return name && zip ? { name, zip } : null;
}

/**
 * The towns of a search, each once (a postal code covers any town of that
 * code), by postal code: the order says nothing, so one search is one URL
 * (and one copy in the page cache) whatever order its towns were ticked in.
 */
export function distinctCityFilters(cities: readonly CityFilter[]): CityFilter[] {
  const wholeZips = new Set(cities.filter((city) => city.name === null).map((city) => city.zip));
  const seen = new Set<string>();
  const byZip = [...cities].sort((a, b) => a.zip.localeCompare(b.zip));
  return byZip.filter((city) => {
    if (city.name !== null && wholeZips.has(city.zip)) return false;
    const key = city.name === null ? city.zip : `${city.name.toLocaleLowerCase()}|${city.zip}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The type ids of a list item; ignores blanks and junk rather than failing the whole list. */
export function parseWebIds(webIds: string | null): number[] {
  if (!webIds) return [];
  return webIds
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}
