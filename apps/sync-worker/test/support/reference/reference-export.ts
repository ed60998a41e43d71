import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CrmCall } from '../../../src/sync/crm/export-source';
import { writeList } from '../export-writer';
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
    await writeList(dir, call as CrmCall, items, PAGE_SIZE);
  }
  return dir;
}

export async function removeListsExports(): Promise<void> {
  await Promise.all(written.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
