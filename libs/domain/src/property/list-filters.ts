// The For sale / For rent lists take `?city=Name|Zip` or `?type=<WebID>`
// (spec §2), and list items carry their type ids as `WebIDs: "1,4"`.

export interface CityFilter {
  name: string;
  zip: string;
}

export function cityFilterValue(city: CityFilter): string {
  return `${city.name}|${city.zip}`;
}

/** `Liège|4000` → `{ name: 'Liège', zip: '4000' }`; null when either part is missing. */
export function parseCityFilter(value: string): CityFilter | null {
  const separator = value.lastIndexOf('|');
  if (separator < 0) return null;
  const name = value.slice(0, separator).trim();
  const zip = value.slice(separator + 1).trim();
  return name && zip ? { name, zip } : null;
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
