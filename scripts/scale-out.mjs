// `node scripts/scale-out.mjs [--check]`: two web, two BFF and two worker
// processes on this machine against one fresh PostgreSQL database and one
// Redis (no Docker), as a site grows past one process of each. Web n talks to
// BFF n; the workers share the queues and the schedules (a full import every
// SCALE_OUT_SYNC_CRON, default every 20 s, to watch one run per tick in
// sync_runs). Mails go to the test SMTP server (its messages on its HTTP page).
// The web pair needs a build: NEXT_DIST_DIR (default .next) in apps/web; without
// one only the BFF and worker pairs start. --check waits for two scheduled
// imports, checks each tick ran once and every process answers, then stops.
// apps/bff/test/scale-out.int-spec.ts proves the rest (mails once, caches, limits).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaults, loadDotEnv, repoRoot } from './lib/env.mjs';
import { dropDatabase, ensureDatabase, ensureRedis } from './lib/services.mjs';
import { run } from './lib/run.mjs';

const check = process.argv.includes('--check');
const BASE_PORT = Number(process.env.SCALE_OUT_BASE_PORT ?? 3760);
const ports = { bff: [BASE_PORT + 1, BASE_PORT + 2], web: [BASE_PORT + 3, BASE_PORT + 4] };
const TICK_CRON = process.env.SCALE_OUT_SYNC_CRON ?? '*/20 * * * * *';
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const withWeb = existsSync(path.join(repoRoot, 'apps/web', distDir, 'BUILD_ID'));

loadDotEnv();
const database = new URL(process.env.DATABASE_URL ?? defaults.DATABASE_URL);
database.pathname = `/immo_scale_${Date.now()}_${process.pid}`;
const databaseUrl = database.toString();
const smtp = await createRequire(import.meta.url)('../tools/test-smtp/test-smtp.cjs').start();
const secret = (bytes = 32) => randomBytes(bytes).toString('base64url');
const siteUrl = `http://127.0.0.1:${ports.web[0]}`;
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? defaults.REDIS_URL,
  QUEUE_PREFIX: `immo-scale-${process.pid}`,
  REVALIDATE_SECRET: secret(),
  INTERNAL_API_TOKEN: secret(),
  CAPTCHA_HMAC_KEY: secret(),
  SUBSCRIPTION_TOKEN_SECRET: secret(),
  OWNER_JWT_SECRET: secret(),
  SITE_URL: siteUrl,
  ALLOWED_ORIGINS: ports.web.map((port) => `http://127.0.0.1:${port}`).join(','),
  SMTP_URL: smtp.smtpUrl,
  MAIL_FROM: 'Immo <no-reply@scale-out.test>',
  CRM_EXPORT_DIR: path.join(repoRoot, 'apps/sync-worker/sample-export'),
  SAMPLE_IMPORT_ON_EMPTY: 'false',
  SYNC_SCHEDULES_ENABLED: 'true',
  SYNC_FULL_CRON: TICK_CRON,
  SYNC_INCREMENTAL_EVERY_MINUTES: '1440',
  // Each web keeps its own pages: the workers tell both after an import.
  WEB_URL: siteUrl,
  WEB_URLS: ports.web.map((port) => `http://127.0.0.1:${port}`).join(','),
};

const servers = [];
function start(label, args, extraEnv) {
  const child = spawn('npm', args, {
    cwd: repoRoot,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${label}] `;
  const relay = (stream) => (chunk) => {
    if (!check) stream.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  };
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  const server = { label, child };
  servers.push(server);
  return server;
}

async function answers(url, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.child.exitCode === null) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${server.label} did not answer ${url}`);
}

let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of servers) {
    try {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await smtp.close();
  await dropDatabase(databaseUrl).catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  await ensureRedis(env.REDIS_URL);
  await ensureDatabase(databaseUrl);
  for (const args of [
    ['run', 'migrate', '-w', '@immo/bff'],
    ['run', 'seed', '-w', '@immo/bff'],
    ['run', 'sync', '-w', '@immo/sync-worker', '--', '--from', env.CRM_EXPORT_DIR],
  ]) {
    if ((await run('npm', args, { env, stdio: check ? 'ignore' : 'inherit' })) !== 0)
      throw new Error(`npm ${args.join(' ')} failed`);
  }
  const bffs = ports.bff.map((port, index) =>
    start(`bff${index + 1}`, ['start', '-w', '@immo/bff'], { PORT: String(port) }),
  );
  await Promise.all(bffs.map((bff, index) => answers(`http://127.0.0.1:${ports.bff[index]}/api/health`, bff)));
  const startedAt = new Date();
  start('worker1', ['start', '-w', '@immo/sync-worker']);
  start('worker2', ['start', '-w', '@immo/sync-worker']);
  if (withWeb) {
    const webs = ports.web.map((port, index) =>
      start(`web${index + 1}`, ['start', '-w', '@immo/web'], {
        WEB_PORT: String(port),
        BFF_URL: `http://127.0.0.1:${ports.bff[index]}`,
        NEXT_DIST_DIR: distDir,
      }),
    );
    await Promise.all(webs.map((web, index) => answers(`http://127.0.0.1:${ports.web[index]}/fr/`, web)));
  }
  console.log(`
  Web      ${withWeb ? ports.web.map((port) => `http://127.0.0.1:${port}/fr/`).join('  ') : `not started: no build in apps/web/${distDir}`}
  BFF      ${ports.bff.map((port) => `http://127.0.0.1:${port}/api/`).join('  ')}
  Workers  2, a full import on "${TICK_CRON}" (one sync_runs row per tick)
  Mail     ${smtp.httpUrl}
  Database ${databaseUrl}${check ? '' : '\n  Ctrl-C stops everything and drops the database.'}
`);
  if (check) await checkOnce(startedAt);
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  await stopAll(1);
}

/** Two ticks' imports, each run once, and every process still answering. */
async function checkOnce(startedAt) {
  const { Client } = createRequire(path.join(repoRoot, 'apps/bff/package.json'))('pg');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  let runs = [];
  const deadline = Date.now() + 120_000;
  while (runs.length < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    runs = (
      await db.query(
        `SELECT id, status, started_at FROM sync_runs WHERE trigger = 'schedule' AND started_at >= $1 ORDER BY id`,
        [startedAt],
      )
    ).rows;
  }
  await db.end();
  const problems = [];
  if (runs.length < 2) problems.push(`${runs.length} scheduled imports in two minutes`);
  if (runs.some((row) => row.status === 'skipped')) problems.push('an import ran twice for one tick (skipped run)');
  for (const [index, port] of ports.bff.entries()) {
    if ((await fetch(`http://127.0.0.1:${port}/api/properties?limit=1`)).status !== 200)
      problems.push(`bff${index + 1} does not answer`);
  }
  if (withWeb) {
    for (const [index, port] of ports.web.entries()) {
      if ((await fetch(`http://127.0.0.1:${port}/fr/`)).status !== 200)
        problems.push(`web${index + 1} does not answer`);
    }
  }
  console.log(
    problems.length === 0
      ? `✓ ${runs.length} scheduled imports, one per tick; every process answers`
      : `✗ ${problems.join('; ')}`,
  );
  await stopAll(problems.length === 0 ? 0 : 1);
}
