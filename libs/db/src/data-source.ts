// The one TypeORM configuration: used by the Nest app, the migration command
// and the tests, so they cannot drift apart.
import { DataSource, type DataSourceOptions } from 'typeorm';
import { type BffEnv, loadEnv } from '../config/env';
import { entities } from './entities';
import { migrations } from './migrations';

export function dataSourceOptions(env: Pick<BffEnv, 'DATABASE_URL'>): DataSourceOptions {
  return {
    type: 'postgres',
    url: env.DATABASE_URL,
    entities,
    migrations,
    // The schema changes only through reviewed migrations, never from entities.
    synchronize: false,
    migrationsTableName: 'migrations',
  };
}

export function createDataSource(env: Pick<BffEnv, 'DATABASE_URL'> = loadEnv()): DataSource {
  return new DataSource(dataSourceOptions(env));
}
