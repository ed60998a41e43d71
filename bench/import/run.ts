// `npm run bench:import [-- --sizes 10000,100000] [--keep]`: the import's speed
// next to a plain PostgreSQL COPY of the same rows (docs/benchmarks.md).
//
// For each size: generate a full export (the worker's generator), import it
// into a fresh migrated database with the sync CLI in a child process, then
// an incremental run where 1 % of the properties changed, then COPY the
// imported rows into an identical table as the floor. Peak memory is the
// child's VmHWM (/proc/<pid>/status), i.e. the import process's peak RSS.
// Not part of `npm test`: the 100k size takes minutes.
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Client } from 'pg';
import { withClient } from '../support/processes';

const ROOT = path.resolve(__dirname, '../..');
const WORKER_DIR = path.join(ROOT, 'apps/sync-worker');
const BFF_DIR = path.join(ROOT, 'apps/bff');
const ADMIN_URL = process.env['BENCH_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** After the generator's default "now" (2026-03-31 18:00:00): newer than every record, so past the watermark. */
const CHANGED_AT = '2026-04-01 09:00:00';

interface Measure {
  seconds: number;
  peakRssMb: number | null;
  output: string;
}

/** Runs a command; resolves with its wall time and its peak RSS (VmHWM), or rejects with its output. */
function measure(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peakKb: number | null = null;
    const sample = async () => {
      try {
        const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
        const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
        if (Number.isFinite(kb)) peakKb = Math.max(peakKb ?? 0, kb);
      } catch {
        // The process has just exited: the last sample stands.
      }
    };
    const timer = setInterval(() => void sample(), 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
      else resolve({ seconds, peakRssMb: peakKb === null ? null : peakKb / 1024, output });
    });
  });
}

const node = (script: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) =>
  measure(process.execPath, ['-r', '@swc-node/register', script, ...args], cwd, env);

/**
 * The import as `npm run sync` starts it, as production runs it: the worker's compiled build (`dist/`, built
 * first when missing or older than its sources) with the V8 heap flags that script names.
 */
