import { DataSource } from 'typeorm';
import { loadEnv } from '../src/config/env';
import { dataSourceOptions, DetailsInDomainShape1764380000000, PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { storedDetails } from './support/stored-details';

describe(DetailsInDomainShape1764380000000.name, () => {
  let dataSource: DataSource;
  const migration = new DetailsInDomainShape1764380000000();

  beforeAll(async () => {
    dataSource = new DataSource(dataSourceOptions(loadEnv()));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.query('TRUNCATE properties CASCADE');
    await dataSource.destroy();
  });

  it('clears details stored under the CRM’s names and marks their rows for re-import, leaving rows in the domain’s shape alone', async () => {
    const crmShaped = {
      TotalCost: 1_364_600,
      VirtualTourUrl: 'javascript:alert(1)',
      Manager: { Name: 'Anne', Phone: '02 555' },
    };
    const current = storedDetails({ heating: 'oil' });
    await dataSource.query('TRUNCATE properties CASCADE');
    await dataSource
      .getRepository(PropertyEntity)
      .save([
        propertyFixture({
          id: 950_001,
          details: crmShaped as unknown as PropertyEntity['details'],
          contentHash: 'old',
        }),
        propertyFixture({ id: 950_002, details: current, contentHash: 'new' }),
      ]);
    const runner = dataSource.createQueryRunner();
    try {
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows = (await dataSource.query('SELECT id, details, content_hash FROM properties ORDER BY id')) as unknown[];
    expect(rows).toEqual([
      { id: 950_001, details: {}, content_hash: '' },
      { id: 950_002, details: current, content_hash: 'new' },
    ]);
  });
});
