// `node -r @swc-node/register bench/price-history/run.ts [--properties 100000] [--prefix bench]`: what issue 26's
// price history costs the import's property upsert (docs/benchmarks.md, "Import", "The price history").
//
// Generates a full export (the worker's generator), maps it as the import does, and writes it into a fresh migrated
// database 1000 rows a statement, in one transaction, the statements taking turns between the upsert as it is (A) and
// the same text without the price history's parts (B: the published price in `before` and RETURNING, the CTE that
// records the changes). Taking turns, not one run after the other, so that a machine whose load drifts (other
// engineers' builds) weighs on both alike. Then the 1 % incremental batch (every 100th property 5 % cheaper), each
// variant three times in turn, rolled back.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { publishedPriceSql } from '../../libs/db/src/sql/published-price-sql';
import { JsonbRows, upsertProperties } from '../../libs/db/src/tables/properties/properties.queries';
import { CrmCall } from '../../apps/sync-worker/src/sync/crm/export-source';
import { FolderExportSource } from '../../apps/sync-worker/src/sync/crm/folder-export-source';
import { mapCrmProperty } from '../../apps/sync-worker/src/sync/crm/map-crm-property';

const ROOT = path.resolve(__dirname, '../..');
const ADMIN_URL = process.env['BENCH_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BATCH = 1000;

type Item = Record<string, unknown>;

function jsonOf(item: Item): string {
  const result = mapCrmProperty(item);
  if (!result.ok) throw new Error(`the generator wrote a record the import rejects: ${JSON.stringify(item['ID'])}`);
  return result.json;
}

function batchOf(rows: readonly string[]): JsonbRows {
  const batch = new JsonbRows();
  for (const row of rows) batch.add(row);
  return batch;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
const elapsedMs = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { properties: { type: 'string', default: '100000' }, prefix: { type: 'string', default: 'bench' } },
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'price-history-bench-'));
  const name = `${values.prefix}_price_history_${Date.now()}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    const node = (cwd: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
      execFileSync(process.execPath, ['-r', '@swc-node/register', ...args], { cwd, env, stdio: 'ignore' });
    node(path.join(ROOT, 'apps/sync-worker'), [
      'src/cli/export-generate.ts',
      '--properties',
      values.properties,
      '--out',
      dir,
    ]);
    node(path.join(ROOT, 'apps/bff'), ['src/database/migrate.ts'], {
      ...process.env,
      DATABASE_URL: url.toString(),
      NODE_ENV: 'test',
    });
    const items: Item[] = [];
    for await (const page of new FolderExportSource(dir).pages(CrmCall.properties))
      items.push(...(page.items as Item[]));
    const all = items.map(jsonOf);
    const changed = items
      .filter((_, index) => index % 100 === 0)
      .map((item) =>
        jsonOf({ ...item, Price: Math.round(Number(item['Price']) * 0.95), LastChangedDate: '2026-04-01 09:00:00' }),
      );

    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    // The statement as the import sends it, read off the connection; B is the same text without the price history.
    let withHistory = '';
    const recording = {
      query: (sql: string, parameters?: unknown[]) => ((withHistory = sql), client.query(sql, parameters)),
    };
    await client.query('BEGIN');
    await upsertProperties(recording as never, batchOf(all.slice(0, 1)), 1);
    await client.query('ROLLBACK');
    const without = withHistory
      .replace(`, ${publishedPriceSql('p')} AS published_price`, '')
      .replace(`crm_changed_at, ${publishedPriceSql('properties')} AS published_price,`, '')
      .replace(/\), price_changes AS \([\s\S]*?IS DISTINCT FROM w\.published_price\s*\)/, ')');
    if (/published_price|price_changes/.test(without)) throw new Error('the upsert changed: update this benchmark');
    const variants = {
      A: (batch: JsonbRows) => client.query(withHistory, [batch.all(), 1]),
      B: (batch: JsonbRows) => client.query(without, [batch.all()]),
    };

    const full = { A: [] as number[], B: [] as number[] };
    await client.query('BEGIN');
    for (let at = 0; at < all.length; at += BATCH) {
      const label = (at / BATCH) % 2 === 0 ? 'A' : 'B';
      const batch = batchOf(all.slice(at, at + BATCH));
      const started = process.hrtime.bigint();
      await variants[label](batch);
      full[label].push(elapsedMs(started));
    }
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE properties');
    const incremental = { A: [] as number[], B: [] as number[] };
    let recorded = 0;
    for (const label of ['A', 'B', 'A', 'B', 'A', 'B'] as const) {
      await client.query('BEGIN');
      const started = process.hrtime.bigint();
      await variants[label](batchOf(changed));
      incremental[label].push(elapsedMs(started));
      if (label === 'A')
        recorded = (await client.query('SELECT count(*)::int AS n FROM property_price_changes')).rows[0].n;
      await client.query('ROLLBACK');
    }
    await client.end();
    const line = (label: 'A' | 'B') =>
      `${label}: ${full[label].length} new batches, sum ${(sum(full[label]) / 1000).toFixed(2)} s, median ` +
      `${median(full[label]).toFixed(0)} ms; 1 % changed: ${incremental[label].map((ms) => ms.toFixed(0)).join(', ')} ms`;
    console.log(`${all.length} properties, ${changed.length} changed (A recorded ${recorded} price changes)`);
    console.log(line('A'));
    console.log(line('B'));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
