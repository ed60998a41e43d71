import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/data-source';
import { DemandCriteriaFilters1764940000000 } from '../src/migrations';

// Issue 26: the list's filters in the alerts. A demand stored before the
// migration gets none of them (so it matches what it matched), and the table
// refuses a label or a feature the forms cannot send.
describe(DemandCriteriaFilters1764940000000.name, () => {
  let dataSource: DataSource;
  const migration = new DemandCriteriaFilters1764940000000();

  beforeAll(async () => {
    dataSource = new DataSource(dataSourceOptions({ DATABASE_URL: process.env.DATABASE_URL ?? '' }));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  const insert = (id: string) =>
    dataSource.query(
      `INSERT INTO demands (id, email, locale, state, confirm_token_hash, first_name, last_name, goal, property_types,
         zones, frequency)
       VALUES ($1, $2, 'nl', 'unconfirmed', $3, 'A', 'B', 'sale', '{2}', '{region:brussels}', 'daily')`,
      [id, `${id}@example.be`, randomUUID()],
    );

  it('leaves a demand from before with no new criterion, refuses codes no form sends, and goes back down cleanly', async () => {
    const runner = dataSource.createQueryRunner();
    const before = randomUUID();
    try {
      await migration.down(runner);
      await insert(before);
      await migration.up(runner);
      expect(
        await dataSource.query(
          `SELECT living_area_min, living_area_max, max_energy, features FROM demands WHERE id = $1`,
          [before],
        ),
      ).toEqual([{ living_area_min: null, living_area_max: null, max_energy: null, features: [] }]);

      await dataSource.query(`UPDATE demands SET max_energy = 'b', features = '{garden,new-build}' WHERE id = $1`, [
        before,
      ]);
      await expect(dataSource.query(`UPDATE demands SET max_energy = 'b_sub' WHERE id = $1`, [before])).rejects.toThrow(
        /CHK_demands_max_energy/,
      );
      await expect(dataSource.query(`UPDATE demands SET features = '{lift}' WHERE id = $1`, [before])).rejects.toThrow(
        /CHK_demands_features/,
      );
    } finally {
      await dataSource.query(`DELETE FROM demands WHERE id = $1`, [before]);
      await runner.release();
    }
  });
});
