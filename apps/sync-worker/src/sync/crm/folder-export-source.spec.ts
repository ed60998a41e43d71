import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BUNDLED_SAMPLE_EXPORT_DIR } from '../../config/env';
import { ExportFailedError, type ExportPage } from './export-source';
import { FolderExportSource } from './folder-export-source';

async function collect(source: FolderExportSource): Promise<ExportPage[]> {
  const pages: ExportPage[] = [];
  for await (const page of source.pages()) pages.push(page);
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

  const page = (items: unknown[], success = true) =>
    JSON.stringify({ GetPropertyListJsonResult: { Code: success ? 0 : 500, Message: success ? '' : 'Timeout', Success: success, Value: { From: 1, To: 50, RowsCount: items.length, Items: items } } });

  it('reads the bundled sample: two pages, twelve properties', async () => {
    const pages = await collect(new FolderExportSource(BUNDLED_SAMPLE_EXPORT_DIR));
    expect(pages.map((p) => p.number)).toEqual([1, 2]);
    expect(pages.flatMap((p) => p.items)).toHaveLength(12);
  });

  it('reads pages in numeric order (2 before 10)', async () => {
    await writeFile(path.join(dir, 'GetPropertyList', '10.json'), page([{ ID: 10 }]));
    await writeFile(path.join(dir, 'GetPropertyList', '2.json'), page([{ ID: 2 }]));
    expect((await collect(new FolderExportSource(dir))).map((p) => p.number)).toEqual([2, 10]);
  });

  it('fails the export when the CRM says Success: false', async () => {
    await writeFile(path.join(dir, 'GetPropertyList', '1.json'), page([], false));
    await expect(collect(new FolderExportSource(dir))).rejects.toThrow(new ExportFailedError('the CRM reported a failed export on page 1 (code 500: Timeout)'));
  });

  it('fails the export when there is no page at all or a page is not JSON', async () => {
    await expect(collect(new FolderExportSource(dir))).rejects.toBeInstanceOf(ExportFailedError);
    await writeFile(path.join(dir, 'GetPropertyList', '1.json'), '{ nope');
    await expect(collect(new FolderExportSource(dir))).rejects.toThrow(/page 1 cannot be read/);
  });
});
