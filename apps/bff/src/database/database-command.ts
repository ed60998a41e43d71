// What `npm run migrate` and `npm run seed` share: open DATABASE_URL, do one
// job, print what it did, close, and exit 0 — or print the error and exit 1
// (CI and the test set-up rely on the exit code).
import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@immo/db';
import { loadEnv } from '../config/env';

export function runDatabaseCommand(job: (dataSource: DataSource) => Promise<string>): void {
  const main = async () => {
    const dataSource = createDataSource(loadEnv());
    await dataSource.initialize();
    try {
      console.log(await job(dataSource));
    } finally {
      await dataSource.destroy();
    }
  };
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
