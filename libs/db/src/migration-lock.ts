// Every BFF container migrates before it starts: two starting together would
// both see the same migration pending. A session lock makes the second wait
// until the first is done; it then finds nothing left to apply. Reverting
// takes the same lock.
import type { DataSource } from 'typeorm';

const MIGRATION_LOCK = 'immo-migrations';

export async function withMigrationLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    return await work();
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}
