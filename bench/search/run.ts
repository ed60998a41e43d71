// `npm run bench:search [-- --properties 100000 --seconds 4 --database <name> --queries V-,4000 --keep]`:
// the search box's endpoint on a catalogue of N imported properties, with the
// queries a visitor types key by key (docs/benchmarks.md, "Search endpoint").
//
// Creates a fresh database, migrates it, generates and imports an export of N
// properties with the worker's generator and sync CLI, then `VACUUM ANALYZE`
// (or, with `--database`, migrates and reuses a database filled that way
// before, which saves the two minutes of the import). Starts the BFF
// (NODE_ENV=production, rate limit out of the way), warms it up once, and
// for each query runs autocannon three ways after a warm-up: 32 connections
// as a browser asks (answered from the BFF's response cache after the first request), 32
// connections with `Cache-Control: no-cache` (PostgreSQL on every request),
// and one connection with no-cache (one visitor, nothing queued). Prints
// p50/p99/req/s per query and the worst p99 of each way. Then the same three
// ways for the map search (issue 26): the list and the map's markers within
// N km of a town and inside a drawn area (`--skip-search` measures only
// those). Not part of `npm test`.
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
const BFF_PORT = Number(process.env['BENCH_BFF_PORT'] ?? 3183);
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 1;
// A fresh BFF's first seconds under load are not a search's cost: the pool
// opens its connections, each PostgreSQL backend loads its caches and
// prepares the statement, V8 compiles the hot paths (about 1 000 requests/s
// in the first second, twice that from the third). Paid once, before the table.
const PROCESS_WARM_UP_SECONDS = 5;

/** Each word as it grows key by key, from the second key (the box asks nothing before). */
function keyByKey(word: string): string[] {
  return Array.from({ length: word.length - 1 }, (_, at) => word.slice(0, at + 2));
}

// What visitors type: a reference, postal codes, city names with and
// without accents and in another language, a typo, a type, a CRM id.
const QUERIES = [
  ...keyByKey('V-2025-10410'),
  'L-2024',
  ...keyByKey('4000'),
  '1050',
  ...keyByKey('liège'),
  'liege',
  'brux',
  'bruxelles',
  'brussel',
  'bruxeles',
  'antwerpn',
  'maison',
  'appart',
  '42424',
];

/** A drawn area of `corners` corners around a point: a circle as a visitor's polygon. */
function drawnArea(lat: number, lng: number, radiusDegrees: number, corners: number): string {
  return Array.from({ length: corners }, (_, at) => {
    const angle = (2 * Math.PI * at) / corners;
    const point = [lat + radiusDegrees * Math.sin(angle), lng + radiusDegrees * 1.6 * Math.cos(angle)];
    return point.map((value) => value.toFixed(5)).join(',');
  }).join(';');
}

// The map search: a town and a radius (the form's smallest and largest
// choice, and the URL's largest), a drawn pentagon around Liège, the largest
// area (50 corners) over Brussels and its ring; each on the list's first
// page and on the map's markers (up to 500 of a search).
const MAP_SEARCHES = [
  { name: 'near 4000, 1 km', query: 'near=4000&km=1' },
  { name: 'near 4000, 20 km', query: 'near=4000&km=20' },
  { name: 'near 1000, 50 km', query: 'near=1000&km=50' },
  {
    name: 'area Liège (5)',
    query: `area=${encodeURIComponent('50.67,5.53;50.66,5.63;50.61,5.65;50.59,5.56;50.62,5.51')}`,
  },
  { name: 'area Brussels (50)', query: `area=${encodeURIComponent(drawnArea(50.85, 4.35, 0.15, 50))}` },
];
const MAP_ENDPOINTS = [
  { name: 'list', path: '/api/properties?locale=fr&goal=sale&limit=12&' },
  { name: 'markers', path: '/api/map-markers?locale=fr&goal=sale&' },
];

