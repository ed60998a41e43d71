// Where a run failed, in words an operator can act on: the step ("writing
// GetPropertyList") and, when one record is the cause, its ID. A record the
// database itself refuses (a value no check above foresaw) is rejected like
// any bad record instead of failing the run.
import type { SqlQueryable } from '@immo/db';
import { QueryFailedError } from 'typeorm';
import { ExportFailedError } from './crm/export-source';
import { ImportRefusedError } from './import-guard';

/** The run failed at a named step; the message is the run's failure_reason. */
export class ImportStepError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = ImportStepError.name;
  }
}

/**
 * SQLSTATE classes that are about the data of the row written: data
 * exception (22: overflow, bad text, bad date), integrity (23), program
 * limit (54: an index entry too large), raised by a trigger (P0). Anything
 * else (connection lost, out of memory, a bug) fails the run.
 */
const RECORD_ERROR_CLASSES = new Set(['22', '23', '54', 'P0']);

function sqlState(error: unknown): string | null {
  const code = error instanceof QueryFailedError ? (error.driverError as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs one step; a failure that does not already name its step is named after this one. */
export async function inStep<T>(step: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImportStepError || error instanceof ExportFailedError || error instanceof ImportRefusedError)
      throw error;
    throw new ImportStepError(`${step}: ${messageOf(error)}`, { cause: error });
  }
}

const SAVEPOINT = 'import_write';

async function inSavepoint(manager: SqlQueryable, step: string, work: () => Promise<unknown>): Promise<void> {
  await manager.query(`SAVEPOINT ${SAVEPOINT}`);
  try {
    await work();
  } catch (error) {
    try {
      await manager.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
      await manager.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
    } catch (rollbackError) {
      // The connection itself is gone: no record is to blame.
      throw new ImportStepError(`${step}: ${messageOf(error)} (then: ${messageOf(rollbackError)})`, { cause: error });
    }
    throw error;
  }
  await manager.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
}

/**
 * Writes a batch in one statement; if PostgreSQL refuses it, writes its rows
 * one by one to find the culprit: a row refused for its data goes to
 * `refuse` with the database's reason, the others are written. `write`
 * counts what it wrote (it is called again per row after a refused batch).
 */
export async function writeBatch<Row>(
  manager: SqlQueryable,
  step: string,
  rows: readonly Row[],
  idOf: (row: Row) => number,
  write: (rows: Row[]) => Promise<unknown>,
  refuse: (row: Row, reason: string) => void,
): Promise<void> {
  if (rows.length === 0) return;
  try {
    await inSavepoint(manager, step, () => write([...rows]));
    return;
  } catch (error) {
    if (error instanceof ImportStepError) throw error;
    if (sqlState(error) === null)
      throw new ImportStepError(`${step} (${rows.length} records from ID ${idOf(rows[0]!)}): ${messageOf(error)}`, {
        cause: error,
      });
  }
  for (const row of rows) {
    try {
      await inSavepoint(manager, step, () => write([row]));
    } catch (error) {
      if (error instanceof ImportStepError) throw error;
      const state = sqlState(error);
      if (state !== null && RECORD_ERROR_CLASSES.has(state.slice(0, 2)))
        refuse(row, `the database refused the record: ${messageOf(error)}`);
      else throw new ImportStepError(`${step} record ID ${idOf(row)}: ${messageOf(error)}`, { cause: error });
    }
  }
}

/**
 * Writes queued behind the reading and mapping of the next batches: Node and PostgreSQL work side by side instead of
 * in turn. They run one after the other, in order, on the run's connection; `depth` of them may wait (one being
 * written, the others queued) before `queue` waits in turn, which bounds memory to `depth` batches plus the one
 * being filled. More than one smooths out batches that cost PostgreSQL or Node unevenly. A failed write is thrown
 * by a later `queue` or by `drain`, and the writes queued after it do not run.
 */
export class WriteBehind {
  private readonly pending: Promise<void>[] = [];

  constructor(private readonly depth = 1) {}

  async queue(write: () => Promise<void>): Promise<void> {
    while (this.pending.length >= this.depth) await this.pending.shift();
    const next = (this.pending.at(-1) ?? Promise.resolve()).then(write);
    // Observed at a later queue or drain; until then it must not count as unhandled.
    next.catch(() => undefined);
    this.pending.push(next);
  }

  async drain(): Promise<void> {
    while (this.pending.length > 0) await this.pending.shift();
  }
}
