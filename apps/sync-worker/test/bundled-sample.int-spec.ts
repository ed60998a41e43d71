import { COUNTRY_LUXEMBOURG, postalRegion } from '@immo/domain';
import type { DataSource } from 'typeorm';
import { BUNDLED_SAMPLE_EXPORT_DIR } from '../src/config/env';
import { CatalogueImporter } from '../src/sync/catalogue-importer';
import { FolderExportSource } from '../src/sync/crm/folder-export-source';
import { emptyCatalogue, openTestDatabase } from './support/database';
import { bundledSampleSize } from './support/export-fixture';

interface Row {
  id: number;
  goal: number;
  zip: string;
  country_id: number;
  publish_price: boolean;
  price_unit: number | null;
  marquee: number;
  marquee_name: string | null;
  pictures: unknown[];
}

describe('the bundled sample (what `npm start` shows)', () => {
  let dataSource: DataSource;
  let rows: Row[];

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await emptyCatalogue(dataSource);
    const outcome = await new CatalogueImporter(dataSource).run({
      source: new FolderExportSource(BUNDLED_SAMPLE_EXPORT_DIR),
      full: true,
      trigger: 'operator',
    });
    expect(outcome).toMatchObject({ status: 'succeeded', rejected: 0, created: await bundledSampleSize() });
    rows = (await dataSource.query(
      'SELECT id, goal, zip, country_id, publish_price, price_unit, marquee, marquee_name, pictures FROM properties',
    )) as Row[];
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('imports about 150 properties without a rejection', () => {
    expect(rows.length).toBeGreaterThanOrEqual(140);
  });

  it('holds every case the site must render', () => {
    const has = (predicate: (row: Row) => boolean) => rows.some(predicate);
    expect(has((row) => !row.publish_price)).toBe(true);
    expect(has((row) => row.price_unit === 7)).toBe(true);
    for (const marquee of [0, 3, 4]) expect(has((row) => row.marquee === marquee)).toBe(true);
    expect(has((row) => ![0, 3, 4].includes(row.marquee) && Boolean(row.marquee_name))).toBe(true);
    expect(has((row) => row.pictures.length === 0)).toBe(true);
    for (const region of ['brussels', 'flanders', 'wallonia'] as const) {
      for (const goal of [0, 1])
        expect(
          has((row) => row.country_id === 10 && postalRegion(row.zip) === region && (row.goal === 0) === (goal === 0)),
        ).toBe(true);
    }
    for (const goal of [0, 1])
      expect(has((row) => row.country_id === COUNTRY_LUXEMBOURG && (row.goal === 0) === (goal === 0))).toBe(true);
  });
});
