// `npm run migrate -w @immo/bff`: applies pending migrations to DATABASE_URL
// and exits 0, or prints the error and exits 1 (CI and test set-up rely on it).
import 'reflect-metadata';
import { createDataSource } from './data-source';

async function main(): Promise<void> {
  const dataSource = createDataSource();
  await dataSource.initialize();
  try {
    // One transaction per migration: a failing one leaves the earlier ones applied.
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const names = applied.map((migration) => migration.name).join(', ');
    console.log(applied.length === 0 ? 'No pending migrations.' : `Applied ${applied.length}: ${names}`);
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
