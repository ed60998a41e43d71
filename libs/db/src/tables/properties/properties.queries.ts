// The import's statements on `properties` (the BFF reads the table through its entity). All run inside the
// import's transaction, on the connection handed in.
import {
  copyField,
  copyRows,
  CopyRows,
  CRM_TIME_ZONE,
  countOf,
  type ImportRowOf,
  JsonbRows,
  selectRows,
} from '../../sql/crm-import';
import type { SqlQueryable } from '../../sql/outbox-insert';
import { publishedPriceSql } from '../../sql/published-price-sql';
import { recordPriceChangesSql } from '../price-changes/price-changes.queries';
import type { PropertyEntity } from './property.entity';

export { CopyRows, JsonbRows };

/** One `properties` row as the importer writes it: the entity's columns in snake_case, CRM dates as CRM text. */
export type PropertyImportRow = ImportRowOf<
  PropertyEntity,
  | 'id'
  | 'goal'
  | 'reference'
  | 'webId'
  | 'webIds'
  | 'mainTypeName'
  | 'titles'
  | 'descriptions'
  | 'city'
  | 'zip'
  | 'countryId'
  | 'countryName'
  | 'price'
  | 'publishPrice'
  | 'priceUnit'
  | 'priceUnitText'
  | 'marquee'
  | 'marqueeName'
  | 'publishAddress'
  | 'street'
  | 'houseNumber'
  | 'boxNr'
  | 'epcLabelText'
  | 'energyPerformance'
  | 'bedrooms'
  | 'surface'
  | 'latitude'
  | 'longitude'
  | 'pictures'
  | 'crmCreatedAt'
  | 'crmChangedAt'
  | 'projectId'
  | 'ownerId'
  | 'status'
  | 'subStatus'
  | 'details'
  | 'contentHash',
  'crmCreatedAt' | 'crmChangedAt'
>;

/** Column → PostgreSQL type of the JSON records; order is the INSERT's column order. */
const COLUMNS: readonly (readonly [keyof PropertyImportRow, string])[] = [
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

const names = COLUMNS.map(([name]) => name);
const selected = (name: string) =>
  name === 'crm_created_at' || name === 'crm_changed_at' ? `r.${name} AT TIME ZONE '${CRM_TIME_ZONE}'` : `r.${name}`;

/**
 * The columns the type and city counts read (property-types.queries.ts,
 * cities.queries.ts): a batch that changes none of them on a live row leaves
 * every count as it was.
 */
const COUNTED = ['goal', 'web_id', 'web_ids', 'zip', 'country_id', 'city'];

// `before` reads the batch's stored rows in the statement's snapshot, i.e.
// as they were before this statement wrote them. MATERIALIZED: inlined, the
// planner joined it once per written row (1000 × 1000 rows scanned a batch).
const UPSERT_SQL = `
  WITH r AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(${COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})
  ), before AS MATERIALIZED (
    SELECT p.id, p.withdrawn_at, ${publishedPriceSql('p')} AS published_price, ${COUNTED.map((name) => `p.${name}`).join(', ')} FROM properties p JOIN r ON r.id = p.id
  ), written AS (
    INSERT INTO properties (${names.join(', ')}, imported_at, withdrawn_at)
    SELECT ${names.map(selected).join(', ')}, now(), NULL FROM r
    ON CONFLICT (id) DO UPDATE SET
      ${names
        .filter((name) => name !== 'id')
        .map((name) => `${name} = EXCLUDED.${name}`)
        .join(', ')},
      imported_at = EXCLUDED.imported_at,
      withdrawn_at = NULL
    -- An unchanged live row is not rewritten (no dead tuple, no new imported_at);
    -- a withdrawn one that is back in the export is revived even if unchanged.
    WHERE properties.content_hash <> EXCLUDED.content_hash OR properties.withdrawn_at IS NOT NULL
    RETURNING id, (xmax = 0) AS inserted, crm_changed_at, ${publishedPriceSql('properties')} AS published_price,
      ${COUNTED.join(', ')}
  ), price_changes AS (
    -- Issue 26's price history: each rewritten row whose published price changed ($2: the run).
    ${recordPriceChangesSql('written', 'before', '$2')}
  )
  SELECT count(*)::integer AS written,
         count(*) FILTER (WHERE w.inserted)::integer AS created,
         count(*) FILTER (WHERE b.withdrawn_at IS NOT NULL)::integer AS revived,
         coalesce(bool_or(b.id IS NULL OR b.withdrawn_at IS NOT NULL
           OR (${COUNTED.map((name) => `b.${name}`).join(', ')}) IS DISTINCT FROM (${COUNTED.map((name) => `w.${name}`).join(', ')})), false) AS recount
    FROM written w LEFT JOIN before b ON b.id = w.id`;

export interface PropertyWriteCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Withdrawn rows the batch brought back (they were not live before the run). */
  revived: number;
  /** Whether a live property appeared, left or changed a counted column (see COUNTED). */
  recount: boolean;
}

