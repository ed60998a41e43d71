// SQL writes to the BFF-owned `properties` table, always inside the import's
// transaction (the EntityManager passed in).
import type { EntityManager } from 'typeorm';
import type { PropertyRow } from './crm/property-row';

export interface PageWriteCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** Column → type of the incoming JSON records; order is the INSERT's column order. */
const COLUMNS: readonly (readonly [keyof PropertyRow, string])[] = [
  ['id', 'integer'],
  ['goal', 'smallint'],
  ['reference', 'text'],
  ['web_id', 'integer'],
  ['web_ids', 'text'],
  ['main_type_name', 'text'],
  ['titles', 'jsonb'],
  ['descriptions', 'jsonb'],
  ['city', 'text'],
  ['zip', 'text'],
  ['country_id', 'integer'],
  ['country_name', 'text'],
  ['price', 'numeric'],
  ['publish_price', 'boolean'],
  ['price_unit', 'integer'],
  ['price_unit_text', 'text'],
  ['marquee', 'integer'],
  ['marquee_name', 'text'],
  ['publish_address', 'boolean'],
  ['street', 'text'],
  ['house_number', 'text'],
  ['box_nr', 'text'],
  ['epc_label_text', 'text'],
  ['energy_performance', 'numeric'],
  ['bedrooms', 'integer'],
  ['surface', 'numeric'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['pictures', 'jsonb'],
  ['crm_created_at', 'timestamp'],
  ['crm_changed_at', 'timestamp'],
  ['project_id', 'integer'],
  ['owner_id', 'integer'],
  ['status', 'text'],
  ['sub_status', 'text'],
  ['details', 'jsonb'],
  ['content_hash', 'text'],
];

/** CRM dates are local wall-clock times of the agency (Belgium and Luxembourg share it). */
const CRM_TIME_ZONE = 'Europe/Brussels';

function selectExpression(column: string): string {
  return column === 'crm_created_at' || column === 'crm_changed_at'
    ? `r.${column} AT TIME ZONE '${CRM_TIME_ZONE}'`
    : `r.${column}`;
}

const names = COLUMNS.map(([name]) => name);
const UPSERT_SQL = `
  INSERT INTO properties (${names.join(', ')}, imported_at, withdrawn_at)
  SELECT ${names.map(selectExpression).join(', ')}, now(), NULL
  FROM jsonb_to_recordset($1::jsonb) AS r(${COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})
  ON CONFLICT (id) DO UPDATE SET
    ${names
      .filter((name) => name !== 'id')
      .map((name) => `${name} = EXCLUDED.${name}`)
      .join(',\n    ')},
    imported_at = EXCLUDED.imported_at,
    withdrawn_at = NULL
  -- An unchanged live row is not rewritten (no dead tuple, no new imported_at);
  -- a withdrawn one that is back in the export is revived even if unchanged.
  WHERE properties.content_hash <> EXCLUDED.content_hash OR properties.withdrawn_at IS NOT NULL
  RETURNING (xmax = 0) AS inserted`;

/**
 * Upserts a batch by CRM id, given each row as JSON (`MapResult.json`). The
 * rows must have distinct ids (PostgreSQL refuses to touch a row twice in
 * one statement); the importer ensures it.
 */
export async function upsertProperties(manager: EntityManager, rowsJson: readonly string[]): Promise<PageWriteCounts> {
  if (rowsJson.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const written = (await manager.query(UPSERT_SQL, [`[${rowsJson.join(',')}]`])) as { inserted: boolean }[];
  const created = written.filter((row) => row.inserted).length;
  return { created, updated: written.length - created, unchanged: rowsJson.length - written.length };
}

/** Full import: live properties missing from the export are withdrawn (kept, never deleted). */
export async function withdrawAbsentProperties(manager: EntityManager, presentIds: readonly number[]): Promise<number> {
  // Wrapped in a SELECT: TypeORM returns [rows, count] for a bare UPDATE.
  const [result] = (await manager.query(
    `WITH withdrawn AS (
       UPDATE properties SET withdrawn_at = now()
        WHERE withdrawn_at IS NULL AND NOT (id = ANY($1::integer[]))
       RETURNING id
     )
     SELECT count(*)::integer AS count FROM withdrawn`,
    [presentIds],
  )) as { count: number }[];
  return result?.count ?? 0;
}

/** Incremental import: the ids the CRM lists as deleted are withdrawn (kept, never deleted). */
export async function withdrawPropertiesById(manager: EntityManager, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [result] = (await manager.query(
    `WITH withdrawn AS (
       UPDATE properties SET withdrawn_at = now()
        WHERE withdrawn_at IS NULL AND id = ANY($1::integer[])
       RETURNING id
     )
     SELECT count(*)::integer AS count FROM withdrawn`,
    [ids],
  )) as { count: number }[];
  return result?.count ?? 0;
}

/** The listings a visitor sees now: the base of the withdrawal limit. */
export async function countLiveProperties(manager: EntityManager): Promise<number> {
  const [row] = (await manager.query(
    `SELECT count(*)::integer AS count FROM properties WHERE withdrawn_at IS NULL`,
  )) as { count: number }[];
  return row?.count ?? 0;
}

/** True when the table is missing (schema not migrated yet) or has no row at all. */
export async function isCatalogueEmpty(manager: EntityManager): Promise<boolean> {
  const [state] = (await manager.query(`SELECT to_regclass('public.properties') IS NOT NULL AS migrated`)) as {
    migrated: boolean;
  }[];
  if (!state?.migrated) return true;
  const [row] = (await manager.query(`SELECT EXISTS (SELECT 1 FROM properties) AS has_rows`)) as {
    has_rows: boolean;
  }[];
  return !row?.has_rows;
}
