// The import's statements on `property_types`, a small list every export
// carries whole: upsert what is listed, remove what is not, and the sale/rent
// counts. Inside the import's transaction.
import { countOf, type ImportRowOf, type ImportWriteCounts, selectRows, writeCountsOf } from '../../sql/crm-import';
import type { SqlQueryable } from '../../sql/outbox-insert';
import type { PropertyTypeEntity } from './property-type.entity';

export type PropertyTypeImportRow = ImportRowOf<
  PropertyTypeEntity,
  'webId' | 'crmId' | 'names' | 'showOrder' | 'sale' | 'rent'
>;

export interface ListWriteCounts extends ImportWriteCounts {
  removed: number;
}

// Only a changed row is rewritten, so a second identical import writes none.
const UPSERT_SQL = `
  INSERT INTO property_types (web_id, crm_id, names, show_order, sale, rent, imported_at)
  SELECT r.web_id, r.crm_id, r.names, r.show_order, r.sale, r.rent, now()
  FROM jsonb_to_recordset($1::jsonb) AS r(web_id integer, crm_id integer, names jsonb, show_order integer, sale boolean, rent boolean)
  ON CONFLICT (web_id) DO UPDATE SET
    crm_id = EXCLUDED.crm_id, names = EXCLUDED.names, show_order = EXCLUDED.show_order,
    sale = EXCLUDED.sale, rent = EXCLUDED.rent, imported_at = EXCLUDED.imported_at
  WHERE (property_types.crm_id, property_types.names, property_types.show_order, property_types.sale, property_types.rent)
    IS DISTINCT FROM (EXCLUDED.crm_id, EXCLUDED.names, EXCLUDED.show_order, EXCLUDED.sale, EXCLUDED.rent)
  RETURNING (xmax = 0) AS inserted`;

const REMOVE_SQL = `
  WITH removed AS (DELETE FROM property_types WHERE NOT (web_id = ANY($1::integer[])) RETURNING 1)
  SELECT count(*)::integer AS count FROM removed`;

/**
 * A property counts once for each type of its WebIDs list ("1,4"), or for its
 * WebID when the list holds none. The split mirrors `parseWebIds` of
 * @immo/domain: comma-separated, trimmed, whole numbers only, junk ignored.
 * Goal 0 is for sale, any other goal for rent (spec §9). Only rows whose
 * counts change are written.
 */
const COUNTS_SQL = `
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

/** Replaces the type list with these rows (distinct web ids). */
export async function replacePropertyTypes(
  db: SqlQueryable,
  rows: readonly PropertyTypeImportRow[],
): Promise<ListWriteCounts> {
  const written =
    rows.length === 0
      ? { created: 0, updated: 0, unchanged: 0 }
      : writeCountsOf(await selectRows<{ inserted: boolean }>(db, UPSERT_SQL, [JSON.stringify(rows)]), rows.length);
  const removed = await countOf(db, REMOVE_SQL, [rows.map((row) => row.web_id)]);
  return { ...written, removed };
}

/** Recomputes every type's sale and rent counts from the live properties; returns the types whose counts changed. */
export function recountPropertyTypes(db: SqlQueryable): Promise<number> {
  return countOf(db, COUNTS_SQL);
}
