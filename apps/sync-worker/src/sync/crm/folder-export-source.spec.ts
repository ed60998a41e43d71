import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BUNDLED_SAMPLE_EXPORT_DIR } from '../../config/env';
import { CrmCall, ExportFailedError, type ExportPage, type ReadOptions } from './export-source';
import { FolderExportSource } from './folder-export-source';

async function collect(
  source: FolderExportSource,
  call: CrmCall = CrmCall.properties,
  options?: ReadOptions,
): Promise<ExportPage[]> {
  const pages: ExportPage[] = [];
  for await (const page of source.pages(call, options)) pages.push(page);
  return pages;
}

describe(FolderExportSource.name, () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'immo-export-'));
    await mkdir(path.join(dir, 'GetPropertyList'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const page = (items: unknown[], { success = true, from = 1, rowsCount = items.length } = {}) =>
    JSON.stringify({
      GetPropertyListJsonResult: {
        Code: success ? 0 : 500,
        Message: success ? '' : 'Timeout',
        Success: success,
        Value: { From: from, To: from + items.length - 1, RowsCount: rowsCount, Items: items },
      },
    });

  it('reads the bundled sample page by page', async () => {
    const pages = await collect(new FolderExportSource(BUNDLED_SAMPLE_EXPORT_DIR));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.map((p) => p.number)).toEqual([...pages.keys()].map((index) => index + 1));
    expect(pages.flatMap((p) => p.items).length).toBeGreaterThanOrEqual(12);
  });

  it('reads pages in numeric order (2 before 10)', async () => {
    await writeFile(path.join(dir, 'GetPropertyList', '10.json'), page([{ ID: 10 }], { from: 2, rowsCount: 2 }));
    await writeFile(path.join(dir, 'GetPropertyList', '2.json'), page([{ ID: 2 }], { rowsCount: 2 }));
    expect((await collect(new FolderExportSource(dir))).map((p) => p.number)).toEqual([2, 10]);
  });

  it('yields nothing for a call the export does not carry', async () => {
    expect(await collect(new FolderExportSource(dir), CrmCall.owners)).toEqual([]);
  });

  it('fails the export when the CRM says Success: false', async () => {
    await writeFile(path.join(dir, 'GetPropertyList', '1.json'), page([], { success: false }));
    await expect(collect(new FolderExportSource(dir))).rejects.toThrow(
      new ExportFailedError('the CRM reported a failed export on GetPropertyList page 1 (code 500: Timeout)'),
    );
  });

  it('fails the export when a page is not JSON', async () => {
    await writeFile(path.join(dir, 'GetPropertyList', '1.json'), '{ nope');
    await expect(collect(new FolderExportSource(dir))).rejects.toThrow(/page 1 cannot be read/);
  });

  it('fails a truncated export: a missing page or fewer rows than announced', async () => {
    await writeFile(path.join(dir, 'GetPropertyList', '1.json'), page([{ ID: 1 }], { rowsCount: 3 }));
    await writeFile(path.join(dir, 'GetPropertyList', '3.json'), page([{ ID: 3 }], { from: 3, rowsCount: 3 }));
    await expect(collect(new FolderExportSource(dir))).rejects.toThrow(/truncated: page 3 starts at row 3, expected 2/);
    await rm(path.join(dir, 'GetPropertyList', '3.json'));
    await expect(collect(new FolderExportSource(dir))).rejects.toThrow(/truncated: 1 of 3 rows received/);
  });

  it('keeps only the records changed after the watermark', async () => {
    const items = [
      { ID: 1, LastChangedDate: '2026-03-01 09:00:00' },
      { ID: 2, LastChangedDate: '2026-03-02 18:30:00' },
      { ID: 3 },
    ];
    await writeFile(path.join(dir, 'GetPropertyList', '1.json'), page(items));
    const pages = await collect(new FolderExportSource(dir), CrmCall.properties, {
      changedSince: '2026-03-01 09:00:00',
    });
    expect(pages.flatMap((p) => p.items)).toEqual([items[1], items[2]]);
  });
});
