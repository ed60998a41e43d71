// `npm run migrate:revert -w @immo/bff`: undoes the newest applied migration
// (its down()), for a rollback to the release before it (README, "Rollback").
// Run once per migration the newer release added, newest first.
import { runDatabaseCommand } from './database-command';
import { withMigrationLock } from '@immo/db';

runDatabaseCommand((dataSource) =>
  withMigrationLock(dataSource, async () => {
    const [newest] = await dataSource.query('SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1');
    if (!newest) return 'No migration to revert.';
    await dataSource.undoLastMigration({ transaction: 'each' });
    return `Reverted ${(newest as { name: string }).name}`;
  }),
);
