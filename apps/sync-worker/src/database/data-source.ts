import { dataSourceOptions } from '@immo/db';
import { DataSource } from 'typeorm';
import type { WorkerEnv } from '../config/env';

/**
 * The worker opens the database as the BFF does (@immo/db's options: the same
 * tables, pg loaded so poolOf reaches its pool), and never migrates: the BFF
 * applies migrations before it starts. Its connections stay open when idle,
 * as the BFF's do: reopening them when a burst of mails arrives forks new
 * backends beside the BFF's busy ones (docs/benchmarks.md, "Forms").
 */
export function createDataSource(env: Pick<WorkerEnv, 'DATABASE_URL' | 'MAIL_CONCURRENCY'>): DataSource {
  return new DataSource({
    ...dataSourceOptions(env),
    migrationsRun: false,
    // Every mail being sent holds a connection for its attempt (its row's lock): the
    // sends get theirs, and imports, alerts and the relay keep a few of their own.
    extra: { idleTimeoutMillis: 0, max: env.MAIL_CONCURRENCY + 6 },
  });
}
