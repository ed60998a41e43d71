// Issue 11: one bad record never stops a run. Each case is a record a careless
// CRM (or an attacker who can type into it) sends; the run must reject or
// clean that record, say which one and why, and apply the rest.
import type { DataSource } from 'typeorm';
import { CatalogueImporter } from '../src/sync/catalogue-importer';
import { CrmCall } from '../src/sync/crm/export-source';
import { FolderExportSource } from '../src/sync/crm/folder-export-source';
import { openTestDatabase } from './support/database';
import { type CrmItem, removeWrittenCalls, writeCalls } from './support/export-writer';
import { projectRecord, propertyRecord } from './support/reference/reference-records';

const TABLES = 'properties, projects, sync_runs';

describe('one bad record never stops an import (real PostgreSQL)', () => {
  let dataSource: DataSource;
  let importer: CatalogueImporter;
  const run = async (lists: Partial<Record<CrmCall, CrmItem[]>>, full = true, withImporter = importer) =>
    withImporter.run({ source: new FolderExportSource(await writeCalls(lists)), full, trigger: 'operator' });
  const query = <T>(sql: string, parameters: unknown[] = []) => dataSource.query(sql, parameters) as Promise<T[]>;
  const runRow = async (id: number) =>
    (await query<Record<string, unknown>>('SELECT * FROM sync_runs WHERE id = $1', [id]))[0];
  const property = async (id: number) =>
    (await query<Record<string, unknown>>('SELECT * FROM properties WHERE id = $1', [id]))[0];
  const liveProjects = async () =>
    (await query<{ id: number }>('SELECT id FROM projects WHERE withdrawn_at IS NULL ORDER BY id')).map(
      (row) => row.id,
    );
  /** A good record with one field changed. */
  const withField = (id: number, field: string, value: unknown) => propertyRecord(id, { [field]: value });

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    importer = new CatalogueImporter(dataSource);
  });

  beforeEach(async () => {
    await dataSource.query(`DROP TRIGGER IF EXISTS refuse_one ON properties`);
    await dataSource.query(`TRUNCATE ${TABLES} RESTART IDENTITY`);
  });

  afterAll(async () => {
    await dataSource.query(`DROP TRIGGER IF EXISTS refuse_one ON properties`);
    await dataSource.query(`TRUNCATE ${TABLES} RESTART IDENTITY`);
    await dataSource.destroy();
    await removeWrittenCalls();
  });

  describe('values a column cannot hold', () => {
    // Each of these failed the whole run with a bare "numeric field overflow"
    // or "date/time field value out of range".
    const rejected: [field: string, value: unknown, reason: string][] = [
      ['Price', 1e10, 'Price 10000000000 is not a price (0 to 9 999 999 999.99)'],
      ['Price', '12.500.000.000', 'Price 12500000000 is not a price (0 to 9 999 999 999.99)'],
      ['Price', -250000, 'Price -250000 is not a price (0 to 9 999 999 999.99)'],
      ['Goal', 40000, 'Goal 40000 is out of range (-32768 to 32767)'],
      ['WebID', 3_000_000_000, 'WebID 3000000000 is out of range (-2147483648 to 2147483647)'],
      ['CountryID', 3_000_000_000, 'CountryID 3000000000 is out of range (-2147483648 to 2147483647)'],
      ['PriceUnit', 3_000_000_000, 'PriceUnit 3000000000 is out of range (-2147483648 to 2147483647)'],
      ['Marquee', -3_000_000_000, 'Marquee -3000000000 is out of range (-2147483648 to 2147483647)'],
      ['CreatedDate', '0000-01-01 00:00:00', 'CreatedDate "0000-01-01 00:00:00" is not a date YYYY-MM-DD HH:mm:ss'],
      [
        'LastChangedDate',
        '0000-02-29 10:00:00',
        'LastChangedDate "0000-02-29 10:00:00" is not a date YYYY-MM-DD HH:mm:ss',
      ],
    ];

    it('rejects each such record with its ID and the reason, and applies the rest', async () => {
      const records = rejected.map(([field, value], index) => withField(5001 + index, field, value));
      const outcome = await run({ [CrmCall.properties]: [propertyRecord(4101), ...records, propertyRecord(4102)] });

      expect(outcome).toMatchObject({ status: 'succeeded', created: 2, rejected: rejected.length });
      expect(outcome.rejections).toEqual(rejected.map(([, , reason], index) => ({ id: 5001 + index, reason })));
      expect((await query<{ id: number }>('SELECT id FROM properties ORDER BY id')).map((row) => row.id)).toEqual([
        4101, 4102,
      ]);
    });

    it('imports a record whose optional count is out of range without it, with a warning', async () => {
      const outcome = await run({
        [CrmCall.properties]: [withField(4101, 'Bedrooms', 3_000_000_000), withField(4102, 'Bathrooms', -2)],
      });
      expect(outcome).toMatchObject({ status: 'succeeded', created: 2, rejected: 0 });
      expect(outcome.warnings).toEqual([
        { id: 4101, reason: 'Bedrooms 3000000000 is not a count (0 to 2147483647): left out' },
        { id: 4102, reason: 'Bathrooms -2 is not a count (0 to 2147483647): left out' },
      ]);
      expect(await property(4101)).toMatchObject({
        bedrooms: null,
        details: { fields: expect.objectContaining({ bedrooms: null }) },
      });
      expect(await property(4102)).toMatchObject({ details: { fields: expect.objectContaining({ bathrooms: null }) } });
    });
  });

  describe('text the database cannot store', () => {
    it('removes NUL characters and replaces an unpaired surrogate, with a warning naming the field', async () => {
      const outcome = await run({
        [CrmCall.properties]: [
          propertyRecord(4101, { Street: 'Rue\u0000 Royale', Heating: 'Gaz\u0000' }),
          propertyRecord(4102, {
            TypeDescription: 'Villa \ud83c',
            Descriptions: [{ LanguageId: 2, TypeDescription: 'Villa \ud83c', Description: '<p>\udc00Belle</p>' }],
          }),
          propertyRecord(4103, { Manager: { Name: 'Équipe 🍳' } }),
        ],
      });
      expect(outcome).toMatchObject({ status: 'succeeded', created: 3, rejected: 0 });
      expect(outcome.warnings).toEqual([
        { id: 4101, reason: 'Street: NUL characters removed' },
        { id: 4101, reason: 'Heating: NUL characters removed' },
        { id: 4102, reason: 'TypeDescription: a broken character (unpaired UTF-16 surrogate) replaced by �' },
        {
          id: 4102,
          reason: 'Descriptions[0].TypeDescription: a broken character (unpaired UTF-16 surrogate) replaced by �',
        },
        {
          id: 4102,
          reason: 'Descriptions[0].Description: a broken character (unpaired UTF-16 surrogate) replaced by �',
        },
      ]);
      expect(await property(4101)).toMatchObject({
        street: 'Rue Royale',
        details: { fields: expect.objectContaining({ heating: 'gas' }) },
      });
      expect(await property(4102)).toMatchObject({
        titles: { fr: 'Villa \ufffd' },
        descriptions: { fr: '<p>\ufffdBelle</p>' },
      });
      // A whole emoji is a pair, not a broken half: kept as sent.
      expect((await property(4103))?.['details']).toMatchObject({ fields: { manager: { name: 'Équipe 🍳' } } });
    });

    it('records a rejection whose ID itself holds a NUL', async () => {
      const outcome = await run({
        [CrmCall.properties]: [propertyRecord(4101), { ...propertyRecord(4102), ID: 'V\u0000-1' }],
      });
      expect(outcome).toMatchObject({ status: 'succeeded', created: 1, rejected: 1 });
      expect((await runRow(outcome.runId))?.['rejections']).toEqual([{ id: 'V-1', reason: 'ID "V-1" is not numeric' }]);
    });
  });

  describe('a record the database still refuses', () => {
    const refuseInTrigger = async (id: number, errcode: string) => {
      await dataSource.query(
        `CREATE OR REPLACE FUNCTION refuse_one() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION 'refused by the test' USING ERRCODE = '${errcode}'; END $$`,
      );
      await dataSource.query(
        `CREATE TRIGGER refuse_one BEFORE INSERT OR UPDATE ON properties FOR EACH ROW WHEN (NEW.id = ${id}) EXECUTE FUNCTION refuse_one()`,
      );
    };

    it('is rejected with the database reason, and the rest of its batch applies', async () => {
      await refuseInTrigger(4102, '22003');
      const outcome = await run({
        [CrmCall.properties]: [propertyRecord(4101), propertyRecord(4102), propertyRecord(4103)],
      });
      expect(outcome).toMatchObject({ status: 'succeeded', created: 2, rejected: 1 });
      expect(outcome.rejections).toEqual([
        { id: 4102, reason: 'the database refused the record: refused by the test' },
      ]);
    });

    it('fails the run, and the run says which step and which record', async () => {
      await refuseInTrigger(4102, 'XX000');
      const failure = 'writing GetPropertyList record ID 4102: refused by the test';
      await expect(
        run({ [CrmCall.properties]: [propertyRecord(4101), propertyRecord(4102), propertyRecord(4103)] }),
      ).rejects.toThrow(`Sync run 1 failed: ${failure}`);
      expect(await runRow(1)).toMatchObject({ status: 'failed', failure_reason: failure });
      expect(await query('SELECT id FROM properties')).toEqual([]);
    });
  });

  describe('the watermark', () => {
    it('never moves past the run start: a LastChangedDate in 2099 does not silence the next runs', async () => {
      const before = await query<{ now: string }>(
        `SELECT to_char(now() AT TIME ZONE 'Europe/Brussels', 'YYYY-MM-DD HH24:MI:SS') AS now`,
      );
      const outcome = await run({
        [CrmCall.properties]: [propertyRecord(4101), propertyRecord(4102, { LastChangedDate: '2099-01-01 00:00:00' })],
      });
      expect(outcome).toMatchObject({ status: 'succeeded', created: 2 });
      expect(outcome.watermark).not.toBeNull();
      expect(outcome.watermark! >= before[0]!.now && outcome.watermark! < '2099').toBe(true);
      expect(outcome.warnings).toEqual([
        {
          id: 4102,
          reason: `LastChangedDate "2099-01-01 00:00:00" is after the run started: the next incremental run starts from ${outcome.watermark}`,
        },
      ]);
      expect((await runRow(outcome.runId))?.['watermark']).toBe(outcome.watermark);

      // The next incremental run still sees a record changed since.
      const later = await run(
        { [CrmCall.properties]: [propertyRecord(4103, { LastChangedDate: '2098-12-31 00:00:00' })] },
        false,
      );
      expect(later).toMatchObject({ status: 'succeeded', created: 1 });
    });
  });

  describe('projects', () => {
    const projects = [projectRecord(71), projectRecord(72), projectRecord(73)];
    const properties = [propertyRecord(4101)];

    it('refuses a full export whose empty project list would withdraw every project', async () => {
      expect(await run({ [CrmCall.properties]: properties, [CrmCall.projects]: projects })).toMatchObject({
        status: 'succeeded',
      });
      const outcome = await run({ [CrmCall.properties]: properties, [CrmCall.projects]: [] });
      const reason = 'would withdraw 3 of 3 live projects (100 %), above the 20 % limit';
      expect(outcome).toMatchObject({ status: 'refused', failureReason: reason });
      expect(await liveProjects()).toEqual([71, 72, 73]);
    });

    it('refuses an incremental run whose deleted project ids would take off too many', async () => {
      await run({ [CrmCall.properties]: properties, [CrmCall.projects]: projects });
      const deleted = [71, 72].map((ID) => ({ ID, DeletedDate: '2099-01-01 00:00:00' }));
      const outcome = await run({ [CrmCall.deletedProjects]: deleted }, false);
      expect(outcome).toMatchObject({
        status: 'refused',
        failureReason: 'would withdraw 2 of 3 live projects (67 %), above the 20 % limit',
      });
      expect(await liveProjects()).toEqual([71, 72, 73]);
    });

    it('shows the project withdrawals in the run summary', async () => {
      await run({ [CrmCall.properties]: properties, [CrmCall.projects]: projects });
      const lenient = new CatalogueImporter(dataSource, { SYNC_MAX_WITHDRAW_SHARE: 0.5 });
      const outcome = await run(
        { [CrmCall.properties]: properties, [CrmCall.projects]: projects.slice(1) },
        true,
        lenient,
      );
      expect(outcome).toMatchObject({ status: 'succeeded', withdrawn: 0, projectsWithdrawn: 1 });
      expect(await runRow(outcome.runId)).toMatchObject({ withdrawn: 0, projects_withdrawn: 1 });
      expect(await liveProjects()).toEqual([72, 73]);
    });
  });

  describe('the same ID twice', () => {
    it('imports the first valid copy and says that the invalid one before it was replaced', async () => {
      const outcome = await run({
        [CrmCall.properties]: [
          propertyRecord(4101, { Price: 'sur demande' }),
          propertyRecord(4102),
          propertyRecord(4101, { Price: 410000 }),
          propertyRecord(4101, { Price: 999 }),
        ],
      });
      expect(outcome).toMatchObject({ status: 'succeeded', created: 2, rejected: 2 });
      expect(outcome.rejections).toEqual([
        {
          id: 4101,
          reason: 'Price "sur demande" is not an amount; a later copy of ID 4101 in this export was imported instead',
        },
        { id: 4101, reason: 'duplicate ID 4101: the first valid record was kept' },
      ]);
      expect(await property(4101)).toMatchObject({ price: '410000.00' });
    });

    it('keeps the first record when it is valid, and says so of the later one, valid or not', async () => {
      const outcome = await run({
        [CrmCall.properties]: [propertyRecord(4101), propertyRecord(4101, { Price: 'sur demande' })],
      });
      expect(outcome.rejections).toEqual([{ id: 4101, reason: 'duplicate ID 4101: the first record was kept' }]);
      expect(await property(4101)).toMatchObject({ price: '350000.00' });
    });
  });

  it('clears 0, 0 coordinates with the warning the docs promise', async () => {
    const outcome = await run({
      [CrmCall.properties]: [propertyRecord(4101, { GoogleX: 0, GoogleY: 0 }), propertyRecord(4102)],
    });
    expect(outcome.warnings).toEqual([
      { id: 4101, reason: 'coordinates 0, 0 (GoogleY, GoogleX) are no position: cleared' },
    ]);
    expect(await property(4101)).toMatchObject({ latitude: null, longitude: null });
  });

  describe('links', () => {
    const bad = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'vbscript:msgbox(1)',
      'photo.jpg',
      '//evil.example/a.jpg',
    ];

    it('lets only http(s) links and site paths into a property, and warns of each one dropped', async () => {
      const outcome = await run({
        [CrmCall.properties]: [
          propertyRecord(4101, {
            Pictures: [
              ...bad.map((Url) => ({ Url, Width: 800, Height: 600 })),
              { Url: 'https://cdn.example/1.jpg', Width: 800, Height: 600 },
              { Url: '/sample-photos/house-1.svg' },
            ],
            Documents: [
              { Url: 'javascript:alert(1)', Name: 'Plan' },
              { Url: 'https://cdn.example/plan.pdf', Name: 'Plan' },
            ],
            Videos: [{ Url: 'vbscript:msgbox(1)' }, { Url: 'www.youtube.com/watch?v=dQw4w9WgXcQ' }],
            VirtualTourUrl: 'JAVASCRIPT:alert(document.domain)',
            Manager: { Name: 'Anne', PictureUrl: 'data:text/html,<script>alert(1)</script>' },
          }),
          propertyRecord(4102, {
            Pictures: [{ Url: 'javascript:alert(1)' }],
            SmallPictureItem: { Url: 'data:image/png;base64,AAAA', Width: 250, Height: 188 },
          }),
        ],
      });
      expect(outcome).toMatchObject({ status: 'succeeded', created: 2, rejected: 0 });
      const stored = await property(4101);
      expect(stored?.['pictures']).toEqual([
        { url: 'https://cdn.example/1.jpg', width: 800, height: 600 },
        { url: '/sample-photos/house-1.svg', width: 0, height: 0 },
      ]);
      expect(stored?.['details']).toMatchObject({
        documents: [{ url: 'https://cdn.example/plan.pdf', name: 'Plan', type: null, locale: null }],
        videoUrls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
        virtualTourUrl: null,
        fields: { manager: { name: 'Anne', pictureUrl: null } },
      });
      expect((await property(4102))?.['pictures']).toEqual([]);
      const warned = outcome.warnings.filter((warning) => warning.id === 4101).map((warning) => warning.reason);
      expect(warned).toEqual([
        'Documents[0].Url "javascript:alert(1)" is not a web address: dropped',
        'Videos[0].Url "vbscript:msgbox(1)" is not a web address: dropped',
        'VirtualTourUrl "JAVASCRIPT:alert(document.domain)" is not a web address: dropped',
        'Manager.PictureUrl "data:text/html,<script>alert(1)</script>" is not a web address: dropped',
        ...bad.map((url, index) => `Pictures[${index}].Url ${JSON.stringify(url)} is not a web address: dropped`),
      ]);
      expect(outcome.warnings.filter((warning) => warning.id === 4102)).toHaveLength(2);
    });

    it('does the same for a project external link, pictures and documents', async () => {
      const outcome = await run({
        [CrmCall.properties]: [propertyRecord(4101)],
        [CrmCall.projects]: [
          projectRecord(71, {
            ExternalUrl: ' javascript:alert(1)',
            Pictures: [
              { Url: 'data:image/png;base64,AAAA', Order: 1 },
              { Url: 'https://cdn.example/p1.jpg', Order: 2 },
            ],
            Documents: [
              { Url: 'vbscript:msgbox(1)', Name: 'Prix' },
              { Url: 'https://cdn.example/prices.pdf', Name: 'Prix' },
            ],
          }),
        ],
      });
      expect(outcome).toMatchObject({ status: 'succeeded', rejected: 0 });
      const [project] = await query<Record<string, unknown>>(
        'SELECT external_url, pictures, documents FROM projects WHERE id = 71',
      );
      expect(project).toEqual({
        external_url: null,
        pictures: [{ url: 'https://cdn.example/p1.jpg', width: 0, height: 0 }],
        documents: [{ url: 'https://cdn.example/prices.pdf', name: 'Prix', type: null, locale: null }],
      });
      expect(outcome.warnings.map((warning) => warning.reason)).toEqual([
        'GetProjectList: Pictures[0].Url "data:image/png;base64,AAAA" is not a web address: dropped',
        'GetProjectList: Documents[0].Url "vbscript:msgbox(1)" is not a web address: dropped',
        'GetProjectList: ExternalUrl " javascript:alert(1)" is not a web address: dropped',
      ]);
    });
  });
});
