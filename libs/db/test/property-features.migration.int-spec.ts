import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/data-source';
import { PropertyFeatureIndex1764935000001, PropertyFeatures1764935000000 } from '../src/migrations';

// Issue 26: the feature columns are PostgreSQL's reading of the details the
// importer already stored, so the properties already there have their
// features as soon as the migration runs, with no import.
describe(PropertyFeatures1764935000000.name, () => {
  let dataSource: DataSource;
  const features = new PropertyFeatures1764935000000();
  const index = new PropertyFeatureIndex1764935000001();

  beforeAll(async () => {
    dataSource = new DataSource(dataSourceOptions({ DATABASE_URL: process.env.DATABASE_URL ?? '' }));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  const insert = (id: number, details: unknown, projectId: number | null = null) =>
    dataSource.query(
      `INSERT INTO properties (id, content_hash, publish_price, zip, city, reference, goal, country_name, country_id,
         publish_address, details, project_id)
       VALUES ($1, 'h', true, '1050', 'Ixelles', $2, 0, 'Belgique', 10, true, $3, $4)`,
      [id, `V-${id}`, JSON.stringify(details), projectId],
    );

  it('gives the properties already imported their features, and goes back down cleanly', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      await dataSource.query('DELETE FROM properties WHERE id BETWEEN 941001 AND 941099');
      await index.down(runner);
      await features.down(runner);
      const columns = async () =>
        (
          (await dataSource.query(
            `SELECT column_name FROM information_schema.columns
             WHERE table_name = 'properties' AND column_name IN ('has_garden', 'has_terrace', 'has_parking', 'is_new_build')`,
          )) as { column_name: string }[]
        ).length;
      expect(await columns()).toBe(0);
      const metadata = async () =>
        (
          (await dataSource.query(
            `SELECT name FROM typeorm_metadata WHERE type = 'GENERATED_COLUMN' AND "table" = 'properties'
             AND name IN ('has_garden', 'has_terrace', 'has_parking', 'is_new_build')`,
          )) as unknown[]
        ).length;
      expect(await metadata()).toBe(0);
      const field = (fields: Record<string, unknown>) => ({
        fields,
        documents: [],
        videoUrls: [],
        virtualTourUrl: null,
      });
      await insert(941001, field({ gardenSurface: 120, terraceSurface: 0, garages: 1, parkings: null }));
      await insert(941002, field({ gardenSurface: null, terraceSurface: 14, garages: 0, parkings: 2 }), 7);
      // The shape from before DetailsInDomainShape, and a field as text: no feature.
      await insert(941003, { SurfaceGarden: 300 });
      await insert(941004, field({ gardenSurface: '80' }));

      await features.up(runner);
      await index.up(runner);

      const rows = (await dataSource.query(
        `SELECT id, has_garden, has_terrace, has_parking, is_new_build FROM properties
         WHERE id BETWEEN 941001 AND 941099 ORDER BY id`,
      )) as unknown[];
      expect(rows).toEqual([
        { id: 941001, has_garden: true, has_terrace: false, has_parking: true, is_new_build: false },
        { id: 941002, has_garden: false, has_terrace: true, has_parking: true, is_new_build: true },
        { id: 941003, has_garden: false, has_terrace: false, has_parking: false, is_new_build: false },
        { id: 941004, has_garden: false, has_terrace: false, has_parking: false, is_new_build: false },
      ]);
      expect(await columns()).toBe(4);
      expect(await metadata()).toBe(4);
    } finally {
      await dataSource.query('DELETE FROM properties WHERE id BETWEEN 941001 AND 941099');
      await runner.release();
    }
  });
});
