import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type FakeCrm, type Fault, startFakeCrm } from '../../export/fake-crm-server';
import { writeExport } from '../../export/generate-export';
import { CrmCall, ExportFailedError, type ExportPage } from './export-source';
import { HttpExportSource } from './http-export-source';

describe(HttpExportSource.name, () => {
  let dir: string;
  let crm: FakeCrm | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'immo-http-source-'));
    await writeExport(dir, { properties: 230, pageSize: 40, projects: 2 });
  });

  afterEach(async () => {
    await crm?.close();
    crm = undefined;
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function source(options: { faults?: Fault[]; password?: string; pageSize?: number } = {}) {
    await crm?.close();
    crm = await startFakeCrm({ dir, user: 'agency', password: 'secret', faults: options.faults });
    return new HttpExportSource({
      baseUrl: crm.url,
      user: 'agency',
      password: options.password ?? 'secret',
      pageSize: options.pageSize ?? 100,
      retryDelayMs: 1,
    });
  }

  async function collect(
    from: HttpExportSource,
    call: CrmCall = CrmCall.properties,
    changedSince?: string,
  ): Promise<ExportPage[]> {
    const pages: ExportPage[] = [];
    for await (const page of from.pages(call, { changedSince })) pages.push(page);
    return pages;
  }

  it('reads a list page by page at its own page size and stops after the last row', async () => {
    const pages = await collect(await source({ pageSize: 100 }));
    expect(pages.map((page) => page.items.length)).toEqual([100, 100, 30]);
    expect(crm?.requests.filter((request) => request.startsWith(CrmCall.properties))).toEqual([
      'GetPropertyList?page=1&pageSize=100',
      'GetPropertyList?page=2&pageSize=100',
      'GetPropertyList?page=3&pageSize=100',
    ]);
  });

  it('reads an empty list as no records, not as a failure', async () => {
    expect((await collect(await source(), CrmCall.deletedProperties)).flatMap((page) => page.items)).toEqual([]);
  });

  it('fails the export with a clear reason when the CRM refuses the credentials', async () => {
    await expect(collect(await source({ password: 'wrong' }))).rejects.toThrow(
      new ExportFailedError(
        'the CRM refused the credentials (HTTP 401) on GetPropertyList page 1: check CRM_API_USER and CRM_API_PASSWORD',
      ),
    );
  });

  it('retries a page after a server error, and gives up after the retries', async () => {
    const once = await collect(await source({ faults: [{ page: 2, kind: 'http-500', times: 1 }] }));
    expect(once.flatMap((page) => page.items)).toHaveLength(230);
    await expect(collect(await source({ faults: [{ page: 2, kind: 'http-500' }] }))).rejects.toThrow(
      'GetPropertyList page 2 failed after 3 attempts: HTTP 500',
    );
  });

  it('fails on a CRM error, a cut-off body or a truncated list', async () => {
    await expect(collect(await source({ faults: [{ page: 2, kind: 'crm-error' }] }))).rejects.toThrow(
      /failed export on GetPropertyList page 2/,
    );
    await expect(collect(await source({ faults: [{ page: 3, kind: 'bad-json' }] }))).rejects.toThrow(
      /GetPropertyList page 3 cannot be read/,
    );
    await expect(collect(await source({ faults: [{ page: 2, kind: 'truncate' }] }))).rejects.toThrow(
      'GetPropertyList is truncated: 100 of 230 rows received',
    );
  });

  it('fails when the CRM cannot be reached', async () => {
    const unreachable = new HttpExportSource({
      baseUrl: 'http://127.0.0.1:9',
      user: 'u',
      password: 'p',
      retries: 1,
      retryDelayMs: 1,
    });
    await expect(collect(unreachable)).rejects.toThrow(/GetPropertyList page 1 failed after 2 attempts: network error/);
  });

  it('asks the CRM for the records changed after the watermark only', async () => {
    const all = (await collect(await source())).flatMap((page) => page.items) as { LastChangedDate: string }[];
    const watermark = [...all.map((item) => item.LastChangedDate)].sort().at(-5) as string;
    const newer = (await collect(await source(), CrmCall.properties, watermark)).flatMap((page) => page.items);
    expect(newer).toEqual(all.filter((item) => item.LastChangedDate > watermark));
    expect(newer).toHaveLength(4);
    expect(crm?.requests.at(-1)).toBe(
      `GetPropertyList?page=1&pageSize=100&changedSince=${encodeURIComponent(watermark).replace(/%20/g, '+')}`,
    );
  });
});
