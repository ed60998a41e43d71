// SQL writes to `projects`, inside the import's transaction. Projects are
// withdrawn, never deleted, so one that comes back keeps its id.
import type { EntityManager } from 'typeorm';
import type { ProjectRow } from './reference-rows';

export interface ProjectWriteCounts {
  created: number;
  updated: number;
  unchanged: number;
}

const COLUMNS: readonly (readonly [keyof ProjectRow, string])[] = [
  ['id', 'integer'],
  ['names', 'jsonb'],
  ['descriptions', 'jsonb'],
  ['publish_address', 'boolean'],
  ['street', 'text'],
  ['house_number', 'text'],
  ['box_nr', 'text'],
  ['zip', 'text'],
  ['city', 'text'],
  ['country_id', 'integer'],
  ['country_name', 'text'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['status', 'text'],
  ['price_from', 'numeric'],
  ['price_to', 'numeric'],
  ['pictures', 'jsonb'],
  ['documents', 'jsonb'],
  ['external_url', 'text'],
  ['crm_created_at', 'timestamp'],
  ['crm_changed_at', 'timestamp'],
  ['content_hash', 'text'],
];

/** CRM dates are the agency's wall-clock time, as for properties. */
const CRM_TIME_ZONE = 'Europe/Brussels';

const names = COLUMNS.map(([name]) => name);
const select = (name: string) =>
  name === 'crm_created_at' || name === 'crm_changed_at' ? `r.${name} AT TIME ZONE '${CRM_TIME_ZONE}'` : `r.${name}`;

const UPSERT_SQL = `
  INSERT INTO projects (${names.join(', ')}, imported_at, withdrawn_at)
  SELECT ${names.map(select).join(', ')}, now(), NULL
  FROM jsonb_to_recordset($1::jsonb) AS r(${COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})
  ON CONFLICT (id) DO UPDATE SET
    ${names
      .filter((name) => name !== 'id')
      .map((name) => `${name} = EXCLUDED.${name}`)
      .join(', ')},
    imported_at = EXCLUDED.imported_at,
    withdrawn_at = NULL
  -- Unchanged and live: not rewritten. Withdrawn and listed again: revived.
  WHERE projects.content_hash <> EXCLUDED.content_hash OR projects.withdrawn_at IS NOT NULL
  RETURNING (xmax = 0) AS inserted`;

/** Upserts by CRM id; the rows must have distinct ids (the importer ensures it). */
export async function upsertProjects(manager: EntityManager, rows: readonly ProjectRow[]): Promise<ProjectWriteCounts> {
  if (rows.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const written = (await manager.query(UPSERT_SQL, [JSON.stringify(rows)])) as { inserted: boolean }[];
  const created = written.filter((row) => row.inserted).length;
  return { created, updated: written.length - created, unchanged: rows.length - written.length };
}

/** The projects a visitor sees now: the base of the withdrawal limit. */
export async function countLiveProjects(manager: EntityManager): Promise<number> {
  const [row] = (await manager.query(`SELECT count(*)::integer AS count FROM projects WHERE withdrawn_at IS NULL`)) as {
    count: number;
  }[];
  return row?.count ?? 0;
}

/** Incremental run: the projects the CRM lists as deleted leave the site. */
export async function withdrawProjectsById(manager: EntityManager, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return withdraw(manager, 'id = ANY($1::integer[])', ids);
}

/** Full run: live projects missing from the export leave the site. */
export async function withdrawAbsentProjects(manager: EntityManager, presentIds: readonly number[]): Promise<number> {
  return withdraw(manager, 'NOT (id = ANY($1::integer[]))', presentIds);
}

async function withdraw(manager: EntityManager, condition: string, ids: readonly number[]): Promise<number> {
  // Wrapped in a SELECT: TypeORM returns [rows, count] for a bare UPDATE.
  const [result] = (await manager.query(
    `WITH withdrawn AS (UPDATE projects SET withdrawn_at = now() WHERE withdrawn_at IS NULL AND ${condition} RETURNING 1)
     SELECT count(*)::integer AS count FROM withdrawn`,
    [ids],
  )) as { count: number }[];
  return result?.count ?? 0;
}
