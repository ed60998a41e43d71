import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from '../src/data-source';
import { poolOf } from '../src/pool';

describe('poolOf', () => {
  it('is the pool the data source itself runs on, not a second one', async () => {
    // One connection: the same backend answering both proves the pool is shared.
    const dataSource = new DataSource({
      ...dataSourceOptions({ DATABASE_URL: process.env.DATABASE_URL ?? '' }),
      poolSize: 1,
    } as DataSourceOptions);
    expect(() => poolOf(dataSource)).toThrow(/not initialised/);
    await dataSource.initialize();
    try {
      const [viaTypeorm] = (await dataSource.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[];
      const viaPool = await poolOf(dataSource).query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(viaPool.rows[0]?.pid).toBe(viaTypeorm?.pid);
      expect(poolOf(dataSource).totalCount).toBe(1);
    } finally {
      await dataSource.destroy();
    }
  });

  it('refuses a data source made without dataSourceOptions', () => {
    expect(() => poolOf(new DataSource({ type: 'postgres', url: process.env.DATABASE_URL }))).toThrow(
      /dataSourceOptions/,
    );
  });
});
