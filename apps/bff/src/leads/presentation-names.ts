// The names a form's presentation needs from the catalogue (the CRM's type
// list and city list), per language, for the codes a lead carries: the
// demand register's type ids and picked communes. Stored with the agency's
// mail (its `names`) and given to the console's lead page and CSV.
import { type LocalizedText, locales, parseZone } from '@immo/domain';
import { communesOfPostalAreas, propertyTypeNames, type SqlQueryable } from '@immo/db';

export interface PresentationNames {
  propertyTypes: Record<string, LocalizedText>;
  places: Record<string, LocalizedText>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The communes of each postal area, named per language ('9000 Gent', 'L-1009 Luxembourg'), several joined by commas. */
function placeNames(
  zone: string,
  zip: string,
  luxembourg: boolean,
  rows: readonly { name: string; names: LocalizedText }[],
): [string, LocalizedText] {
  const named: LocalizedText = {};
  for (const locale of locales) {
    const communes = [...new Set(rows.map((row) => row.names[locale]?.trim() || row.name))].sort((a, b) =>
      a.localeCompare(b),
    );
    named[locale] = `${luxembourg ? 'L-' : ''}${zip} ${communes.join(', ')}`;
  }
  return [zone, named];
}

/** The names for the codes in these leads' fields (any number of leads: one query per list). */
export async function presentationNames(
  db: SqlQueryable,
  fieldsOfLeads: readonly Record<string, unknown>[],
): Promise<PresentationNames> {
  const typeIds = [
    ...new Set(
      fieldsOfLeads
        .flatMap((fields) => (Array.isArray(fields['propertyTypes']) ? fields['propertyTypes'] : []))
        .map(Number)
        .filter(Number.isInteger),
    ),
  ];
  const zones = [...new Set(fieldsOfLeads.flatMap((fields) => strings(fields['zones'])))].flatMap((zone) => {
    const parsed = parseZone(zone);
    return parsed?.kind === 'city' ? [{ zone, countryId: parsed.countryId, zip: parsed.zip }] : [];
  });
  const [types, cities] = await Promise.all([propertyTypeNames(db, typeIds), communesOfPostalAreas(db, zones)]);
  return {
    propertyTypes: Object.fromEntries(types.map((type) => [String(type.id), type.names])),
    places: Object.fromEntries(
      zones.flatMap(({ zone, countryId, zip }) => {
        const rows = cities.filter((city) => city.countryId === countryId && city.zip === zip);
        return rows.length === 0 ? [] : [placeNames(zone, zip, rows[0]!.region === 'luxembourg', rows)];
      }),
    ),
  };
}
