// The pg pool under the data source, for the few hot paths that send one
// statement straight to PostgreSQL (the list, the search box, a form's
// record_lead: docs/benchmarks.md) without a TypeORM query runner per call.
// TypeORM documents a `driver` option (the pg module it loads, by default
// require('pg')); the data source gets a pg whose Pool remembers each pool it
// makes, so the pool is reached through our own object and the data source's
// public `options`, never through the driver's undocumented `master`.
import pg, { type Pool, type PoolConfig } from 'pg';
import type { DataSource } from 'typeorm';

const pools = new WeakMap<object, Pool>();

/** The pg module TypeORM should load: pg itself, but each Pool it makes is remembered. */
export function pgRecordingPools(): typeof pg {
  const driver = Object.create(pg) as typeof pg;
  class RecordedPool extends pg.Pool {
    constructor(config?: PoolConfig) {
      super(config);
      pools.set(driver, this);
    }
  }
  driver.Pool = RecordedPool;
  return driver;
}

/**
 * The pool `dataSource` runs on, once it is initialised. Its statements share
 * the data source's connections (one pool per process, as before).
 */
export function poolOf(dataSource: DataSource): Pool {
  const driver = (dataSource.options as { driver?: object }).driver;
  const pool = driver === undefined ? undefined : pools.get(driver);
  if (!pool)
    throw new Error(
      'poolOf: the data source is not initialised, or its options are not dataSourceOptions() of @immo/db',
    );
  return pool;
}