async function load(url: string, seconds: number, connections: number, fresh: boolean): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: fresh ? { 'cache-control': 'no-cache' } : {},
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const WAYS = [
  { name: '32 cached', connections: CONNECTIONS, fresh: false },
  { name: '32 fresh', connections: CONNECTIONS, fresh: true },
  { name: '1 fresh', connections: 1, fresh: true },
] as const;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      properties: { type: 'string', default: '100000' },
      seconds: { type: 'string', default: '4' },
      database: { type: 'string' },
      // Comma-separated, instead of the whole list (to measure again a few).
      queries: { type: 'string' },
      keep: { type: 'boolean', default: false },
      'skip-search': { type: 'boolean', default: false },
    },
  });
  const size = Number(values.properties);
  const seconds = Number(values.seconds);
  const reuse = values.database !== undefined;
  const database = values.database ?? `immo_bench_search_${Date.now()}`;
  const exportDir = path.join(os.tmpdir(), `immo-bench-search-${size}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const env = { ...process.env, DATABASE_URL: databaseUrl.toString(), NODE_ENV: 'test' };
  let bff: ChildProcess | undefined;
  // Interrupted (Ctrl-C): the BFF must not stay behind on its port.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      bff?.kill();
      process.exit(1);
    });
  }

  if (!reuse) await sql(ADMIN_URL, `CREATE DATABASE "${database}"`);
  try {
    await run('src/database/migrate.ts', [], BFF_DIR, env);
    // The demo site content, as `npm start` has it (its marquee ignore list withholds prices).
    await run('src/database/seed.ts', [], BFF_DIR, env);
    if (!reuse) {
      await run('src/cli/export-generate.ts', ['--properties', String(size), '--out', exportDir], WORKER_DIR, env);
      console.log(
        (await run('src/cli/sync.ts', ['--from', exportDir, '--full'], WORKER_DIR, env)).trim().split('\n')[1],
      );
    }
    // As after autovacuum on a settled database: fresh statistics and visibility map.
    await sql(env.DATABASE_URL, 'VACUUM ANALYZE');

    const base = `http://127.0.0.1:${BFF_PORT}/api/search?locale=fr&limit=8&q=`;
    bff = await startServer(
      'src/main.ts',
      BFF_DIR,
      {
        ...env,
        NODE_ENV: 'production',
        PORT: String(BFF_PORT),
        REDIS_URL: process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: `immo_bench_${Date.now()}`,
        // The run's own secrets (never a value written here: the BFF is up for minutes).
        OPERATOR_TOTP_KEY: processOwnSecret('base64'),
        INTERNAL_API_TOKEN: processOwnSecret(),
        // Required in production by the forms, which the bench does not send.
        SUBSCRIPTION_TOKEN_SECRET: processOwnSecret(),
        OWNER_JWT_SECRET: processOwnSecret(),
        AGENCY_MAIL_TO: 'agency@bench.test',
        SITE_URL: 'http://127.0.0.1:3000',
        CAPTCHA_HMAC_KEY: processOwnSecret(),
        ALLOWED_ORIGINS: 'http://127.0.0.1:3000',
        // The per-IP limit (300/min) would answer 429 to the load generator within a second.
        RATE_LIMIT_PER_MINUTE: String(2_000_000_000),
      },
      `${base}li`,
      BFF_NODE_FLAGS,
    );

    console.log(
      `\n${database}, GET /api/search?locale=fr&limit=8&q=…, ${seconds} s per run after ${WARM_UP_SECONDS} s warm-up`,
    );
    console.log(
      `| q               | found | ${WAYS.map((way) => `${way.name}: p50 / p99 ms, req/s`.padEnd(32)).join(' | ')} |`,
    );
    const worst = new Map<string, { p99: number; q: string }>();
    const queries = values['skip-search'] ? [] : (values.queries?.split(',') ?? QUERIES);
    for (const q of new Set(queries)) await fetch(`${base}${encodeURIComponent(q)}`);
    if (queries.length > 0) {
      await load(`${base}${encodeURIComponent(queries[0] ?? 'li')}`, PROCESS_WARM_UP_SECONDS, CONNECTIONS, true);
    }
    for (const q of queries) {
      const url = `${base}${encodeURIComponent(q)}`;
      const body = (await (await fetch(url)).json()) as { properties: unknown[]; cities: unknown[]; types: unknown[] };
      const found = `${body.properties.length}/${body.cities.length}/${body.types.length}`;
      const cells: string[] = [];
      for (const way of WAYS) {
        await load(url, WARM_UP_SECONDS, way.connections, way.fresh);
        const figures = await load(url, seconds, way.connections, way.fresh);
        if (figures.errors > 0) throw new Error(`${q} (${way.name}): ${figures.errors} errors`);
        cells.push(`${figures.p50} / ${figures.p99}, ${figures.rps.toFixed(0)}`.padEnd(32));
        if (figures.p99 >= (worst.get(way.name)?.p99 ?? -1)) worst.set(way.name, { p99: figures.p99, q });
      }
      console.log(`| ${q.padEnd(15)} | ${found.padEnd(5)} | ${cells.join(' | ')} |`);
    }
    for (const [way, { p99, q }] of worst) console.log(`worst p99, ${way}: ${p99} ms (${q})`);
    console.log('targets: p99 < 50 ms at 32 connections, < 5 ms for one visitor');

    console.log(`\nMap search: GET /api/properties (first page of 12) and /api/map-markers, goal=sale, locale=fr`);
    console.log(
      `| search             | endpoint | found  | ${WAYS.map((way) => `${way.name}: p50 / p99 ms, req/s`.padEnd(32)).join(' | ')} |`,
    );
    const origin = `http://127.0.0.1:${BFF_PORT}`;
    const first = MAP_SEARCHES[0];
    const firstEndpoint = MAP_ENDPOINTS[0];
    if (first && firstEndpoint) {
      await load(`${origin}${firstEndpoint.path}${first.query}`, PROCESS_WARM_UP_SECONDS, CONNECTIONS, true);
    }
    const worstMap = new Map<string, { p99: number; search: string }>();
    for (const search of MAP_SEARCHES) {
      for (const endpoint of MAP_ENDPOINTS) {
        const url = `${origin}${endpoint.path}${search.query}`;
        const answer = await fetch(url);
        if (!answer.ok) throw new Error(`${search.name} (${endpoint.name}): ${answer.status} ${await answer.text()}`);
        // A map search counts up to 1,000, then says "more than" (totalCapped).
        const body = (await answer.json()) as { total: number; totalCapped?: boolean };
        const found = `${body.totalCapped ? '>' : ''}${body.total}`;
        const cells: string[] = [];
        for (const way of WAYS) {
          await load(url, WARM_UP_SECONDS, way.connections, way.fresh);
          const figures = await load(url, seconds, way.connections, way.fresh);
          if (figures.errors > 0) throw new Error(`${search.name} (${way.name}): ${figures.errors} errors`);
          cells.push(`${figures.p50} / ${figures.p99}, ${figures.rps.toFixed(0)}`.padEnd(32));
          if (figures.p99 >= (worstMap.get(way.name)?.p99 ?? -1)) {
            worstMap.set(way.name, { p99: figures.p99, search: `${search.name}, ${endpoint.name}` });
          }
        }
        console.log(
          `| ${search.name.padEnd(18)} | ${endpoint.name.padEnd(8)} | ${found.padEnd(6)} | ${cells.join(' | ')} |`,
        );
      }
    }
    for (const [way, { p99, search }] of worstMap) console.log(`worst p99, ${way}: ${p99} ms (${search})`);
    console.log('target: p99 < 50 ms at 32 connections');
  } finally {
    bff?.kill();
    if (values.keep || reuse) {
      console.log(`kept ${database}${reuse ? '' : ` and ${exportDir}`}`);
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
