// Writes an export of several CRM calls (properties, types, deleted ids…) in
// the contract's envelope, page by page: the import specs build each case
// they need from the bundled sample's records.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CrmCall } from '../../src/sync/crm/export-source';

export type CrmItem = Record<string, unknown>;

const written: string[] = [];

/** Writes one list's pages of `pageSize` items; an empty list still gets one empty page. */
export async function writeList(dir: string, call: CrmCall, items: readonly CrmItem[], pageSize = 50): Promise<void> {
  await mkdir(path.join(dir, call), { recursive: true });
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  for (let page = 0; page < pageCount; page += 1) {
    const pageItems = items.slice(page * pageSize, (page + 1) * pageSize);
    const from = page * pageSize + 1;
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

/** An export folder holding the given lists; removed by removeWrittenCalls. */
export async function writeCalls(lists: Partial<Record<CrmCall, readonly CrmItem[]>>, pageSize = 50): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'immo-export-'));
  written.push(dir);
  for (const [call, items] of Object.entries(lists)) await writeList(dir, call as CrmCall, items ?? [], pageSize);
  return dir;
}

export async function removeWrittenCalls(): Promise<void> {
  await Promise.all(written.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/**
 * `count` distinct properties cloned from the given records, ids from
 * `firstId`: a big export with the sample's realistic fields.
 */
export function cloneProperties(templates: readonly CrmItem[], count: number, firstId: number): CrmItem[] {
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length] ?? {};
    const id = firstId + index;
    return { ...template, ID: id, RecordFile: `V-${id}` };
  });
}
