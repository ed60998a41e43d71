import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CrmItem } from './reference-records';

/** Every list of an export, by CRM call name; a call left out is not in the export at all. */
export type ExportLists = Partial<Record<string, CrmItem[]>>;

const PAGE_SIZE = 2;
const written: string[] = [];

/** Writes an export folder with every given list, in pages of two records (so paging is exercised). */
export async function writeListsExport(lists: ExportLists): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'immo-reference-export-'));
  written.push(dir);
  for (const [call, items = []] of Object.entries(lists)) {
    await mkdir(path.join(dir, call));
    const pageCount = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
    for (let page = 0; page < pageCount; page += 1) {
      const pageItems = items.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
      const from = page * PAGE_SIZE + 1;
      const envelope = {
        [`${call}JsonResult`]: {
          Code: 0,
          Message: '',
          Success: true,
          Value: { From: from, To: from + pageItems.length - 1, RowsCount: items.length, Items: pageItems },
        },
      };
      await writeFile(path.join(dir, call, `${page + 1}.json`), JSON.stringify(envelope));
    }
  }
  return dir;
}

export async function removeListsExports(): Promise<void> {
  await Promise.all(written.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