/**
 * Upserts a batch by CRM id, each row given as its JSON text (the importer
 * serialises a row once, for its hash and for this); `runId`: the sync run
 * the price changes it records belong to; `indexes`: only those rows of the
 * batch. The ids must be distinct: PostgreSQL refuses to touch a row twice in
 * one statement.
 */
export async function upsertProperties(
  db: SqlQueryable,
  batch: JsonbRows,
  runId: number,
  indexes?: readonly number[],
): Promise<PropertyWriteCounts> {
  const sent = indexes?.length ?? batch.count;
  if (sent === 0) return { created: 0, updated: 0, unchanged: 0, revived: 0, recount: false };
  const [row] = await selectRows<{ written: number; created: number; revived: number; recount: boolean }>(
    db,
    UPSERT_SQL,
    [indexes ? batch.some(indexes) : batch.all(), runId],
  );
  const written = row?.written ?? 0;
  const created = row?.created ?? 0;
  return {
    created,
    updated: written - created,
    unchanged: sent - written,
    revived: row?.revived ?? 0,
    recount: row?.recount ?? false,
  };
}

/** One row as a line of COPY text, its fields in the column order of COLUMNS (the upsert's). */
export function propertyCopyLine(row: PropertyImportRow): string {
  return COLUMNS.map(([name, type]) => copyField(copyValue(row[name], type))).join('\t');
}

/** A value as COPY reads it into a column of `type`; the CRM's wall-clock times as `AT TIME ZONE` reads them. */
function copyValue(value: PropertyImportRow[keyof PropertyImportRow], type: string): string | number | null {
  if (value === null || value === undefined) return null;
  if (type === 'jsonb') return JSON.stringify(value);
  if (type === 'timestamp') return `${String(value)} ${CRM_TIME_ZONE}`;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return value as string | number;
}

/**
 * Writes a batch into a `properties` table that held no row when the run began (a first import): none of its rows
 * can conflict (the importer sends each id once) and none has a price to compare, so the rows are COPYed, not
 * upserted. PostgreSQL then spends what a plain COPY costs instead of unpacking a jsonb document and joining the
 * stored rows (≈ 50 % more backend CPU, docs/benchmarks.md "Import"). `imported_at` is the column's default, now(),
 * the transaction's time as in the upsert.
 */
export async function copyNewProperties(
  db: SqlQueryable,
  batch: CopyRows,
  indexes?: readonly number[],
): Promise<PropertyWriteCounts> {
  const sent = indexes?.length ?? batch.count;
  await copyRows(db, 'properties', names, indexes ? batch.some(indexes) : batch.all());
  return { created: sent, updated: 0, unchanged: 0, revived: 0, recount: sent > 0 };
}

export interface Withdrawal {
  withdrawn: number;
  /** Live properties just before this statement (the run's upserts included). */
  liveBefore: number;
}

/**
 * Full import: live properties missing from the export are withdrawn (kept,
 * never deleted). Counts the live ones in the same snapshot, for the
 * withdrawal limit.
 */
export async function withdrawAbsentProperties(db: SqlQueryable, presentIds: readonly number[]): Promise<Withdrawal> {
  return withdraw(db, 'NOT (id = ANY($1::integer[]))', presentIds);
}

/** Incremental import: the ids the CRM lists as deleted are withdrawn (kept, never deleted). */
export async function withdrawPropertiesById(db: SqlQueryable, ids: readonly number[]): Promise<Withdrawal> {
  if (ids.length === 0) return { withdrawn: 0, liveBefore: 0 };
  return withdraw(db, 'id = ANY($1::integer[])', ids);
}

async function withdraw(db: SqlQueryable, condition: string, ids: readonly number[]): Promise<Withdrawal> {
  const [row] = await selectRows<Withdrawal>(
    db,
    `WITH withdrawn AS (
       UPDATE properties SET withdrawn_at = now() WHERE withdrawn_at IS NULL AND ${condition} RETURNING 1
     )
     SELECT (SELECT count(*)::integer FROM withdrawn) AS withdrawn,
            (SELECT count(*)::integer FROM properties WHERE withdrawn_at IS NULL) AS "liveBefore"`,
    [ids],
  );
  return row ?? { withdrawn: 0, liveBefore: 0 };
}

/** True when the table is missing (schema not migrated yet) or has no row at all. */
export async function isCatalogueEmpty(db: SqlQueryable): Promise<boolean> {
  const [state] = await selectRows<{ migrated: boolean }>(
    db,
    `SELECT to_regclass('public.properties') IS NOT NULL AS migrated`,
  );
  if (!state?.migrated) return true;
  return (await countOf(db, `SELECT count(*)::integer AS count FROM (SELECT 1 FROM properties LIMIT 1) AS one`)) === 0;
}
