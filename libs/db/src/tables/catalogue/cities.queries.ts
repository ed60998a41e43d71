// The import's statements on `cities`, a small list every export carries
// whole: upsert what is listed, remove what is not, and the sale/rent counts.
// Inside the import's transaction.
import { countOf, type ImportRowOf, selectRows, writeCountsOf } from '../../sql/crm-import';
import type { SqlQueryable } from '../../sql/outbox-insert';
import type { CityEntity } from './city.entity';
import type { ListWriteCounts } from './property-types.queries';

export type CityImportRow = ImportRowOf<CityEntity, 'zip' | 'countryId' | 'name' | 'names' | 'countryName' | 'region'>;

const UPSERT_SQL = `
  INSERT INTO cities (zip, country_id, name, names, country_name, region, imported_at)
  SELECT r.zip, r.country_id, r.name, r.names, r.country_name, r.region, now()
  FROM jsonb_to_recordset($1::jsonb) AS r(zip text, country_id integer, name text, names jsonb, country_name text, region text)
  ON CONFLICT (zip, country_id, name) DO UPDATE SET
    names = EXCLUDED.names, country_name = EXCLUDED.country_name, region = EXCLUDED.region, imported_at = EXCLUDED.imported_at
  WHERE (cities.names, cities.country_name, cities.region) IS DISTINCT FROM (EXCLUDED.names, EXCLUDED.country_name, EXCLUDED.region)
  RETURNING (xmax = 0) AS inserted`;

const REMOVE_SQL = `
  WITH listed AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(zip text, country_id integer, name text)
  ), removed AS (
    DELETE FROM cities c
     WHERE NOT EXISTS (SELECT 1 FROM listed k WHERE k.zip = c.zip AND k.country_id = c.country_id AND k.name = c.name)
    RETURNING 1
  )
  SELECT count(*)::integer AS count FROM removed`;

/**
 * A property counts for the city of its zip and country whose official name
 * or a translated one is the property's City, compared without case or
 * accents (one zip holds several communes, e.g. 1050 Ixelles/Elsene). Only
 * rows whose counts change are written.
 */
const COUNTS_SQL = `
  WITH live AS (
    SELECT goal, zip, country_id, lower(unaccent(city)) AS city FROM properties WHERE withdrawn_at IS NULL
  ), tallies AS (
    SELECT c.zip, c.country_id, c.name,
           count(p.goal) FILTER (WHERE p.goal = 0)::integer AS sale,
           count(p.goal) FILTER (WHERE p.goal <> 0)::integer AS rent
      FROM cities c
      LEFT JOIN live p
        ON p.zip = c.zip AND p.country_id = c.country_id
       AND (p.city = lower(unaccent(c.name))
            OR EXISTS (SELECT 1 FROM jsonb_each_text(c.names) AS n WHERE lower(unaccent(n.value)) = p.city))
     GROUP BY c.zip, c.country_id, c.name
  ), changed AS (
    UPDATE cities c SET count_sale = tallies.sale, count_rent = tallies.rent
      FROM tallies
     WHERE c.zip = tallies.zip AND c.country_id = tallies.country_id AND c.name = tallies.name
       AND (c.count_sale, c.count_rent) IS DISTINCT FROM (tallies.sale, tallies.rent)
    RETURNING 1
  )
  SELECT count(*)::integer AS count FROM changed`;

/** Replaces the city list with these rows (distinct zip + country + name). */
export async function replaceCities(db: SqlQueryable, rows: readonly CityImportRow[]): Promise<ListWriteCounts> {
  const written =
    rows.length === 0
      ? { created: 0, updated: 0, unchanged: 0 }
      : writeCountsOf(await selectRows<{ inserted: boolean }>(db, UPSERT_SQL, [JSON.stringify(rows)]), rows.length);
  const keys = rows.map(({ zip, country_id, name }) => ({ zip, country_id, name }));
  const removed = await countOf(db, REMOVE_SQL, [JSON.stringify(keys)]);
  return { ...written, removed };
}

/** Recomputes every city's sale and rent counts from the live properties; returns the cities whose counts changed. */
export function recountCities(db: SqlQueryable): Promise<number> {
  return countOf(db, COUNTS_SQL);
}
