// Kysely as a typed SQL compiler only: it writes the statement and its
// parameters, and the caller's connection runs it (TypeORM's transaction, the
// data source or the pg pool), so a query joins whatever transaction it is
// handed and the process keeps its one pool (docs/decisions.md, "Typed queries").
import {
  type Compilable,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import type { SqlQueryable } from '../sql/outbox-insert';
import type { Tables } from './tables';

/** Builds queries over every table (never executes: see `rowsOf`). */
export const tables = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The rows `query` returns (a write's RETURNING rows), run on `db`. */
export async function rowsOf<R>(db: SqlQueryable, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  return rowsIn(await db.query(compiled.sql, compiled.parameters as unknown[]));
}

/** The first row `query` returns, if any. */
export async function firstRowOf<R>(db: SqlQueryable, query: Compilable<R>): Promise<R | undefined> {
  return (await rowsOf(db, query))[0];
}

// TypeORM answers an UPDATE or DELETE with [rows, affected], pg's pool with a result object.
function rowsIn<R>(answer: unknown): R[] {
  if (Array.isArray(answer)) {
    return (
      answer.length === 2 && Array.isArray(answer[0]) && typeof answer[1] === 'number' ? answer[0] : answer
    ) as R[];
  }
  const rows = (answer as { rows?: unknown } | null)?.rows;
  return (Array.isArray(rows) ? rows : []) as R[];
}

/** One round trip that proves the connection (a readiness probe). */
export async function pingDatabase(db: SqlQueryable): Promise<void> {
  await rowsOf(db, tables.selectNoFrom(sql.lit(1).as('one')));
}
