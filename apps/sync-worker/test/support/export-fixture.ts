import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BUNDLED_SAMPLE_EXPORT_DIR } from '../../src/config/env';

export type CrmItem = Record<string, unknown>;

/** The bundled sample's records, page by page. */
export async function samplePages(): Promise<CrmItem[][]> {
  const pages: CrmItem[][] = [];
  for (const page of [1, 2]) {
    const file = path.join(BUNDLED_SAMPLE_EXPORT_DIR, 'GetPropertyList', `${page}.json`);
    const json = JSON.parse(await readFile(file, 'utf8')) as { GetPropertyListJsonResult: { Value: { Items: CrmItem[] } } };
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
        Value: success ? { From: from, To: from + page.items.length - 1, RowsCount: rowsCount, Items: page.items } : null,
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
