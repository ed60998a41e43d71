// The sale/rent counts of every type and city, recomputed from the LIVE
// properties in one set-based statement each (never a query per row), after
// the properties and lists of the run are written, in the same transaction.
// Only rows whose counts change are written, so an unchanged run writes none.
import type { EntityManager } from 'typeorm';

/**
 * A property counts once for each type of its WebIDs list ("1,4"), or for its
 * WebID when the list holds none. The split mirrors `parseWebIds` of
 * @immo/domain: comma-separated, trimmed, whole numbers only, junk ignored.
 * Goal 0 is for sale, any other goal for rent (spec §9).
 */
const TYPE_COUNTS_SQL = `
  WITH live AS (
    SELECT id, goal, web_id, web_ids FROM properties WHERE withdrawn_at IS NULL
  ), listed AS (
    SELECT DISTINCT live.id, live.goal, btrim(part)::integer AS web_id
      FROM live, regexp_split_to_table(coalesce(live.web_ids, ''), ',') AS part
     WHERE btrim(part) ~ '^[0-9]{1,9}$'
  ), typed AS (
    SELECT id, goal, web_id FROM listed
    UNION
    SELECT id, goal, web_id FROM live
     WHERE web_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM listed WHERE listed.id = live.id)
  ), tallies AS (
    SELECT t.web_id,
           count(p.id) FILTER (WHERE p.goal = 0)::integer AS sale,
           count(p.id) FILTER (WHERE p.goal <> 0)::integer AS rent
      FROM property_types t LEFT JOIN typed p ON p.web_id = t.web_id
     GROUP BY t.web_id
  ), changed AS (
    UPDATE property_types t SET count_sale = tallies.sale, count_rent = tallies.rent
      FROM tallies
     WHERE t.web_id = tallies.web_id AND (t.count_sale, t.count_rent) IS DISTINCT FROM (tallies.sale, tallies.rent)
    RETURNING 1
  )
  SELECT count(*)::integer AS count FROM changed`;

/**
 * A property counts for the city of its zip and country whose official name
 * or a translated one is the property's City, compared without case or
 * accents (one zip holds several communes, e.g. 1050 Ixelles/Elsene).
 */
const CITY_COUNTS_SQL = `
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

export interface CountsWritten {
  /** Types whose counts changed. */
  types: number;
  /** Cities whose counts changed. */
  cities: number;
}

export async function recomputeCounts(manager: EntityManager): Promise<CountsWritten> {
  return { types: await changedRows(manager, TYPE_COUNTS_SQL), cities: await changedRows(manager, CITY_COUNTS_SQL) };
}

async function changedRows(manager: EntityManager, sql: string): Promise<number> {
  const [result] = (await manager.query(sql)) as { count: number }[];
  return result?.count ?? 0;
}
