import { createDataSource } from '../src/data-source';

describe('database schema', () => {
  it('matches the entities exactly after the migrations (nothing left for the generator)', async () => {
    const dataSource = createDataSource({ DATABASE_URL: process.env.DATABASE_URL ?? '' });
    await dataSource.initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
      const extensions = (await dataSource.query(`SELECT extname FROM pg_extension ORDER BY extname`)) as {
        extname: string;
      }[];
      expect(extensions.map((row) => row.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
    } finally {
      await dataSource.destroy();
    }
  });
});
