// One import at a time, across every worker process and the CLI: a
// PostgreSQL session advisory lock held on a dedicated connection for the
// whole run. If the process dies, PostgreSQL ends the session and the lock
// goes with it, so a killed worker never blocks the next run.
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** Arbitrary but fixed: every importer of this database must use the same key. */
const IMPORT_LOCK_KEY = 7_301_003;

export class RunLock {
  private constructor(private readonly connection: QueryRunner) {}

  /** The lock, or null at once when another import holds it (never waits). */
  static async tryAcquire(dataSource: DataSource): Promise<RunLock | null> {
    const connection = dataSource.createQueryRunner();
    try {
      const [row] = (await connection.query('SELECT pg_try_advisory_lock($1) AS locked', [IMPORT_LOCK_KEY])) as {
        locked: boolean;
      }[];
      if (row?.locked) return new RunLock(connection);
    } catch (error) {
      await connection.release();
      throw error;
    }
    await connection.release();
    return null;
  }

  /** Runs the work in a transaction on the lock's own connection. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.connection.manager.transaction(work);
  }

  async release(): Promise<void> {
    try {
      await this.connection.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK_KEY]);
    } finally {
      // Released even if the unlock failed: closing the session frees the lock.
      await this.connection.release();
    }
  }
}
