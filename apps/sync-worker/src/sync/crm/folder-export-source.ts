import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PageSequenceCheck, unwrapPage } from './crm-envelope';
import { changedAfter } from './changed-after';
import { type CrmCall, ExportFailedError, type ExportPage, type ExportSource, type ReadOptions } from './export-source';

/** An export saved to disk: `<folder>/<Call>/1.json`, `2.json`, … (docs/crm-export.md). */
export class FolderExportSource implements ExportSource {
  readonly location: string;

  constructor(folder: string) {
    this.location = path.resolve(folder);
  }

  async *pages(call: CrmCall, options: ReadOptions = {}): AsyncIterable<ExportPage> {
    const listDir = path.join(this.location, call);
    let names: string[];
    try {
      names = await readdir(listDir);
    } catch {
      return; // this export does not carry the call
    }
    const pageNumbers = names
      .map((name) => /^(\d+)\.json$/.exec(name)?.[1])
      .filter((number): number is string => number !== undefined)
      .map(Number)
      .sort((a, b) => a - b);

    const sequence = new PageSequenceCheck(call);
    for (const pageNumber of pageNumbers) {
      const file = path.join(listDir, `${pageNumber}.json`);
      let json: unknown;
      try {
        json = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        throw new ExportFailedError(
          `${call} page ${pageNumber} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const page = unwrapPage(call, json, pageNumber);
      sequence.accept(page);
      yield { call, number: page.number, items: changedAfter(call, page.items, options.changedSince) };
    }
    sequence.finish();
  }
}
