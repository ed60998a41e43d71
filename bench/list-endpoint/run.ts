// `npm run bench:list [-- --properties 10000 --seconds 12 --keep]`: the public
// list endpoint of the real BFF next to a bare Node http + pg handler running
// the same SQL (docs/benchmarks.md, "List endpoint").
//
// Creates a fresh migrated database, generates and imports an export of N
// properties with the worker's generator and sync CLI, starts the BFF
// (NODE_ENV=production, rate limit out of the way) and bare-server.ts, then
// runs autocannon at 32 connections against each in turn, twice, after a
// warm-up (the BFF three ways: its cached answer, 100 cached pages, and
// fresh from PostgreSQL), then once more each with a single connection. Prints p50/p99/req/s
// per run and the BFF/bare ratios, then drops
// the database. Not part of `npm test`.
import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { processOwnSecret } from '@immo/platform';
import autocannon from 'autocannon';
import { BFF_NODE_FLAGS, type Figures, run, sql, startServer } from '../support/processes';

const ROOT = path.resolve(__dirname, '../..');
const WORKER_DIR = path.join(ROOT, 'apps/sync-worker');
const BFF_DIR = path.join(ROOT, 'apps/bff');
const ADMIN_URL = process.env['BENCH_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BFF_PORT = Number(process.env['BENCH_BFF_PORT'] ?? 3181);
const BARE_PORT = Number(process.env['BENCH_BARE_PORT'] ?? 3182);
const PATH = '/api/properties?goal=sale&locale=fr&limit=12';
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 3;

interface Load {
  connections?: number;
  /** `Cache-Control: no-cache` makes the BFF answer from PostgreSQL, as it does for the web server. */
  fresh?: boolean;
  /** Cycle through this many list pages instead of asking for the first one only. */
  pages?: number;
}

async function load(
  url: string,
  seconds: number,
  { connections = CONNECTIONS, fresh = false, pages = 1 }: Load = {},
): Promise<Figures> {
  const { pathname, search } = new URL(url);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: fresh ? { 'cache-control': 'no-cache' } : {},
    requests: Array.from({ length: pages }, (_, page) => ({ path: `${pathname}${search}&offset=${page * 12}` })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      properties: { type: 'string', default: '10000' },
      seconds: { type: 'string', default: '12' },
      keep: { type: 'boolean', default: false },
    },
  });
  const size = Number(values.properties);
  const seconds = Number(values.seconds);
  const database = `immo_bench_list_${Date.now()}`;
  const exportDir = path.join(os.tmpdir(), `immo-bench-list-${size}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const env = { ...process.env, DATABASE_URL: databaseUrl.toString(), NODE_ENV: 'test' };
  const servers: ChildProcess[] = [];

  await sql(ADMIN_URL, `CREATE DATABASE "${database}"`);
  try {
    await run('src/database/migrate.ts', [], BFF_DIR, env);
    // The demo site content, as `npm start` has it (its marquee ignore list withholds prices).
    await run('src/database/seed.ts', [], BFF_DIR, env);
    await run('src/cli/export-generate.ts', ['--properties', String(size), '--out', exportDir], WORKER_DIR, env);
    console.log((await run('src/cli/sync.ts', ['--from', exportDir, '--full'], WORKER_DIR, env)).trim().split('\n')[1]);
    // As after autovacuum on a settled database: fresh statistics and visibility map.
    await sql(env.DATABASE_URL, 'VACUUM ANALYZE');

    const bffEnv = {
      ...env,
      NODE_ENV: 'production',
      PORT: String(BFF_PORT),
      REDIS_URL: process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `immo_bench_${Date.now()}`,
      // The run's own secrets (never a value written here: the BFF is up for minutes).
      OPERATOR_TOTP_KEY: processOwnSecret('base64'),
      ALLOWED_ORIGINS: 'http://127.0.0.1:3000',
      INTERNAL_API_TOKEN: processOwnSecret(),
      CAPTCHA_HMAC_KEY: processOwnSecret(),
      // Required in production by the subscriptions, which the bench does not use.
      SITE_URL: 'http://127.0.0.1:3000',
      SUBSCRIPTION_TOKEN_SECRET: processOwnSecret(),
      OWNER_JWT_SECRET: processOwnSecret(),
      // Required in production by the forms' mails, which the bench does not send.
      AGENCY_MAIL_TO: 'agency@bench.test',
      // The per-IP limit (300/min) would answer 429 to the load generator within a second.
      RATE_LIMIT_PER_MINUTE: String(2_000_000_000),
    };
    const bff = `http://127.0.0.1:${BFF_PORT}${PATH}`;
    const bare = `http://127.0.0.1:${BARE_PORT}${PATH}`;
    servers.push(await startServer('src/main.ts', BFF_DIR, bffEnv, bff, BFF_NODE_FLAGS));
    servers.push(
      await startServer(
        path.join(__dirname, 'bare-server.ts'),
        ROOT,
        {
          ...env,
          PORT: String(BARE_PORT),
          // It imports the entities through @immo/db: their decorators need the BFF's compiler settings, not the root's.
          SWC_NODE_PROJECT: path.join(BFF_DIR, 'tsconfig.json'),
        },
        bare,
      ),
    );

    // The BFF keeps public answers in memory (response-cache/): "cached" is
    // what a client without Cache-Control gets once the page was asked for
    // in the last minute, "fresh" runs the query every time (as for the web
    // server), which is the one to hold against the bare handler.
    const runs: { name: string; url: string; options: Load }[] = [
      { name: 'BFF cached', url: bff, options: {} },
      { name: 'BFF cached, 100 pages', url: bff, options: { pages: 100 } },
      { name: 'BFF fresh', url: bff, options: { fresh: true } },
      { name: 'bare', url: bare, options: {} },
    ];
    const rows: { name: string; figures: Figures }[] = [];
    for (const round of [1, 2]) {
      for (const { name, url, options } of runs) {
        await load(url, WARM_UP_SECONDS, options);
        rows.push({ name: `${name} #${round}`, figures: await load(url, seconds, options) });
      }
    }
    // One client at a time: the time a request itself takes, without the
    // queueing that 32 connections on two shared cores add to it.
    for (const { name, url, options } of runs.filter((run) => run.options.pages === undefined)) {
      rows.push({ name: `${name} ×1`, figures: await load(url, seconds, { ...options, connections: 1 }) });
    }
    console.log(
      `\n${size.toLocaleString('en')} properties, GET ${PATH}, ${CONNECTIONS} connections, ${seconds} s per run after ${WARM_UP_SECONDS} s warm-up`,
    );
    console.log('| run                      | p50 ms | p99 ms |   req/s | errors |');
    for (const { name, figures } of rows) {
      console.log(
        `| ${name.padEnd(24)} | ${String(figures.p50).padStart(6)} | ${String(figures.p99).padStart(6)} | ${figures.rps.toFixed(0).padStart(7)} | ${String(figures.errors).padStart(6)} |`,
      );
    }
    const mean = (name: string, pick: (figures: Figures) => number) => {
      const picked = rows.filter((row) => row.name.startsWith(`${name} #`)).map((row) => pick(row.figures));
      return picked.reduce((sum, value) => sum + value, 0) / picked.length;
    };
    const ratio = mean('BFF fresh', (figures) => figures.rps) / mean('bare', (figures) => figures.rps);
    console.log(`BFF fresh / bare throughput: ${ratio.toFixed(2)}× (target ≥ 0.7×)`);
    console.log(
      `BFF cached p99: ${mean('BFF cached', (figures) => figures.p99).toFixed(1)} ms, 100 pages ${mean('BFF cached, 100 pages', (figures) => figures.p99).toFixed(1)} ms (target < 5 ms)`,
    );
  } finally {
    for (const server of servers) server.kill();
    if (values.keep) {
      console.log(`kept ${database} and ${exportDir}`);
    } else {
      await sql(ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await rm(exportDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
