import { priceChangesOf } from '@immo/db';
import type { DataSource } from 'typeorm';
import { CatalogueImporter } from '../src/sync/catalogue-importer';
import { FolderExportSource } from '../src/sync/crm/folder-export-source';
import { emptyCatalogue, openTestDatabase } from './support/database';
import { type CrmItem, removeWrittenExports, samplePages, writeExport } from './support/export-fixture';

// Issue 26: the import records each change of a property's published price,
// in its own transaction, with the CRM's change date and the run.
describe('price history recorded by the import (real PostgreSQL)', () => {
  let dataSource: DataSource;
  let importer: CatalogueImporter;
  let flat: CrmItem;
  let others: CrmItem[];

  /** A full import of the sample's first page with property 4101 as `changes` make it. */
  const importWith = async (changes: CrmItem) => {
    const folder = await writeExport([{ items: [{ ...flat, ...changes }, ...others] }]);
    const outcome = await importer.run({ source: new FolderExportSource(folder), full: true, trigger: 'operator' });
    expect(outcome).toMatchObject({ status: 'succeeded', rejected: 0 });
    return outcome;
  };
  const changesOf4101 = () => priceChangesOf(dataSource, 4101);

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    importer = new CatalogueImporter(dataSource);
    const [first = []] = await samplePages();
    flat = first[0]!;
    others = first.slice(1);
    expect(flat).toMatchObject({ ID: 4101, Price: 395000, PublishPrice: true });
  });

  beforeEach(async () => {
    await emptyCatalogue(dataSource);
    await dataSource.query('TRUNCATE property_price_changes');
  });

  afterAll(async () => {
    await dataSource.destroy();
    await removeWrittenExports();
  });

  it('records nothing on a first import, nor when the price or anything else stays', async () => {
    await importWith({});
    expect(await importWith({ LastChangedDate: '2025-03-04 10:00:00', Bedrooms: 3 })).toMatchObject({ updated: 1 });
    expect(await changesOf4101()).toEqual([]);
    expect(await dataSource.query('SELECT count(*)::int AS n FROM property_price_changes')).toEqual([{ n: 0 }]);
  });

  it('records a lower price with the CRM change date (Brussels time) and the run', async () => {
    await importWith({});
    const { runId } = await importWith({ Price: 375000, LastChangedDate: '2025-03-10 09:30:00' });
    expect(await changesOf4101()).toEqual([
      { oldPrice: 395000, newPrice: 375000, changedAt: new Date('2025-03-10T08:30:00Z'), syncRunId: runId },
    ]);
  });

  it('records a price going on request and coming back as changes from or to nothing, never the hidden amount', async () => {
    await importWith({});
    await importWith({ PublishPrice: false, Price: 380000, LastChangedDate: '2025-03-11 09:00:00' });
    // Still on request, at another amount: visitors see no change.
    await importWith({ PublishPrice: false, Price: 370000, LastChangedDate: '2025-03-12 09:00:00' });
    await importWith({ PublishPrice: true, Price: 360000, LastChangedDate: '2025-03-13 09:00:00' });
    const changes = await changesOf4101();
    expect(changes.map(({ oldPrice, newPrice }) => [oldPrice, newPrice])).toEqual([
      [null, 360000],
      [395000, null],
    ]);
  });

  it('dates a change the CRM dates in the future at the run', async () => {
    await importWith({});
    const before = Date.now();
    await importWith({ Price: 390000, LastChangedDate: '2099-01-01 00:00:00' });
    const [change] = await changesOf4101();
    expect(change!.changedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(change!.changedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records nothing when the run fails: the changes are in its transaction', async () => {
    await importWith({});
    const folder = await writeExport([
      { items: [{ ...flat, Price: 300000, LastChangedDate: '2025-03-14 09:00:00' }] },
      { items: [], success: false },
    ]);
    const outcome = await importer.run({ source: new FolderExportSource(folder), full: true, trigger: 'operator' });
    expect(outcome.status).toBe('failed');
    expect(await changesOf4101()).toEqual([]);
  });
});
