import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/data-source';
import { OneVisitPerDay1764310000000 } from '../src/migrations';

describe(OneVisitPerDay1764310000000.name, () => {
  let dataSource: DataSource;
  const migration = new OneVisitPerDay1764310000000();

  beforeAll(async () => {
    dataSource = new DataSource(dataSourceOptions({ DATABASE_URL: process.env.DATABASE_URL ?? '' }));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('brings views stored under the 30-minute rule to one per visitor, property and Brussels day, and recounts the days', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      await dataSource.query('TRUNCATE property_views, property_daily_views');
      await migration.down(runner);
      await dataSource.query(
        `INSERT INTO property_views (property_id, visitor_hash, viewed_at) VALUES
           (940001, 'a', '2026-03-10T08:00:00Z'), (940001, 'a', '2026-03-10T12:00:00Z'), -- one visitor, one day: one visit
           (940001, 'a', '2026-03-10T23:30:00Z'),                                     -- 00:30 on the 11th in Brussels: another day
           (940001, 'b', '2026-03-10T12:00:00Z'), (940002, 'a', '2026-03-10T12:00:00Z')`,
      );
      await dataSource.query(
        `INSERT INTO property_daily_views (property_id, day, views) VALUES (940001, '2026-03-10', 3)`,
      );
      await migration.up(runner);

      const views = (await dataSource.query(
        `SELECT property_id, visitor_hash, to_char(viewed_at AT TIME ZONE 'UTC', 'HH24:MI') AS at FROM property_views ORDER BY 1, 2, 3`,
      )) as unknown[];
      expect(views).toEqual([
        { property_id: 940001, visitor_hash: 'a', at: '08:00' },
        { property_id: 940001, visitor_hash: 'a', at: '23:30' },
        { property_id: 940001, visitor_hash: 'b', at: '12:00' },
        { property_id: 940002, visitor_hash: 'a', at: '12:00' },
      ]);
      const daily = (await dataSource.query(
        `SELECT property_id, to_char(day, 'YYYY-MM-DD') AS day, views FROM property_daily_views ORDER BY 1, 2`,
      )) as unknown[];
      expect(daily).toEqual([
        { property_id: 940001, day: '2026-03-10', views: 2 },
        { property_id: 940001, day: '2026-03-11', views: 1 },
        { property_id: 940002, day: '2026-03-10', views: 1 },
      ]);
      // The unique index now refuses a second visit the same day.
      await expect(
        dataSource.query(
          `INSERT INTO property_views (property_id, visitor_hash, viewed_at) VALUES (940002, 'a', '2026-03-10T20:00:00Z')`,
        ),
      ).rejects.toThrow(/UQ_property_views_visit/);
    } finally {
      await dataSource.query('TRUNCATE property_views, property_daily_views');
      await runner.release();
    }
  });
});
