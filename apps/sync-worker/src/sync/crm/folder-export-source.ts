import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { unwrapPropertyListPage } from './crm-envelope';
import { ExportFailedError, type ExportPage, type ExportSource } from './export-source';

/** An export saved to disk: `<folder>/GetPropertyList/1.json`, `2.json`, … (see sample-export/README.md). */
export class FolderExportSource implements ExportSource {
  readonly location: string;

  constructor(folder: string) {
    this.location = path.resolve(folder);
  }

  async *pages(): AsyncIterable<ExportPage> {
    const listDir = path.join(this.location, 'GetPropertyList');
    let names: string[];
    try {
      names = await readdir(listDir);
    } catch {
      throw new ExportFailedError(`no GetPropertyList folder in ${this.location}`);
    }
    const pageNumbers = names
      .map((name) => /^(\d+)\.json$/.exec(name)?.[1])
      .filter((number): number is string => number !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    // An empty export would withdraw the whole catalogue on a full import.
    if (pageNumbers.length === 0) throw new ExportFailedError(`no page files in ${listDir}`);

    for (const pageNumber of pageNumbers) {
      const file = path.join(listDir, `${pageNumber}.json`);
      let json: unknown;
      try {
        json = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        throw new ExportFailedError(`page ${pageNumber} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
      }
      yield unwrapPropertyListPage(json, pageNumber);
    }
  }
}
