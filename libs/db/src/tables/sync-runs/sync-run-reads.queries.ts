// What the BFF reads of the import's runs: how fresh the catalogue is (the
// schedule, the health probe and the metrics ask the same question), and one
// run's rejected records or warnings, searched and paged in PostgreSQL.
import { firstRowOf, tables } from '../../query/builder';
import { selectRows } from '../../sql/crm-import';
import type { SqlQueryable } from '../../sql/outbox-insert';
import type { SyncRunEntity } from './sync-run.entity';

/** When the last successful import finished; null before the first. */
export async function lastSucceededImportAt(db: SqlQueryable): Promise<Date | null> {
  const row = await firstRowOf(
    db,
    tables
      .selectFrom('sync_runs')
      .select((eb) => eb.fn.max('finished_at').as('last'))
      .where('status', '=', 'succeeded'),
  );
  return row?.last ?? null;
}

export interface SyncRunRecordsSearch {
  kind: 'warnings' | 'rejections';
  /** Empty: every record. */
  q: string;
  /** Otherwise matched case-insensitively (ILIKE) against the record's id and reason: `q`, escaped, between %. */
  pattern: string;
  limit: number;
  offset: number;
}

/** One run's records of that kind matching the search: `runs` is 0 when the run does not exist. */
export interface SyncRunRecordsPage {
  runs: number;
  total: number;
  items: SyncRunEntity['rejections'];
}

// jsonb_array_elements WITH ORDINALITY and a jsonb_agg ordered over a page are
// not builder shapes: one statement, whose only variable part is which of two
// fixed columns it reads.
const recordsSql = (column: SyncRunRecordsSearch['kind']) => `
  WITH run AS (SELECT ${column} AS records FROM sync_runs WHERE id = $1),
       matched AS (
         SELECT record, position FROM run, jsonb_array_elements(run.records) WITH ORDINALITY AS e(record, position)
         WHERE $2 = '' OR coalesce(record->>'id', '') ILIKE $3 OR record->>'reason' ILIKE $3
       )
  SELECT (SELECT count(*) FROM run)::int AS runs,
         (SELECT count(*) FROM matched)::int AS total,
         coalesce((SELECT jsonb_agg(record ORDER BY position) FROM (SELECT record, position FROM matched ORDER BY position LIMIT $4 OFFSET $5) page), '[]'::jsonb) AS items`;

/** A page of one run's rejected records or warnings whose id or reason contains `q`. */
export async function searchSyncRunRecords(
  db: SqlQueryable,
  runId: number,
  search: SyncRunRecordsSearch,
): Promise<SyncRunRecordsPage> {
  const column = search.kind === 'warnings' ? 'warnings' : 'rejections';
  const [row] = await selectRows<SyncRunRecordsPage>(db, recordsSql(column), [
    runId,
    search.q,
    search.pattern,
    search.limit,
    search.offset,
  ]);
  return row ?? { runs: 0, total: 0, items: [] };
}
