// Writes a realistic CRM export of any size (docs/crm-export.md): every list
// in the CRM's envelope, page by page. A page is built from the seed and the
// record indexes alone and written before the next one is built, so 100k
// properties never sit in memory at once.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CrmCall } from '../sync/crm/export-source';
import { type ExportOptions, type ResolvedOptions, resolveOptions } from './export-options';
import { cityRecords, ownerCount, ownerRecord, projectRecord, typeRecords } from './other-records';
import { type CrmRecord, exportedPropertyRecord } from './property-record';

interface GeneratedList {
  call: CrmCall;
  count: number;
  record: (index: number) => CrmRecord;
}

function lists(options: ResolvedOptions): GeneratedList[] {
  const types = typeRecords();
  const cities = cityRecords();
  return [
    { call: CrmCall.properties, count: options.properties, record: (index) => exportedPropertyRecord(options, index) },
    { call: CrmCall.projects, count: options.projects, record: (index) => projectRecord(options, index) },
    { call: CrmCall.types, count: types.length, record: (index) => types[index] as CrmRecord },
    { call: CrmCall.cities, count: cities.length, record: (index) => cities[index] as CrmRecord },
    // A generated export is a full one: nothing deleted since last time.
    { call: CrmCall.deletedProperties, count: 0, record: () => ({}) },
    { call: CrmCall.deletedProjects, count: 0, record: () => ({}) },
    { call: CrmCall.owners, count: ownerCount(options), record: (index) => ownerRecord(options, index) },
  ];
}

export interface CrmPageFile {
  call: CrmCall;
  number: number;
  /** `{"<Call>JsonResult": {Code, Message, Success, Value: {From, To, RowsCount, Items}}}` */
  envelope: Record<string, unknown>;
}

/**
 * One page in the CRM's envelope. From/To are 1-based row numbers; an empty
 * list is one page with From 1, To 0 and RowsCount 0.
 */
export function pageEnvelope(
  call: CrmCall,
  from: number,
  rowsCount: number,
  items: unknown[],
): Record<string, unknown> {
  return {
    [`${call}JsonResult`]: {
      Code: 0,
      Message: '',
      Success: true,
      Value: { From: from, To: from + items.length - 1, RowsCount: rowsCount, Items: items },
    },
  };
}

/** The pages of every list (or of one call), lazily: nothing is built before it is asked for. */
export function* exportPages(options: ExportOptions, only?: CrmCall): Generator<CrmPageFile> {
  const resolved = resolveOptions(options);
  for (const list of lists(resolved)) {
    if (only && list.call !== only) continue;
    const pageCount = Math.max(1, Math.ceil(list.count / resolved.pageSize));
    for (let number = 1; number <= pageCount; number += 1) {
      const first = (number - 1) * resolved.pageSize;
      const items: CrmRecord[] = [];
      for (let index = first; index < Math.min(first + resolved.pageSize, list.count); index += 1)
        items.push(list.record(index));
      yield { call: list.call, number, envelope: pageEnvelope(list.call, first + 1, list.count, items) };
    }
  }
}

export interface WriteOptions {
  /** Indented JSON, for an export meant to be read (the bundled sample). */
  pretty?: boolean;
  /** Called after each page file is written (progress, tests). */
  onPage?: (page: CrmPageFile, file: string) => void;
}

export interface ExportSummary {
  folder: string;
  pages: number;
  rows: Partial<Record<CrmCall, number>>;
}

/** Writes `<folder>/<Call>/<n>.json` for every list, replacing the lists' previous pages (other files stay). */
export async function writeExport(
  folder: string,
  options: ExportOptions,
  write: WriteOptions = {},
): Promise<ExportSummary> {
  const target = path.resolve(folder);
  const summary: ExportSummary = { folder: target, pages: 0, rows: {} };
  // Stale pages of a bigger previous export would read as a truncated list.
  await Promise.all(
    Object.values(CrmCall).map((call) => rm(path.join(target, call), { recursive: true, force: true })),
  );
  for (const page of exportPages(options)) {
    const dir = path.join(target, page.call);
    if (page.number === 1) await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${page.number}.json`);
    await writeFile(file, `${JSON.stringify(page.envelope, null, write.pretty ? 2 : undefined)}\n`);
    const value = (page.envelope[`${page.call}JsonResult`] as { Value: { Items: unknown[] } }).Value;
    summary.pages += 1;
    summary.rows[page.call] = (summary.rows[page.call] ?? 0) + value.Items.length;
    write.onPage?.(page, file);
  }
  return summary;
}
