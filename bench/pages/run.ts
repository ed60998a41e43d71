// `npm run bench:pages [-- --seconds 20 --skip-build]`: the public pages'
// throughput (docs/benchmarks.md, "Pages"): home, list and detail at 32
// connections, first from the web server alone (its own page cache, no
// proxy), then through a local caching reverse proxy (nginx, proxy_cache
// honouring the pages' `s-maxage` and `stale-while-revalidate`), as a CDN
// would serve them. Then one visitor browses home, list and detail from
// 127.0.0.1 while one client floods the list page on 20 connections from
// this machine's other address (flood.ts, its own process): once with a
// random parameter no page reads, once with a new search each time, which
// the render budget refuses.
//
// The stack is the e2e one (tools/e2e/global-setup.mjs: fresh database, the
// bundled sample imported, BFF and web in production mode) on its own ports
// and its own build folder, so a running `npm start` is not disturbed. nginx
// comes from Debian (`apt-get install -y nginx-light`, installed here when
// missing), started with a throwaway configuration and cache folder.
// Not part of `npm test`.
import autocannon from 'autocannon';
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { Figures } from '../support/processes';
import { sleep, stopChild } from '../support/stack';

const ROOT = path.resolve(__dirname, '../..');
const WEB_PORT = 3193;
const BFF_PORT = 3194;
const PROXY_PORT = 3195;
const WORKER_HEALTH_PORT = 3196;
const DIST_DIR = '.next-bench-pages';
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 3;
/** One visitor's browser: a few connections at once. */
const VISITOR_CONNECTIONS = 4;
const FLOOD_CONNECTIONS = 20;
/**
 * The render budget as production has it (apps/web/src/config/env.ts):
 * the e2e stack this bench starts otherwise lifts it for its specs.
 */
const RENDER_BUDGET = { PAGE_RENDERS_PER_MINUTE: '60', PAGE_RENDER_BURST: '30', PAGE_RENDERS_AT_ONCE: '4' };

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '20' }, 'skip-build': { type: 'boolean', default: false } },
});
const SECONDS = Number(args.seconds);

function mustRun(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} exited with ${result.status}`);
}

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  console.log('nginx is missing: installing nginx-light from Debian…');
  mustRun('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
    ...process.env,
    DEBIAN_FRONTEND: 'noninteractive',
  });
  return '/usr/sbin/nginx';
}

/**
 * A caching reverse proxy as a CDN edge behaves: it keeps what the origin
 * says it may (Cache-Control's s-maxage; never private, no-store or a
 * Set-Cookie), serves a stale copy while one request fetches the new one
 * (stale-while-revalidate: use_stale updating + background_update), and lets
 * one request at a time fill a missing entry (cache_lock).
 */
function nginxConfig(folder: string, originPort: number, port: number): string {
  return `daemon off;
