// `npm run migrate -w @immo/bff`: applies pending migrations to DATABASE_URL.
import { runDatabaseCommand } from './database-command';

/**
 * Every BFF container migrates before it starts: two starting together would
 * both see the same migration pending. The second waits on this session lock
 * until the first is done, then finds nothing left to apply.
 */
const MIGRATION_LOCK = 'immo-migrations';

runDatabaseCommand(async (dataSource) => {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    // One transaction per migration: a failing one leaves the earlier ones applied.
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const names = applied.map((migration) => migration.name).join(', ');
    return applied.length === 0 ? 'No pending migrations.' : `Applied ${applied.length}: ${names}`;
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
});
