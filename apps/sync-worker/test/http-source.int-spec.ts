import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { type FakeCrm, type Fault, startFakeCrm } from '../src/export/fake-crm-server';
import { writeExport } from '../src/export/generate-export';
import { CatalogueImporter } from '../src/sync/catalogue-importer';
import { HttpExportSource } from '../src/sync/crm/http-export-source';
import { emptyCatalogue, openTestDatabase, storedProperties } from './support/database';

const PROPERTIES = 300;

describe('import from the CRM API over HTTP (fake CRM, real PostgreSQL)', () => {
  let dataSource: DataSource;
  let importer: CatalogueImporter;
  let dir: string;
  let crm: FakeCrm | undefined;

  const serve = async (folder: string, faults: Fault[] = []) => {
    await crm?.close();
    crm = await startFakeCrm({ dir: folder, user: 'agency', password: 'secret', faults });
    return crm;
  };
  const importOver = async (server: FakeCrm, full: boolean, password = 'secret') =>
    importer.run({
      source: new HttpExportSource({ baseUrl: server.url, user: 'agency', password, pageSize: 100, retryDelayMs: 1 }),
      full,
      trigger: 'operator',
    });
  const liveCount = async () =>
    (
      (await dataSource.query('SELECT count(*)::integer AS n FROM properties WHERE withdrawn_at IS NULL')) as {
        n: number;
      }[]
    )[0]?.n;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    importer = new CatalogueImporter(dataSource);
    dir = await mkdtemp(path.join(os.tmpdir(), 'immo-http-int-'));
    await writeExport(dir, { properties: PROPERTIES, projects: 3, pageSize: 50 });
  });

  beforeEach(async () => {
    await emptyCatalogue(dataSource);
  });

  afterAll(async () => {
    await crm?.close();
    await dataSource.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports a generated export page by page and records the API as the source', async () => {
    const server = await serve(dir);
    const outcome = await importOver(server, true);
    expect(outcome).toMatchObject({ status: 'succeeded', created: PROPERTIES, rejected: 0, withdrawn: 0 });
    expect(await liveCount()).toBe(PROPERTIES);
    expect(server.requests.filter((request) => request.startsWith('GetPropertyList'))).toHaveLength(3);
    const [run] = (await dataSource.query('SELECT source FROM sync_runs WHERE id = $1', [outcome.runId])) as {
      source: string;
    }[];
    expect(run?.source).toBe(server.url);

    // The same export again writes nothing.
    expect(await importOver(server, true)).toMatchObject({
      status: 'succeeded',
      created: 0,
      updated: 0,
      unchanged: PROPERTIES,
    });
  });

  it('fails the run with a clear reason and changes nothing when the credentials are wrong', async () => {
    const server = await serve(dir);
    const outcome = await importOver(server, true, 'wrong');
    expect(outcome.status).toBe('failed');
    expect(outcome.failureReason).toMatch(/the CRM refused the credentials \(HTTP 401\)/);
    expect(await liveCount()).toBe(0);
  });

  it('keeps the previous catalogue when the CRM answers Success: false or cuts the list short', async () => {
    await importOver(await serve(dir), true);
    const before = await storedProperties(dataSource);

    const failed = await importOver(await serve(dir, [{ call: 'GetPropertyList', page: 2, kind: 'crm-error' }]), true);
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason:
        'the CRM reported a failed export on GetPropertyList page 2 (code 500: Export interrupted by the CRM)',
    });

    const truncated = await importOver(
      await serve(dir, [{ call: 'GetPropertyList', page: 3, kind: 'truncate' }]),
      true,
    );
    expect(truncated).toMatchObject({
      status: 'failed',
      failureReason: `GetPropertyList is truncated: 200 of ${PROPERTIES} rows received`,
    });

    expect(await storedProperties(dataSource)).toEqual(before);
  });

  it('reads only the records changed since the last run on an incremental import', async () => {
    await importOver(await serve(dir), true);
    // The CRM edits one property after that run.
    const changed = await mkdtemp(path.join(os.tmpdir(), 'immo-http-int-'));
    try {
      await writeExport(changed, { properties: PROPERTIES, projects: 3, pageSize: 50 });
      const file = path.join(changed, 'GetPropertyList', '4.json');
      const page = JSON.parse(await readFile(file, 'utf8')) as {
        GetPropertyListJsonResult: { Value: { Items: Record<string, unknown>[] } };
      };
      const edited = page.GetPropertyListJsonResult.Value.Items[7] as Record<string, unknown>;
      Object.assign(edited, { Price: 123_000, LastChangedDate: '2026-04-02 09:30:00' });
      await writeFile(file, JSON.stringify(page));

      const server = await serve(changed);
      const outcome = await importOver(server, false);
      expect(outcome).toMatchObject({ status: 'succeeded', created: 0, updated: 1, withdrawn: 0 });
      const request = server.requests.find((candidate) => candidate.startsWith('GetPropertyList'));
      expect(request).toMatch(/changedSince=2026-03-31\+17%3A00%3A00/);
      const [row] = (await dataSource.query('SELECT price::float AS price FROM properties WHERE id = $1', [
        edited['ID'],
      ])) as { price: number }[];
      expect(row?.price).toBe(123_000);
    } finally {
      await rm(changed, { recursive: true, force: true });
    }
  });
});
