// The catalogue side of `npm run faults`: a second export that changes a tenth
// of the properties (the import the worker is killed in), a checksum of the
// properties table to tell the state before that import from the state after
// it, and the detail pages the visitors read.
import { goalOfCrm } from '@immo/domain';
import { propertyPath } from '@immo/i18n';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Client } from 'pg';

const LIST = 'GetPropertyList';

/** A copy of a full export where every 10th property's price went up and its change date moved past every other. */
export async function writeChangedExport(fullDir: string, dir: string): Promise<number> {
  await cp(fullDir, dir, { recursive: true });
  let index = 0;
  let changed = 0;
  const pages = (await readdir(path.join(dir, LIST))).filter((name) => /^\d+\.json$/.test(name));
  for (const name of pages.sort((a, b) => parseInt(a, 10) - parseInt(b, 10))) {
    const file = path.join(dir, LIST, name);
    const page = JSON.parse(await readFile(file, 'utf8')) as Record<
      string,
      { Value: { Items: Record<string, unknown>[] } }
    >;
    for (const item of page[`${LIST}JsonResult`]?.Value.Items ?? []) {
      if (index % 10 === 0) {
        item['Price'] = (typeof item['Price'] === 'number' ? item['Price'] : 100_000) + 1_000;
        item['LastChangedDate'] = '2026-04-01 09:00:00';
        changed += 1;
      }
      index += 1;
    }
    await writeFile(file, JSON.stringify(page));
  }
  return changed;
}

/** Every property row as the import wrote it, except when it wrote it: equal checksums, equal catalogues. */
export async function catalogueChecksum(db: Client): Promise<string> {
  const { rows } = await db.query<{ rows: string; sum: string }>(
    `SELECT count(*) AS rows, md5(string_agg((to_jsonb(p) - 'imported_at')::text, '|' ORDER BY p.id)) AS sum FROM properties p`,
  );
  return `${rows[0]?.rows ?? 0} rows, md5 ${rows[0]?.sum ?? '-'}`;
}

export async function detailPaths(db: Client, count: number): Promise<string[]> {
  const { rows } = await db.query<{ id: number; goal: number; city: string; title: string }>(
    `SELECT id, goal, city, coalesce(titles->>'fr', '') AS title FROM properties WHERE withdrawn_at IS NULL ORDER BY id LIMIT $1`,
    [count],
  );
  return rows.map((row) =>
    propertyPath({ id: row.id, goal: goalOfCrm(row.goal), city: row.city, title: row.title }, 'fr'),
  );
}
