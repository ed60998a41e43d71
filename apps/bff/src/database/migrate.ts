// `npm run migrate -w @immo/bff`: applies pending migrations to DATABASE_URL.
import { runDatabaseCommand } from './database-command';
import { withMigrationLock } from '@immo/db';

runDatabaseCommand((dataSource) =>
  withMigrationLock(dataSource, async () => {
    // One transaction per migration: a failing one leaves the earlier ones applied.
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const names = applied.map((migration) => migration.name).join(', ');
    return applied.length === 0 ? 'No pending migrations.' : `Applied ${applied.length}: ${names}`;
  }),
);