worker_processes 2;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  proxy_cache_path ${folder}/cache keys_zone=pages:10m max_size=200m inactive=10m use_temp_path=off;
  upstream web { server 127.0.0.1:${originPort}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://web;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # A shared page's policy names each of its scripts by hash: its headers pass nginx's default 4 kB (a 502).
      proxy_buffer_size 16k;
      proxy_buffers 8 16k;
      proxy_cache pages;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

async function startNginx(folder: string): Promise<ChildProcess> {
  const config = path.join(folder, 'nginx.conf');
  await writeFile(config, nginxConfig(folder, WEB_PORT, PROXY_PORT));
  const child = spawn(nginxBinary(), ['-p', `${folder}/`, '-c', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (${folder}/error.log)`);
    try {
      await fetch(`http://127.0.0.1:${PROXY_PORT}/robots.txt`);
      return child;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('nginx did not start');
}

async function load(url: string, seconds: number): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** A visitor going round home, list and detail, each request answered before the next one on its connection. */
async function visit(origin: string, paths: string[], seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: origin,
    connections: VISITOR_CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

interface Flood {
  rps: number;
  p50: number;
  statuses: Record<string, number>;
  errors: number;
}

function flood(listUrl: string, search: 'unused' | 'used', seconds: number): Promise<Flood> {
  const script = path.join(__dirname, 'flood.ts');
  const args = [
    '-r',
    '@swc-node/register',
    script,
    '--url',
    listUrl,
    '--search',
    search,
    '--seconds',
    String(seconds),
    '--connections',
    String(FLOOD_CONNECTIONS),
  ];
  return promisify(execFile)(process.execPath, args, { cwd: ROOT }).then(
    ({ stdout }) => JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Flood,
  );
}

/** This machine's first address that is not loopback: the flood comes from it, the visitor from 127.0.0.1. */
function otherAddress(): string {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4');
  if (!address)
    throw new Error(
      'This machine has no address but loopback: the flooding client could not be told from the visitor.',
    );
  return address.address;
}

/** What the proxy did with the second request for a page: HIT when the page is kept. */
async function cacheStatus(url: string): Promise<string> {
  await (await fetch(url)).arrayBuffer();
  const response = await fetch(url);
  await response.arrayBuffer();
  return `${response.headers.get('x-cache-status') ?? '-'} (${response.headers.get('cache-control') ?? 'no cache-control'})`;
}

async function main(): Promise<void> {
  const env = {
    ...process.env,
    NEXT_DIST_DIR: DIST_DIR,
    E2E_WEB_PORT: String(WEB_PORT),
    E2E_BFF_PORT: String(BFF_PORT),
    WORKER_HEALTH_PORT: String(WORKER_HEALTH_PORT),
    // Every interface: the flooding client comes from this machine's other address.
    WEB_HOST: '0.0.0.0',
    ...RENDER_BUDGET,
  };
  if (!args['skip-build']) {
    console.log('Building the web app…');
    // The web's own build script: `next build`, then the compile hints (apps/web/src/build).
    mustRun('npm', ['run', 'build', '-w', '@immo/web'], env);
  }
  Object.assign(process.env, env);
  // The e2e tools' ES module, as the Lighthouse bench loads it.
  const { default: startStack } = (await import(path.join(ROOT, 'tools/e2e/global-setup.mjs'))) as {
    default: () => Promise<() => Promise<void>>;
  };
  const stopStack = await startStack();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-pages-nginx-'));
  // nginx's workers run as an unprivileged user: they must reach the cache and temp folders (mkdtemp makes 0700).
  await chmod(folder, 0o755);
  let nginx: ChildProcess | undefined;
  try {
    const origin = `http://127.0.0.1:${WEB_PORT}`;
    const list = (await (
      await fetch(`http://127.0.0.1:${BFF_PORT}/api/properties?goal=sale&locale=fr&limit=1`)
    ).json()) as { items: { id: number }[] };
    const detail = new URL((await fetch(`${origin}/fr/property/${list.items[0]?.id}/`)).url).pathname;
    const pages: [string, string][] = [
      ['home', '/fr/'],
      ['list', '/fr/a-vendre/'],
      ['detail', detail],
    ];
    nginx = await startNginx(folder);
    const proxy = `http://127.0.0.1:${PROXY_PORT}`;
    const rows: string[] = [];
    for (const [label, pathname] of pages) {
      console.log(`${label} ${pathname}: proxy cache ${await cacheStatus(proxy + pathname)}`);
      for (const [where, base] of [
        ['origin', origin],
        ['through nginx', proxy],
      ] as const) {
        await load(base + pathname, WARM_UP_SECONDS);
        const figures = await load(base + pathname, SECONDS);
        rows.push(
          `| ${label} | ${where} | ${figures.rps.toFixed(0)} | ${figures.p50} | ${figures.p99} | ${figures.errors} |`,
        );
        console.log(rows.at(-1));
      }
    }
    const visitorPaths = pages.map(([, pathname]) => pathname);
    const floodUrl = `http://${otherAddress()}:${WEB_PORT}/fr/a-vendre/`;
    const floodRows: string[] = [];
    const alone = await visit(origin, visitorPaths, SECONDS);
    floodRows.push(`| alone | ${alone.p50} | ${alone.p99} | ${alone.rps.toFixed(0)} | ${alone.errors} | – |`);
    console.log(floodRows.at(-1));
    for (const search of ['unused', 'used'] as const) {
      const [visitor, flooder] = await Promise.all([
        visit(origin, visitorPaths, SECONDS),
        flood(floodUrl, search, SECONDS),
      ]);
      const answers = Object.entries(flooder.statuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ');
      const label = search === 'unused' ? 'flood `?cb=random`' : 'flood `?cb=random&minPrice=random`';
      floodRows.push(
        `| ${label} | ${visitor.p50} | ${visitor.p99} | ${visitor.rps.toFixed(0)} | ${visitor.errors} | ${flooder.rps.toFixed(0)}/s: ${answers}${flooder.errors ? `, ${flooder.errors} errors` : ''} |`,
      );
      console.log(floodRows.at(-1));
    }

    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}\n`,
    );
    console.log('| page | served | pages/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(
      `\nOne visitor (${VISITOR_CONNECTIONS} connections, home, list and detail in turn, from 127.0.0.1) while one client floods the list page on ${FLOOD_CONNECTIONS} connections from ${floodUrl}; render budget ${RENDER_BUDGET.PAGE_RENDER_BURST} at once from rest, then ${RENDER_BUDGET.PAGE_RENDERS_PER_MINUTE} a minute, ${RENDER_BUDGET.PAGE_RENDERS_AT_ONCE} in progress at most\n`,
    );
    console.log(
      '| while | visitor p50 ms | visitor p99 ms | visitor pages/s | visitor errors | flooding client |\n|---|---|---|---|---|---|',
    );
    for (const row of floodRows) console.log(row);
  } finally {
    await stopChild(nginx, 'SIGQUIT');
    await rm(folder, { recursive: true, force: true });
    await stopStack();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
