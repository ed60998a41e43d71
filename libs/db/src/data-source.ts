// The one TypeORM configuration: used by the BFF, the migration command and
// the tests, so they cannot drift apart. Each app parses its own environment
// and passes the database's URL in.
import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { pgRecordingPools } from './pool';

/** What each app's parsed environment provides to open the database. */
export interface DatabaseUrl {
  DATABASE_URL: string;
}

export function dataSourceOptions(env: DatabaseUrl): DataSourceOptions {
  return {
    type: 'postgres',
    // pg itself; its pool is reachable through poolOf(dataSource) (pool.ts).
    driver: pgRecordingPools(),
    url: env.DATABASE_URL,
    entities,
    migrations,
    // The schema changes only through reviewed migrations, never from entities.
    synchronize: false,
    migrationsTableName: 'migrations',
  };
}

export function createDataSource(env: DatabaseUrl): DataSource {
  return new DataSource(dataSourceOptions(env));
}
