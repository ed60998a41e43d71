import type { DataSource } from 'typeorm';
import { CatalogueImporter } from '../src/sync/catalogue-importer';
import { CrmCall } from '../src/sync/crm/export-source';
import { FolderExportSource } from '../src/sync/crm/folder-export-source';
import { INTERRUPTED_REASON } from '../src/sync/sync-run-log';
import { emptyCatalogue, openTestDatabase, storedProperties } from './support/database';
import { type CrmItem, samplePages, SMALL_EXPORT_DIR } from './support/export-fixture';
import { cloneProperties, removeWrittenCalls, writeCalls } from './support/export-writer';
import { GatedSource } from './support/gated-source';

/** The sample's newest LastChangedDate: the watermark after importing it. */
const SAMPLE_WATERMARK = '2025-03-16 12:00:00';

describe('import guarantees (real PostgreSQL)', () => {
  let dataSource: DataSource;
  let importer: CatalogueImporter;
  let sample: CrmItem[];
  const folder = (dir: string) => new FolderExportSource(dir);
  const importSample = () => importer.run({ source: folder(SMALL_EXPORT_DIR), full: true, trigger: 'operator' });
  const run = (dir: string, full: boolean, withImporter = importer) =>
    withImporter.run({ source: folder(dir), full, trigger: 'schedule' });
  const edited = (changes: Record<number, CrmItem>) =>
    sample.map((item) => ({ ...item, ...changes[item['ID'] as number] }));
  const without = (...ids: number[]) => sample.filter((item) => !ids.includes(item['ID'] as number));
  const runRow = async (id: number) =>
    ((await dataSource.query('SELECT * FROM sync_runs WHERE id = $1', [id])) as Record<string, unknown>[])[0];
  const price = async (id: number) =>
    (
      (await dataSource.query('SELECT price::float AS price FROM properties WHERE id = $1', [id])) as {
        price: number;
      }[]
    )[0]?.price;
  const liveIds = async () =>
    (
      (await dataSource.query('SELECT id FROM properties WHERE withdrawn_at IS NULL ORDER BY id')) as { id: number }[]
    ).map((row) => row.id);

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    importer = new CatalogueImporter(dataSource);
    sample = (await samplePages()).flat();
  });

  beforeEach(async () => {
    await emptyCatalogue(dataSource);
  });

  afterAll(async () => {
    await dataSource.destroy();
    await removeWrittenCalls();
  });

  describe('incremental runs', () => {
    it('read only what changed after the watermark and withdraw the ids listed as deleted since', async () => {
      expect(await importSample()).toMatchObject({ status: 'succeeded', created: 12, watermark: SAMPLE_WATERMARK });
      const dir = await writeCalls({
        [CrmCall.properties]: edited({ 4101: { Price: 389000, LastChangedDate: '2025-03-20 09:00:00' } }),
        [CrmCall.deletedProperties]: [
          { ID: 4102, DeletedDate: '2025-03-19 10:00:00' },
          // Deleted before the last run: already applied then, never re-read.
          { ID: 4103, DeletedDate: '2025-03-01 10:00:00' },
        ],
      });

      const outcome = await run(dir, false);
      expect(outcome).toMatchObject({
        status: 'succeeded',
        created: 0,
        updated: 1,
        unchanged: 0,
        withdrawn: 1,
        watermark: '2025-03-20 09:00:00',
      });
      expect(await price(4101)).toBe(389000);
      expect(await liveIds()).not.toContain(4102);
      expect(await liveIds()).toContain(4103);
      expect((await storedProperties(dataSource)).get(4102)?.withdrawn_at).toBeInstanceOf(Date);

      // The same export again: nothing is newer than the watermark.
      const again = await run(dir, false);
      expect(again).toMatchObject({ status: 'succeeded', created: 0, updated: 0, unchanged: 0, withdrawn: 0 });
      expect((await runRow(again.runId))?.['watermark']).toBe('2025-03-20 09:00:00');
    });

    it('bring a withdrawn property back under the same id when it is relisted after its deletion', async () => {
      await importSample();
      await run(
        await writeCalls({
          [CrmCall.properties]: [],
          [CrmCall.deletedProperties]: [{ ID: 4105, DeletedDate: '2025-03-17 08:00:00' }],
        }),
        false,
      );
      expect(await liveIds()).not.toContain(4105);

      const relisted = await writeCalls({
        [CrmCall.properties]: edited({ 4105: { LastChangedDate: '2025-03-21 08:00:00' } }),
        // Still listed as deleted, but before it was relisted.
        [CrmCall.deletedProperties]: [{ ID: 4105, DeletedDate: '2025-03-18 12:00:00' }],
      });
      expect(await run(relisted, false)).toMatchObject({ status: 'succeeded', created: 0, updated: 1, withdrawn: 0 });
      const rows = (await dataSource.query('SELECT id, withdrawn_at FROM properties WHERE id = 4105')) as unknown[];
      expect(rows).toEqual([{ id: 4105, withdrawn_at: null }]);
    });

    it('start from everything before the first succeeded run, and never withdraw what they do not list', async () => {
      const dir = await writeCalls({ [CrmCall.properties]: without(4101) });
      expect(await run(dir, false)).toMatchObject({ status: 'succeeded', created: 11, withdrawn: 0 });
    });
  });

  describe('refusal', () => {
    it('refuses a full export that would withdraw more than 20 % of the live listings, whole', async () => {
      await importSample();
      const before = await storedProperties(dataSource);
      const dir = await writeCalls({
        [CrmCall.properties]: without(4101, 4102, 4103).map((item) => ({ ...item, Price: 1 })),
      });

      const outcome = await run(dir, true);
      const reason = 'would withdraw 3 of 12 live properties (25 %), above the 20 % limit';
      expect(outcome).toMatchObject({ status: 'refused', failureReason: reason, created: 0, updated: 0, withdrawn: 0 });
      expect(await storedProperties(dataSource)).toEqual(before);
      expect(await price(4104)).toBe(525000);
      expect(await runRow(outcome.runId)).toMatchObject({ status: 'refused', failure_reason: reason });

      // Two of twelve (17 %) is within the limit.
      expect(await run(await writeCalls({ [CrmCall.properties]: without(4101, 4102) }), true)).toMatchObject({
        status: 'succeeded',
        withdrawn: 2,
      });
    });

    it('refuses an incremental run whose deleted ids would take off too much', async () => {
      await importSample();
      const deleted = [4101, 4102, 4103].map((ID) => ({ ID, DeletedDate: '2025-03-20 10:00:00' }));
      const outcome = await run(await writeCalls({ [CrmCall.deletedProperties]: deleted }), false);
      expect(outcome).toMatchObject({
        status: 'refused',
        failureReason: 'would withdraw 3 of 12 live properties (25 %), above the 20 % limit',
      });
      expect(await liveIds()).toHaveLength(12);
      // A refused run does not move the watermark: the deletions are offered again next time.
      expect(await run(await writeCalls({ [CrmCall.deletedProperties]: deleted.slice(0, 2) }), false)).toMatchObject({
        status: 'succeeded',
        withdrawn: 2,
      });
    });

    it('follows SYNC_MAX_WITHDRAW_SHARE', async () => {
      await importSample();
      const lenient = new CatalogueImporter(dataSource, { SYNC_MAX_WITHDRAW_SHARE: 0.5 });
      expect(
        await run(await writeCalls({ [CrmCall.properties]: without(4101, 4102, 4103) }), true, lenient),
      ).toMatchObject({
        status: 'succeeded',
        withdrawn: 3,
      });
    });
  });

  it('imports messy records: amounts as text, sanitised HTML, clears foreign coordinates with a warning, rejects unknown types', async () => {
    const dir = await writeCalls({
      [CrmCall.types]: [1, 2, 4].map((webId) => ({
        ID: webId,
        WebID: webId,
        Name: `type ${webId}`,
        Sale: true,
        Rent: true,
      })),
      [CrmCall.properties]: edited({
        4101: { Price: '€ 1.250.000' },
        4102: { WebID: 99 },
        4103: { GoogleY: 48.8566, GoogleX: 2.3522 },
        4104: {
          Descriptions: [
            {
              LanguageId: 2,
              TypeDescription: 'Maison',
              Description: '<p style="x">Belle <b>maison</b><script>alert(1)</script></p>',
            },
          ],
        },
        4106: { ProjectID: 12, Status: 'Actief', SurfaceLiving: '120', Manager: { Name: 'Anne Dupont' } },
      }),
    });
    const outcome = await run(dir, true);
    expect(outcome).toMatchObject({ status: 'succeeded', created: 11, rejected: 1 });
    expect(outcome.rejections).toEqual([{ id: 4102, reason: 'unknown type WebID 99 (not in GetWebIDList)' }]);
    const warnings = [
      { id: 4103, reason: 'coordinates 48.8566, 2.3522 (GoogleY, GoogleX) are outside the Benelux: cleared' },
    ];
    expect(outcome.warnings).toEqual(warnings);
    expect((await runRow(outcome.runId))?.['warnings']).toEqual(warnings);

    const [row4104] = (await dataSource.query(`SELECT descriptions->>'fr' AS fr FROM properties WHERE id = 4104`)) as {
      fr: string;
    }[];
    expect(row4104?.fr).toBe('<p>Belle <strong>maison</strong></p>');
    expect(await price(4101)).toBe(1250000);
    const [row4103] = (await dataSource.query(
      'SELECT latitude, longitude FROM properties WHERE id = 4103',
    )) as unknown[];
    expect(row4103).toEqual({ latitude: null, longitude: null });
    const [row4106] = (await dataSource.query(
      'SELECT project_id, status, details FROM properties WHERE id = 4106',
    )) as Record<string, unknown>[];
    expect(row4106).toMatchObject({
      project_id: 12,
      status: 'Actief',
      details: {
        fields: expect.objectContaining({
          livingSurface: 120,
          manager: expect.objectContaining({ name: 'Anne Dupont' }),
        }),
      },
    });
  });

  describe('one run at a time', () => {
    it('skips a run started while another is running, and lets the first finish', async () => {
      const gated = new GatedSource(folder(SMALL_EXPORT_DIR));
      const first = importer.run({ source: gated, full: true, trigger: 'schedule' });
      await gated.gateReached;

      // Another worker process: its own importer and connections.
      const otherWorker = await openTestDatabase();
      try {
        const second = await new CatalogueImporter(otherWorker).run({
          source: folder(SMALL_EXPORT_DIR),
          full: true,
          trigger: 'operator',
        });
        expect(second).toMatchObject({ status: 'skipped', failureReason: 'another import is running', created: 0 });
      } finally {
        await otherWorker.destroy();
      }
      gated.open();
      expect(await first).toMatchObject({ status: 'succeeded', created: 12 });
      const runs = (await dataSource.query('SELECT trigger, status FROM sync_runs ORDER BY id')) as unknown[];
      expect(runs).toEqual([
        { trigger: 'schedule', status: 'succeeded' },
        { trigger: 'operator', status: 'skipped' },
      ]);
    });

    it('marks a run left running by a dead worker as interrupted', async () => {
      const [stale] = (await dataSource.query(
        `INSERT INTO sync_runs (source, trigger, "full", status) VALUES ('/old', 'schedule', true, 'running') RETURNING id`,
      )) as { id: number }[];
      expect(await importSample()).toMatchObject({ status: 'succeeded' });
      expect(await runRow(stale?.id ?? 0)).toMatchObject({ status: 'failed', failure_reason: INTERRUPTED_REASON });
    });
  });

  it('never shows a half-imported catalogue to a reader on another connection', async () => {
    await importSample();
    // Pages of 500, batches of 1000 with one write in flight: before page 5
    // the first batch is surely written, inside the open transaction.
    const big = [...edited({ 4101: { Price: 1 } }), ...cloneProperties(sample, 2488, 200_000)];
    const gated = new GatedSource(folder(await writeCalls({ [CrmCall.properties]: big }, 500)), 5);
    const running = importer.run({ source: gated, full: true, trigger: 'schedule' });
    await gated.gateReached;

    // The import's transaction has written its first batch (it holds a transaction id)…
    const [writers] = (await dataSource.query(
      `SELECT count(*)::integer AS count FROM pg_stat_activity
        WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()`,
    )) as { count: number }[];
    expect(writers?.count).toBe(1);
    // …yet a visitor's connection still sees the previous catalogue, whole.
    expect(await liveIds()).toHaveLength(12);
    expect(await price(4101)).toBe(395000);

    gated.open();
    expect(await running).toMatchObject({ status: 'succeeded', created: 2488, updated: 1 });
    expect(await liveIds()).toHaveLength(2500);
    expect(await price(4101)).toBe(1);
  });
});
