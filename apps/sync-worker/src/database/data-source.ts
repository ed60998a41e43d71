import { DataSource } from 'typeorm';
import type { WorkerEnv } from '../config/env';

/**
 * The worker writes with plain SQL: the BFF owns the entities and migrations,
 * so the worker has no entity of its own that could drift from them. Its
 * connections stay open when idle, as the BFF's do: reopening them when a
 * burst of mails arrives forks new backends beside the BFF's busy ones
 * (docs/benchmarks.md, "Forms").
 */
export function createDataSource(env: Pick<WorkerEnv, 'DATABASE_URL'>): DataSource {
  return new DataSource({ type: 'postgres', url: env.DATABASE_URL, entities: [], synchronize: false, migrationsRun: false, extra: { idleTimeoutMillis: 0 } });
}
