// SQL writes of the small lists (property types, cities) that every export
// carries whole: upsert what is listed, remove what is not. Inside the
// import's transaction (the EntityManager passed in).
import type { EntityManager } from 'typeorm';
import type { CityRow, PropertyTypeRow } from './reference-rows';

export interface ListWriteCounts {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
}

// Only a changed row is rewritten, so a second identical import writes none.
const UPSERT_TYPES_SQL = `
  INSERT INTO property_types (web_id, crm_id, names, show_order, sale, rent, imported_at)
  SELECT r.web_id, r.crm_id, r.names, r.show_order, r.sale, r.rent, now()
  FROM jsonb_to_recordset($1::jsonb) AS r(web_id integer, crm_id integer, names jsonb, show_order integer, sale boolean, rent boolean)
  ON CONFLICT (web_id) DO UPDATE SET
    crm_id = EXCLUDED.crm_id, names = EXCLUDED.names, show_order = EXCLUDED.show_order,
    sale = EXCLUDED.sale, rent = EXCLUDED.rent, imported_at = EXCLUDED.imported_at
  WHERE (property_types.crm_id, property_types.names, property_types.show_order, property_types.sale, property_types.rent)
    IS DISTINCT FROM (EXCLUDED.crm_id, EXCLUDED.names, EXCLUDED.show_order, EXCLUDED.sale, EXCLUDED.rent)
  RETURNING (xmax = 0) AS inserted`;

const REMOVE_TYPES_SQL = `
  WITH removed AS (DELETE FROM property_types WHERE NOT (web_id = ANY($1::integer[])) RETURNING 1)
  SELECT count(*)::integer AS count FROM removed`;

const UPSERT_CITIES_SQL = `
  INSERT INTO cities (zip, country_id, name, names, country_name, region, imported_at)
  SELECT r.zip, r.country_id, r.name, r.names, r.country_name, r.region, now()
  FROM jsonb_to_recordset($1::jsonb) AS r(zip text, country_id integer, name text, names jsonb, country_name text, region text)
  ON CONFLICT (zip, country_id, name) DO UPDATE SET
    names = EXCLUDED.names, country_name = EXCLUDED.country_name, region = EXCLUDED.region, imported_at = EXCLUDED.imported_at
  WHERE (cities.names, cities.country_name, cities.region) IS DISTINCT FROM (EXCLUDED.names, EXCLUDED.country_name, EXCLUDED.region)
  RETURNING (xmax = 0) AS inserted`;

const REMOVE_CITIES_SQL = `
  WITH listed AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(zip text, country_id integer, name text)
  ), removed AS (
    DELETE FROM cities c
     WHERE NOT EXISTS (SELECT 1 FROM listed k WHERE k.zip = c.zip AND k.country_id = c.country_id AND k.name = c.name)
    RETURNING 1
  )
  SELECT count(*)::integer AS count FROM removed`;

/** Replaces the type list with these rows (distinct web ids). */
export async function replacePropertyTypes(
  manager: EntityManager,
  rows: readonly PropertyTypeRow[],
): Promise<ListWriteCounts> {
  const written = await upsert(manager, UPSERT_TYPES_SQL, rows);
  const removed = await count(manager, REMOVE_TYPES_SQL, [rows.map((row) => row.web_id)]);
  return { ...written, removed };
}

/** Replaces the city list with these rows (distinct zip + country + name). */
export async function replaceCities(manager: EntityManager, rows: readonly CityRow[]): Promise<ListWriteCounts> {
  const written = await upsert(manager, UPSERT_CITIES_SQL, rows);
  const keys = rows.map(({ zip, country_id, name }) => ({ zip, country_id, name }));
  const removed = await count(manager, REMOVE_CITIES_SQL, [JSON.stringify(keys)]);
  return { ...written, removed };
}

async function upsert(manager: EntityManager, sql: string, rows: readonly object[]) {
  if (rows.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const written = (await manager.query(sql, [JSON.stringify(rows)])) as { inserted: boolean }[];
  const created = written.filter((row) => row.inserted).length;
  return { created, updated: written.length - created, unchanged: rows.length - written.length };
}

async function count(manager: EntityManager, sql: string, parameters: unknown[]): Promise<number> {
  const [result] = (await manager.query(sql, parameters)) as { count: number }[];
  return result?.count ?? 0;
}
