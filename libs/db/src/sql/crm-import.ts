// What the import's queries share (docs/decisions.md, "The import's walk (issue 25)"): the row shape they write and
// the time zone the CRM's dates are in. Not exported from the package: the table folders' queries use it.
import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { QueryFailedError } from 'typeorm';
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

const JSONB_VERSION = 1;

/** How a batch's row texts are laid out in one parameter or one COPY: bytes before all, before each, after all. */
interface BatchShape {
  header: readonly number[];
  /** Before the first row (none: -1). */
  first: number;
  between: number;
  last: number;
}

/**
 * A batch of rows, each given as its text, kept in one UTF-8 buffer that is reused from batch to batch: a
 * 100,000-property import otherwise kept each batch twice on V8's heap (the rows' texts and their join) for as long
 * as PostgreSQL wrote it, so every batch outlived two young-generation collections and ≈ 1.4 GB went to the old
 * generation over a run (docs/benchmarks.md, "Import"). Not to be cleared while a write of it is in flight.
 */
class RowBatch {
  private buffer = Buffer.allocUnsafe(1 << 20);
  /** Where each row's text ends in the buffer. */
  private readonly ends: number[] = [];

  constructor(private readonly shape: BatchShape) {
    this.buffer.set(shape.header);
  }

  get count(): number {
    return this.ends.length;
  }

  add(text: string): void {
    const first = this.ends.length === 0;
    const lead = first ? this.shape.first : this.shape.between;
    const start = this.end(this.ends.length - 1) + (lead < 0 ? 0 : 1);
    const needed = start + Buffer.byteLength(text) + 1;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, start);
      this.buffer = grown;
    }
    if (lead >= 0) this.buffer[start - 1] = lead;
    this.ends.push(start + this.buffer.write(text, start));
  }

  /** Every row, as one parameter or COPY body. */
  all(): Buffer {
    const end = this.end(this.ends.length - 1);
    this.buffer[end] = this.shape.last;
    return this.buffer.subarray(0, end + 1);
  }

  /** Some rows (by their place in the batch), laid out as `all` lays out every row. */
  some(indexes: readonly number[]): Buffer {
    const { header, first, between, last } = this.shape;
    const parts = indexes.map((index) => {
      const start = this.end(index - 1) + (index === 0 ? (first < 0 ? 0 : 1) : 1);
      return this.buffer.subarray(start, this.end(index));
    });
    const joined = parts.flatMap((part, place) => (place === 0 ? [part] : [Buffer.of(between), part]));
    return Buffer.concat([Buffer.from([...header, ...(first < 0 ? [] : [first])]), ...joined, Buffer.of(last)]);
  }

  clear(): void {
    this.ends.length = 0;
  }

  /** Where row `index` ends; before the first row, the header's end. */
  private end(index: number): number {
    return index < 0 ? this.shape.header.length : this.ends[index]!;
  }
}

/**
 * Rows as JSON texts, kept as one jsonb array parameter: `[row,row,…]` after jsonb's binary version byte, which pg
 * sends as it is (a Buffer is a binary parameter) and PostgreSQL reads without parsing a text literal first.
 */
export class JsonbRows extends RowBatch {
  constructor() {
    super({ header: [JSONB_VERSION], first: 0x5b, between: 0x2c, last: 0x5d });
  }
}

/** Rows as lines of COPY's text format (fields made by `copyField`, joined by tabs), one COPY body. */
export class CopyRows extends RowBatch {
  constructor() {
    super({ header: [], first: -1, between: 0x0a, last: 0x0a });
  }
}

// COPY … FROM STDIN on the caller's connection, inside its transaction: rows Node already holds, which PostgreSQL
// parses as plain text columns and writes a page at a time, instead of unpacking a jsonb document and inserting row
// by row (docs/benchmarks.md, "Import").
interface PgClient {
  query<T>(submittable: T): T;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value as a field of COPY's text format: `\N` for null; backslash, tab and line ends escaped. */
export function copyField(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (character) => ESCAPES[character]!);
}

/** The pg client a TypeORM manager or query runner runs on (its transaction's), or `db` itself when it is one. */
function pgClientOf(db: SqlQueryable): PgClient {
  const runner = (db as { queryRunner?: { databaseConnection?: unknown } }).queryRunner;
  const client = (runner?.databaseConnection ?? db) as { connection?: unknown; query?: unknown };
  if (typeof client.query !== 'function' || client.connection === undefined)
    throw new Error('COPY needs the pg client of a connection (a transaction manager or a pg Client)');
  return client as PgClient;
}

/**
 * Writes `lines` (COPY text format, each line ending in a newline: see `copyField`, `CopyRows`) into `table`'s `columns`. A
 * refused row fails the whole COPY, as a statement would: the error is TypeORM's, with PostgreSQL's SQLSTATE, so the
 * importer's savepoints tell a refused record from a lost connection as they do for its other statements.
 */
export async function copyRows(
  db: SqlQueryable,
  table: string,
  columns: readonly string[],
  lines: string | Buffer,
): Promise<void> {
  if (lines.length === 0) return;
  const sql = `COPY ${table} (${columns.join(', ')}) FROM STDIN`;
  const stream = pgClientOf(db).query(copyFrom(sql));
  stream.end(lines);
  try {
    await finished(stream);
  } catch (error) {
    throw new QueryFailedError(sql, undefined, error instanceof Error ? error : new Error(String(error)));
  }
}
