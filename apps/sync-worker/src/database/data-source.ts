import { DataSource } from 'typeorm';
import type { WorkerEnv } from '../config/env';

/**
 * The worker writes with plain SQL: the BFF owns the entities and migrations,
 * so the worker has no entity of its own that could drift from them.
 */
export function createDataSource(env: Pick<WorkerEnv, 'DATABASE_URL'>): DataSource {
  return new DataSource({ type: 'postgres', url: env.DATABASE_URL, entities: [], synchronize: false, migrationsRun: false });
}
