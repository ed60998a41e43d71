import type { DataSource } from 'typeorm';
import { CatalogueImporter } from '../src/sync/catalogue-importer';
import { FolderExportSource } from '../src/sync/crm/folder-export-source';
import { emptyCatalogue, openTestDatabase, storedProperties } from './support/database';
import {
  type CrmItem,
  removeWrittenExports,
  samplePages,
  writeExport,
  SMALL_EXPORT_DIR,
} from './support/export-fixture';

describe('catalogue import (real PostgreSQL)', () => {
  let dataSource: DataSource;
  let importer: CatalogueImporter;
  let pages: CrmItem[][];
  const sample = () => new FolderExportSource(SMALL_EXPORT_DIR);
  const importFolder = (folder: string, full: boolean) =>
    importer.run({ source: new FolderExportSource(folder), full, trigger: 'operator' });

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    importer = new CatalogueImporter(dataSource);
    pages = await samplePages();
  });

  beforeEach(async () => {
    await emptyCatalogue(dataSource);
  });

  afterAll(async () => {
    await dataSource.destroy();
    await removeWrittenExports();
  });

  it('imports the sample with the title of each language and records the run', async () => {
    const outcome = await importer.run({ source: sample(), full: false, trigger: 'operator' });
    expect(outcome).toMatchObject({
      status: 'succeeded',
      created: 12,
      updated: 0,
      unchanged: 0,
      withdrawn: 0,
      rejected: 0,
    });

    const stored = await storedProperties(dataSource);
    expect(stored.size).toBe(12);
    expect(stored.get(4101)?.titles).toEqual({
      nl: 'Lichtrijk appartement met terras nabij het Kasteleinsplein',
      fr: 'Appartement lumineux avec terrasse près de la place du Châtelain',
      en: 'Bright apartment with terrace near Place du Châtelain',
      de: 'Helle Wohnung mit Terrasse nahe der Place du Châtelain',
    });
    expect(stored.get(4109)).toMatchObject({ zip: '1212', country_id: 50 });

    const [run] = (await dataSource.query('SELECT * FROM sync_runs WHERE id = $1', [outcome.runId])) as Record<
      string,
      unknown
    >[];
    expect(run).toMatchObject({
      status: 'succeeded',
      trigger: 'operator',
      full: false,
      created: 12,
      rejected: 0,
      rejections: [],
    });
    expect(run?.['finished_at']).toBeInstanceOf(Date);
  });

  it('writes no row when the same export is imported again', async () => {
    await importer.run({ source: sample(), full: false, trigger: 'operator' });
    const before = await storedProperties(dataSource);
    const outcome = await importer.run({ source: sample(), full: true, trigger: 'operator' });
    expect(outcome).toMatchObject({ status: 'succeeded', created: 0, updated: 0, unchanged: 12, withdrawn: 0 });
    const after = await storedProperties(dataSource);
    for (const [id, row] of after) expect(row.imported_at).toEqual(before.get(id)?.imported_at);
  });

  it('withdraws a property missing from a full import and brings it back under the same id', async () => {
    await importer.run({ source: sample(), full: true, trigger: 'operator' });
    const [first = [], second = []] = pages;
    const withoutLeuven = await writeExport([
      { items: first.filter((item) => item['ID'] !== 4105) },
      { items: second },
    ]);

    // An incremental import never withdraws what it does not list (and reads nothing older than its watermark).
    expect(await importFolder(withoutLeuven, false)).toMatchObject({ status: 'succeeded', withdrawn: 0 });
    expect((await storedProperties(dataSource)).get(4105)?.withdrawn_at).toBeNull();

    expect(await importFolder(withoutLeuven, true)).toMatchObject({ status: 'succeeded', withdrawn: 1, unchanged: 11 });
    const withdrawn = (await storedProperties(dataSource)).get(4105);
    expect(withdrawn?.withdrawn_at).toBeInstanceOf(Date);

    const back = await importer.run({ source: sample(), full: true, trigger: 'operator' });
    expect(back).toMatchObject({ created: 0, updated: 1, unchanged: 11, withdrawn: 0 });
    expect((await storedProperties(dataSource)).get(4105)).toMatchObject({ id: 4105, withdrawn_at: null });
  });

  it('rejects bad records one by one with their reason and imports the rest', async () => {
    const [first = []] = pages;
    const original = first[0] ?? {};
    const folder = await writeExport([
      {
        items: [
          ...first,
          { ...original, ID: undefined },
          { ...original, ID: 'V-2025-014' },
          { ...original, TypeDescription: 'Copie', Descriptions: [{ LanguageId: 2, TypeDescription: 'Copie' }] },
          { ...original, ID: 5001, Price: 'sur demande' },
        ],
      },
    ]);
    const outcome = await importFolder(folder, false);
    expect(outcome).toMatchObject({ status: 'succeeded', created: 7, rejected: 4 });
    expect(outcome.rejections).toEqual([
      { id: null, reason: 'missing ID' },
      { id: 'V-2025-014', reason: 'ID "V-2025-014" is not numeric' },
      { id: 4101, reason: 'duplicate ID 4101: the first record was kept' },
      { id: 5001, reason: 'Price "sur demande" is not an amount' },
    ]);
    const stored = await storedProperties(dataSource);
    expect(stored.get(4101)?.titles['fr']).toBe('Appartement lumineux avec terrasse près de la place du Châtelain');
    expect(stored.has(5001)).toBe(false);

    const [run] = (await dataSource.query('SELECT rejected, rejections FROM sync_runs WHERE id = $1', [
      outcome.runId,
    ])) as {
      rejected: number;
      rejections: unknown[];
    }[];
    expect(run).toEqual({ rejected: 4, rejections: outcome.rejections });
  });

  it('does not withdraw a property whose record was rejected on a full import', async () => {
    await importer.run({ source: sample(), full: true, trigger: 'operator' });
    const [first = [], second = []] = pages;
    const broken = first.map((item) => (item['ID'] === 4101 ? { ...item, LastChangedDate: 'yesterday' } : item));
    const outcome = await importFolder(await writeExport([{ items: broken }, { items: second }]), true);
    expect(outcome).toMatchObject({ withdrawn: 0, rejected: 1, unchanged: 11 });
    expect((await storedProperties(dataSource)).get(4101)?.withdrawn_at).toBeNull();
  });

  it('marks the run failed and leaves the catalogue intact when the CRM reports Success: false', async () => {
    await importer.run({ source: sample(), full: true, trigger: 'operator' });
    const before = await storedProperties(dataSource);
    const [first = []] = pages;
    const changed = first.map((item) => ({ ...item, Price: 1 }));
    const folder = await writeExport([{ items: changed }, { items: [], success: false }]);

    const outcome = await importFolder(folder, true);
    expect(outcome).toMatchObject({ status: 'failed', created: 0, updated: 0, withdrawn: 0 });
    expect(outcome.failureReason).toBe(
      'the CRM reported a failed export on GetPropertyList page 2 (code 500: Export interrupted)',
    );
    expect(await storedProperties(dataSource)).toEqual(before);
    const prices = (await dataSource.query('SELECT DISTINCT price FROM properties WHERE price = 1')) as unknown[];
    expect(prices).toEqual([]);

    const [run] = (await dataSource.query('SELECT status, failure_reason FROM sync_runs WHERE id = $1', [
      outcome.runId,
    ])) as unknown[];
    expect(run).toEqual({ status: 'failed', failure_reason: outcome.failureReason });
  });
});
