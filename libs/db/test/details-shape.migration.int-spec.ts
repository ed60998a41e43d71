import { DataSource } from 'typeorm';
import { emptyDetailFields } from '@immo/domain';
import { dataSourceOptions } from '../src/data-source';
import { DetailsInDomainShape1764380000000 } from '../src/migrations';
import { PropertyEntity } from '../src/tables/properties/property.entity';

/** A property row with what the migration reads (details, content hash); the rest as NOT NULL asks. */
function propertyRow(id: number, details: unknown, contentHash: string): PropertyEntity {
  return Object.assign(new PropertyEntity(), {
    id,
    goal: 0,
    reference: `V-${id}`,
    titles: {},
    city: 'Ixelles',
    zip: '1050',
    countryId: 10,
    countryName: 'Belgique',
    publishPrice: true,
    publishAddress: true,
    details,
    contentHash,
  });
}

describe(DetailsInDomainShape1764380000000.name, () => {
  let dataSource: DataSource;
  const migration = new DetailsInDomainShape1764380000000();

  beforeAll(async () => {
    dataSource = new DataSource(dataSourceOptions({ DATABASE_URL: process.env.DATABASE_URL ?? '' }));
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
    const current = {
      fields: { ...emptyDetailFields({ bedrooms: null, epcLabelText: null, energyPerformance: null }), heating: 'oil' },
      documents: [],
      videoUrls: [],
      virtualTourUrl: null,
    };
    await dataSource.query('TRUNCATE properties CASCADE');
    await dataSource
      .getRepository(PropertyEntity)
      .save([propertyRow(950_001, crmShaped, 'old'), propertyRow(950_002, current, 'new')]);
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
