// The import's statements on `projects`, inside its transaction. Projects are
// withdrawn, never deleted, so one that comes back keeps its id.
import {
  CRM_TIME_ZONE,
  type ImportRowOf,
  type ImportWriteCounts,
  selectRows,
  writeCountsOf,
} from '../../sql/crm-import';
import type { SqlQueryable } from '../../sql/outbox-insert';
import type { ProjectEntity } from './project.entity';

/** One `projects` row as the importer writes it. */
export type ProjectImportRow = ImportRowOf<
  ProjectEntity,
  | 'id'
  | 'names'
  | 'descriptions'
  | 'publishAddress'
  | 'street'
  | 'houseNumber'
  | 'boxNr'
  | 'zip'
  | 'city'
  | 'countryId'
  | 'countryName'
  | 'latitude'
  | 'longitude'
  | 'status'
  | 'priceFrom'
  | 'priceTo'
  | 'pictures'
  | 'documents'
  | 'externalUrl'
  | 'crmCreatedAt'
  | 'crmChangedAt'
  | 'contentHash',
  'crmCreatedAt' | 'crmChangedAt'
>;

const COLUMNS: readonly (readonly [keyof ProjectImportRow, string])[] = [
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

const names = COLUMNS.map(([name]) => name);
const selected = (name: string) =>
  name === 'crm_created_at' || name === 'crm_changed_at' ? `r.${name} AT TIME ZONE '${CRM_TIME_ZONE}'` : `r.${name}`;

const UPSERT_SQL = `
  WITH r AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(${COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})
  ), before AS MATERIALIZED (
    -- Computed once (inlined, it was joined once per written row).
    SELECT p.id, p.withdrawn_at FROM projects p JOIN r ON r.id = p.id
  ), written AS (
    INSERT INTO projects (${names.join(', ')}, imported_at, withdrawn_at)
    SELECT ${names.map(selected).join(', ')}, now(), NULL FROM r
    ON CONFLICT (id) DO UPDATE SET
      ${names
        .filter((name) => name !== 'id')
        .map((name) => `${name} = EXCLUDED.${name}`)
        .join(', ')},
      imported_at = EXCLUDED.imported_at,
      withdrawn_at = NULL
    -- Unchanged and live: not rewritten. Withdrawn and listed again: revived.
    WHERE projects.content_hash <> EXCLUDED.content_hash OR projects.withdrawn_at IS NOT NULL
    RETURNING id, (xmax = 0) AS inserted
  )
  SELECT w.inserted, (b.withdrawn_at IS NOT NULL) AS revived FROM written w LEFT JOIN before b ON b.id = w.id`;

/** Upserts by CRM id; the rows must have distinct ids (the importer ensures it). */
export async function upsertProjects(
  db: SqlQueryable,
  rows: readonly ProjectImportRow[],
): Promise<ImportWriteCounts & { revived: number }> {
  if (rows.length === 0) return { created: 0, updated: 0, unchanged: 0, revived: 0 };
  const written = await selectRows<{ inserted: boolean; revived: boolean }>(db, UPSERT_SQL, [JSON.stringify(rows)]);
  return { ...writeCountsOf(written, rows.length), revived: written.filter((row) => row.revived).length };
}

export interface ProjectWithdrawal {
  withdrawn: number;
  /** Live projects just before this statement (the run's upserts included). */
  liveBefore: number;
}

/**
 * Withdraws the live projects the CRM lists as deleted (`deletedIds`) and, on
 * a full export that carries the project list (`presentIds` not null), those
 * it does not list; counts the live ones first, for the withdrawal limit.
 */
export async function withdrawProjects(
  db: SqlQueryable,
  deletedIds: readonly number[],
  presentIds: readonly number[] | null,
): Promise<ProjectWithdrawal> {
  const [row] = await selectRows<ProjectWithdrawal>(
    db,
    `WITH withdrawn AS (
       UPDATE projects SET withdrawn_at = now()
        WHERE withdrawn_at IS NULL AND (id = ANY($1::integer[]) OR ($2::integer[] IS NOT NULL AND NOT (id = ANY($2::integer[]))))
       RETURNING 1
     )
     SELECT (SELECT count(*)::integer FROM withdrawn) AS withdrawn,
            (SELECT count(*)::integer FROM projects WHERE withdrawn_at IS NULL) AS "liveBefore"`,
    [deletedIds, presentIds],
  );
  return row ?? { withdrawn: 0, liveBefore: 0 };
}
