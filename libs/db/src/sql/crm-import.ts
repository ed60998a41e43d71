// What the import's queries share (docs/decisions.md, "The import's walk (issue 25)"): the row shape they write and
// the time zone the CRM's dates are in. Not exported from the package: the table folders' queries use it.
import type { SnakeCase } from '../query/table-of';
import type { SqlQueryable } from './outbox-insert';

/**
 * An entity's columns as the import writes them: the entity's property types
 * under the columns' snake_case names (the keys of the JSON PostgreSQL
 * unpacks), so a renamed or retyped property breaks the importer's build.
 * `CrmTimes` are timestamps the CRM sends as its local wall-clock text
 * (`YYYY-MM-DD HH:mm:ss`), which PostgreSQL converts (CRM_TIME_ZONE).
 */
export type ImportRowOf<E, K extends keyof E & string, CrmTimes extends K = never> = {
  [P in K as SnakeCase<P>]: P extends CrmTimes ? (null extends E[P] ? string | null : string) : E[P];
};

/** The CRM's dates are the agency's wall-clock time (Belgium and Luxembourg share it). */
export const CRM_TIME_ZONE = 'Europe/Brussels';

/** Rows of a batch an upsert created, rewrote or left alone (same content). */
export interface ImportWriteCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** The rows of a SELECT (TypeORM's manager, a data source and pg's client all answer a SELECT alike enough). */
export async function selectRows<R>(db: SqlQueryable, sql: string, parameters: unknown[] = []): Promise<R[]> {
  const answer = await db.query(sql, parameters);
  if (Array.isArray(answer)) return answer as R[];
  return ((answer as { rows?: R[] } | null)?.rows ?? []) as R[];
}

/** `count` of the one row a `SELECT count(*)::integer AS count …` wrapper returns. */
export async function countOf(db: SqlQueryable, sql: string, parameters: unknown[] = []): Promise<number> {
  const [row] = await selectRows<{ count: number }>(db, sql, parameters);
  return row?.count ?? 0;
}

/** Counts from an upsert's `RETURNING (xmax = 0) AS inserted` rows, given how many rows were sent. */
export function writeCountsOf(written: readonly { inserted: boolean }[], sent: number): ImportWriteCounts {
  const created = written.filter((row) => row.inserted).length;
  return { created, updated: written.length - created, unchanged: sent - written.length };
}