async function syncCommand(): Promise<{
  flags: string[];
  run: (args: string[], env: NodeJS.ProcessEnv) => Promise<Measure>;
}> {
  const build = await measure(process.execPath, ['tools/build/build-if-stale.mjs', 'apps/sync-worker'], ROOT);
  if (build.output.trim()) console.log(build.output.trim());
  const manifest = JSON.parse(await readFile(path.join(WORKER_DIR, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const flags = manifest.scripts['sync']?.match(/--(max-[a-z-]+|heap-growing-percent)=\d+/g) ?? [];
  return {
    flags,
    run: (args, env) => measure(process.execPath, [...flags, 'dist/cli/sync.js', ...args], WORKER_DIR, env),
  };
}

function withAdmin<T>(work: (client: Client) => Promise<T>, url = ADMIN_URL): Promise<T> {
  return withClient(url, work);
}

async function freshDatabase(name: string): Promise<string> {
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await node('src/database/migrate.ts', [], BFF_DIR, {
    ...process.env,
    DATABASE_URL: url.toString(),
    NODE_ENV: 'test',
  });
  return url.toString();
}

/** The incremental export the CRM would send with changedSince: every 100th property, changed. */
async function writeIncrementalExport(fullDir: string, dir: string): Promise<number> {
  const call = 'GetPropertyList';
  const pageNames = (await readdir(path.join(fullDir, call))).filter((name) => /^\d+\.json$/.test(name));
  const changed: Record<string, unknown>[] = [];
  let index = 0;
  for (const name of pageNames.sort((a, b) => parseInt(a, 10) - parseInt(b, 10))) {
    const page = JSON.parse(await readFile(path.join(fullDir, call, name), 'utf8')) as Record<
      string,
      { Value: { Items: Record<string, unknown>[] } }
    >;
    for (const item of page[`${call}JsonResult`]?.Value.Items ?? []) {
      if (index % 100 === 0) {
        const price = typeof item['Price'] === 'number' ? item['Price'] : 100000;
        changed.push({ ...item, Price: price + 1000, LastChangedDate: CHANGED_AT });
      }
      index += 1;
    }
  }
  const lists: Record<string, Record<string, unknown>[]> = { [call]: changed, GetDeletedPropertyIds: [] };
  for (const [list, items] of Object.entries(lists)) {
    await mkdir(path.join(dir, list), { recursive: true });
    const pageSize = 50;
    for (let page = 0; page < Math.max(1, Math.ceil(items.length / pageSize)); page += 1) {
      const pageItems = items.slice(page * pageSize, (page + 1) * pageSize);
      const value = {
        From: page * pageSize + 1,
        To: page * pageSize + pageItems.length,
        RowsCount: items.length,
        Items: pageItems,
      };
      await writeFile(
        path.join(dir, list, `${page + 1}.json`),
        JSON.stringify({ [`${list}JsonResult`]: { Code: 0, Message: '', Success: true, Value: value } }),
      );
    }
  }
  return changed.length;
}

/**
 * The floor: every row the full import wrote (properties, and the lists it
 * imports with them: projects, owners and their history, types, cities),
 * COPYed by one psql process into identical tables (same columns, keys and
 * indexes). Returns the time of the COPY FROM only, and the tables copied.
 */
async function copyFloor(
  databaseUrl: string,
  workDir: string,
): Promise<Measure & { tables: string[]; propertiesSeconds: number }> {
  const tables = await withAdmin(async (client) => {
    const names = (
      await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT IN ('sync_runs', 'migrations') ORDER BY 1`,
      )
    ).rows.map((row) => row.name);
    const written: string[] = [];
    for (const name of names) {
      const { rows } = await client.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM "${name}") AS has`);
      if (!rows[0]?.has) continue;
      await client.query(`CREATE TABLE "${name}_floor" (LIKE "${name}" INCLUDING ALL)`);
      written.push(name);
    }
    return written;
  }, databaseUrl);
  const script = (direction: 'TO' | 'FROM', names: string[]) =>
    names.flatMap((name) => [
      '-c',
      `\\copy ${direction === 'TO' ? name : `${name}_floor`} ${direction} '${path.join(workDir, `${name}.csv`)}' WITH (FORMAT csv)`,
    ]);
  const psql = (args: string[]) => measure('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', ...args], ROOT);
  await psql(script('TO', tables));
  // The properties table on its own (the floor of the import's property phase), then the other lists.
  const properties = await psql(script('FROM', ['properties']));
  const others = await psql(
    script(
      'FROM',
      tables.filter((name) => name !== 'properties'),
    ),
  );
  return {
    seconds: properties.seconds + others.seconds,
    propertiesSeconds: properties.seconds,
    peakRssMb: null,
    output: '',
    tables,
  };
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);

async function benchSize(size: number, keep: boolean): Promise<void> {
  const workDir = path.join(os.tmpdir(), `immo-bench-${size}`);
  await rm(workDir, { recursive: true, force: true });
  const fullDir = path.join(workDir, 'full');
  const incrementalDir = path.join(workDir, 'incremental');
  const database = `immo_bench_${size}_${Date.now()}`;

  console.log(`\n== ${size.toLocaleString('en')} properties`);
  const generated = await node(
    'src/cli/export-generate.ts',
    ['--properties', String(size), '--out', fullDir],
    WORKER_DIR,
  );
  console.log(`generated in ${fmt(generated.seconds)} s`);
  const changedCount = await writeIncrementalExport(fullDir, incrementalDir);
  const databaseUrl = await freshDatabase(database);
  try {
    const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' };
    const sync = await syncCommand();
    console.log(`sync CLI started as npm run sync starts it: node ${sync.flags.join(' ')} dist/cli/sync.js`);
    const full = await sync.run(['--from', fullDir, '--full'], env);
    const incremental = await sync.run(['--from', incrementalDir], env);
    if (
      !/updated (\d+)/.test(incremental.output) ||
      Number(/updated (\d+)/.exec(incremental.output)?.[1]) !== changedCount
    ) {
      throw new Error(
        `the incremental run did not update the ${changedCount} changed properties:\n${incremental.output}`,
      );
    }
    const floor = await copyFloor(databaseUrl, workDir);
    // The runs' own durations, without the CLI's start-up (loading Node and the modules).
    const durations = await withAdmin(
      async (client) =>
        (
          await client.query<{ seconds: number }>(
            `SELECT extract(epoch FROM finished_at - started_at)::float AS seconds FROM sync_runs ORDER BY id`,
          )
        ).rows,
      databaseUrl,
    );
    const row = (name: string, result: Measure, rows: number, runSeconds: number | undefined) =>
      `| ${name.padEnd(24)} | ${fmt(result.seconds, 2).padStart(8)} | ${runSeconds === undefined ? '—' : fmt(runSeconds, 2).padStart(8)} | ${Math.round(
        rows / result.seconds,
      )
        .toLocaleString('en')
        .padStart(9)} | ${result.peakRssMb === null ? '—' : fmt(result.peakRssMb, 0)} |`;
    console.log('| run                      | seconds (process) | seconds (run) | rows/s (process) | peak RSS MB |');
    console.log(row(`full import`, full, size, durations[0]?.seconds));
    console.log(row(`incremental (1 %, ${changedCount})`, incremental, changedCount, durations[1]?.seconds));
    console.log(row(`COPY floor (psql \\copy)`, floor, size, undefined));
    console.log(
      `full import / COPY floor: ${fmt(full.seconds / floor.seconds, 2)}× (process), ${fmt((durations[0]?.seconds ?? 0) / floor.seconds, 2)}× (run)`,
    );
    console.log(`COPY floor tables: ${floor.tables.join(', ')}`);
    const propertyPhase = Number(/properties applied in ([\d.]+) s/.exec(full.output)?.[1]);
    console.log(
      `property phase of the full run: ${fmt(propertyPhase, 2)} s, COPY of the properties table: ${fmt(floor.propertiesSeconds, 2)} s → ${fmt(
        propertyPhase / floor.propertiesSeconds,
        2,
      )}×`,
    );
    console.log(full.output.trim().split('\n').slice(0, 2).join('\n'));
  } finally {
    if (!keep) {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
      await rm(workDir, { recursive: true, force: true });
    } else {
      console.log(`kept ${database} and ${workDir}`);
    }
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { sizes: { type: 'string', default: '10000,100000' }, keep: { type: 'boolean', default: false } },
  });
  const sizes = values.sizes.split(',').map(Number);
  console.log(
    `import benchmark — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}, ${new Date().toISOString()}`,
  );
  for (const size of sizes) await benchSize(size, values.keep);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
