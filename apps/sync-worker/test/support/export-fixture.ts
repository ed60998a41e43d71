import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BUNDLED_SAMPLE_EXPORT_DIR } from '../../src/config/env';
import { CrmCall } from '../../src/sync/crm/export-source';
import { FolderExportSource } from '../../src/sync/crm/folder-export-source';

export type CrmItem = Record<string, unknown>;

/**
 * Twelve hand-written properties (IDs 4101–4112, two pages) whose exact
 * values the import tests assert. The bundled sample is generated and bigger
 * (sample-export/README.md); test/bundled-sample.int-spec.ts covers it.
 */
export const SMALL_EXPORT_DIR = path.resolve(__dirname, '../fixtures/small-export');

/** How many properties the bundled (generated) sample holds, counted from its files. */
export async function bundledSampleSize(): Promise<number> {
  let size = 0;
  for await (const page of new FolderExportSource(BUNDLED_SAMPLE_EXPORT_DIR).pages(CrmCall.properties))
    size += page.items.length;
  return size;
}

/** The small export's records, page by page. */
export async function samplePages(): Promise<CrmItem[][]> {
  const pages: CrmItem[][] = [];
  for (const page of [1, 2]) {
    const file = path.join(SMALL_EXPORT_DIR, 'GetPropertyList', `${page}.json`);
    const json = JSON.parse(await readFile(file, 'utf8')) as {
      GetPropertyListJsonResult: { Value: { Items: CrmItem[] } };
    };
    pages.push(json.GetPropertyListJsonResult.Value.Items);
  }
  return pages;
}

export interface PageSpec {
  items: CrmItem[];
  success?: boolean;
}

const written: string[] = [];

/** Writes an export folder in the CRM's format and returns its path. */
export async function writeExport(pages: PageSpec[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'immo-export-'));
  written.push(dir);
  await mkdir(path.join(dir, 'GetPropertyList'));
  let from = 1;
  const rowsCount = pages.reduce((sum, page) => sum + page.items.length, 0);
  for (const [index, page] of pages.entries()) {
    const success = page.success ?? true;
    const envelope = {
      GetPropertyListJsonResult: {
        Code: success ? 0 : 500,
        Message: success ? '' : 'Export interrupted',
        Success: success,
        Value: success
          ? { From: from, To: from + page.items.length - 1, RowsCount: rowsCount, Items: page.items }
          : null,
      },
    };
    from += page.items.length;
    await writeFile(path.join(dir, 'GetPropertyList', `${index + 1}.json`), JSON.stringify(envelope));
  }
  return dir;
}

/** Removes every folder written by writeExport in this spec file. */
export async function removeWrittenExports(): Promise<void> {
  await Promise.all(written.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
