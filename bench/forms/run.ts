// `npm run bench:forms [-- --submissions 1000 --delivery 200 --single 100 --redis-down 1000 --latencies DIR --keep]`:
// the forms' submit endpoint and their mails end to end (docs/benchmarks.md, "Forms").
//
// A fresh database (migrations and seed), a throwaway redis-server on a free
// port (the shared one is never touched: this one is killed in phase 3),
// the test SMTP server (tools/test-smtp), the real sync-worker and the real
// BFF, both NODE_ENV=production. Each submission is a site contact with its
// own e-mail address and a real proof-of-work answer, solved up front by
// the page's search against challenges from GET /api/forms/captcha (the
// internal token lifts that endpoint's limit; CAPTCHA_MAX_NUMBER is low so
// the solving takes seconds, the BFF's check costs the same whatever it is).
// Three phases, each after a warm-up and each tagged by utm_campaign, its
// submit figures printed as soon as its submissions are answered:
//   1. N submissions at 32 connections, the SMTP server refusing (451) until
//      half of them were answered, then accepting: every mail delivered once.
//   2. M submissions with the SMTP server accepting from the start: the time
//      from the lead's commit to its agency mail reaching the server.
//   2b. The same one submission at a time (one connection): its own cost.
//   2c. M submissions with the worker stopped (its mails wait in Redis until it
//      starts again): what the worker's sending costs the submissions.
//   3. Redis killed: N submissions, then Redis back, the relay job (every
//      minute in production; here every 10 s) sends what the BFF could not queue.
// Not part of `npm test`.
import { MailUpkeepJob, QueueName } from '@immo/domain';
import { processOwnSecret } from '@immo/platform';
import { Queue } from 'bullmq';
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { Pool } from 'undici';
import { BFF_NODE_FLAGS, run, sql, startServer } from '../support/processes';
import {
  freePort,
  receivedMails,
  setSmtpMode,
  type Smtp,
  sleep,
  solvedCaptchas,
  startRedis,
  startSmtp,
  stopChild,
} from '../support/stack';

const ROOT = path.resolve(__dirname, '../..');
const WORKER_DIR = path.join(ROOT, 'apps/sync-worker');
const BFF_DIR = path.join(ROOT, 'apps/bff');
const ADMIN_URL = process.env['BENCH_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BFF_PORT = Number(process.env['BENCH_BFF_PORT'] ?? 3184);
const ORIGIN = 'http://127.0.0.1:3000';
// The run's own secrets: never a value written here, which every checkout would share.
const INTERNAL_TOKEN = processOwnSecret();
const AGENCY = 'agency@bench.test';
const CONNECTIONS = 32;
/** The proof of work's range (the minimum the BFF accepts): solving 2,000 challenges takes seconds, not minutes. */
const CAPTCHA_MAX_NUMBER = 1000;
const WARM_UP_SUBMISSIONS = 1000;
/** The relay offers rows older than a minute; production runs it every minute. */
const RELAY_EVERY_MS = 10_000;
const SETTLE_TIMEOUT_MS = 5 * 60_000;

/** Nearest rank. */
function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(value < 100 ? 1 : 0));

let visitor = 0;

/** A site contact as the page sends it, with an address of its own (the per-address limit never applies). */
function contactBody(captcha: string, campaign: string): string {
  visitor += 1;
  return JSON.stringify({
    locale: 'fr',
    captcha,
    website: '',
    utm: { utm_source: 'bench', utm_campaign: campaign },
    page: '/fr/contact/',
    title: 'ms',
    firstName: 'Anne',
    lastName: `Dupont ${visitor}`,
    email: `visitor.${Date.now().toString(36)}.${visitor}@bench.test`,
    phone: '0475 12 34 56',
    remark: 'Pouvez-vous me rappeler au sujet de la maison ?',
    contactPreference: 'email',
  });
}

interface Submitted {
  sent: number;
  created: number;
  statuses: Map<number, number>;
  latencies: number[];
  /** When each answer came, in ms since the phase's clock started (same order as latencies). */
  answeredAt: number[];
  /** The phase's clock start, epoch ms (to line the answers up with other processes' logs). */
  startedAt: number;
  seconds: number;
}

/**
 * `count` submissions over `connections` keep-alive connections, each sending
 * its next as soon as its last is answered, each with its own body. The
 * connections are opened (a GET of the liveness probe each) before the clock
 * starts: a Node server busy with the first connections accepts the others
 * over a few hundred milliseconds (measured: 32 at once took 130–600 ms),
 * which says how fast 32 sockets open at the same instant, not how long a
 * submission takes. Visitors' forms reach the BFF through the web server's
 * pool of open connections.
 */
async function submit(
  bff: string,
  bodies: string[],
  count: number,
  onAnswered?: (answered: number) => void,
  connections = CONNECTIONS,
): Promise<Submitted> {
  const pool = new Pool(bff, { connections, pipelining: 1 });
  const latencies: number[] = [];
  const answeredAt: number[] = [];
  const statuses = new Map<number, number>();
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const { body } = await pool.request({ path: '/api/health/live', method: 'GET' });
        await body.dump();
      }),
    );
    let next = 0;
    const startedAt = Date.now();
    const started = performance.now();
    let lastAnswer = started;
    const visitor = async () => {
      while (next < count) {
        const body = bodies[next];
        next += 1;
        if (body === undefined) throw new Error('Out of prepared bodies');
        const sent = performance.now();
        const response = await pool.request({
          path: '/api/forms/site-contact',
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body,
        });
        await response.body.dump();
        lastAnswer = performance.now();
        latencies.push(lastAnswer - sent);
        answeredAt.push(lastAnswer - started);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        onAnswered?.(latencies.length);
      }
    };
    await Promise.all(Array.from({ length: Math.min(connections, count) }, visitor));
    return {
      sent: next,
      created: statuses.get(201) ?? 0,
      statuses,
      latencies,
      answeredAt,
      startedAt,
      seconds: (lastAnswer - started) / 1000,
    };
  } finally {
    await pool.close();
  }
}

interface PhaseRows {
  leads: number;
  outbox: number;
  sent: number;
  refusedOnce: number;
  pending: number;
}

async function phaseRows(db: Client, campaign: string): Promise<PhaseRows> {
  const { rows } = await db.query<{ leads: string; outbox: string; sent: string; refused: string; pending: string }>(
    `SELECT (SELECT count(*) FROM leads WHERE utm->>'utm_campaign' = $1) AS leads,
            count(o.id) AS outbox,
            count(o.id) FILTER (WHERE o.state = 'sent') AS sent,
            count(o.id) FILTER (WHERE o.attempts > 1 OR o.state <> 'sent' AND o.attempts > 0) AS refused,
            count(o.id) FILTER (WHERE o.state IN ('queued', 'retrying')) AS pending
       FROM mail_outbox o JOIN leads l ON l.id = o.lead_id WHERE l.utm->>'utm_campaign' = $1`,
    [campaign],
  );
  const row = rows[0];
  return {
    leads: Number(row?.leads ?? 0),
    outbox: Number(row?.outbox ?? 0),
    sent: Number(row?.sent ?? 0),
    refusedOnce: Number(row?.refused ?? 0),
    pending: Number(row?.pending ?? 0),
  };
}

/** Waits until every outbox row of the phase is sent (or dead); `tick` runs between checks. */
async function settle(db: Client, campaign: string, tick?: () => Promise<void>): Promise<PhaseRows> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const rows = await phaseRows(db, campaign);
    if (rows.outbox > 0 && rows.pending === 0) return rows;
    if (Date.now() > deadline)
      throw new Error(`${campaign}: not settled within ${SETTLE_TIMEOUT_MS / 1000} s: ${JSON.stringify(rows)}`);
    await tick?.();
    await sleep(500);
  }
}

interface Delivery {
  delivered: number;
  duplicates: number;
  /** Seconds from the lead's commit to the server accepting its mail, agency mails only (the first copy). */
  agency: number[];
}

async function deliveries(db: Client, smtp: Smtp, campaign: string): Promise<Delivery> {
  const { rows } = await db.query<{ message_id: string; template: string; created_at: Date }>(
    `SELECT o.message_id, o.template, l.created_at FROM mail_outbox o JOIN leads l ON l.id = o.lead_id WHERE l.utm->>'utm_campaign' = $1`,
    [campaign],
  );
  const byMessageId = new Map(rows.map((row) => [row.message_id, row]));
  const counts = new Map<string, number>();
  const agency: number[] = [];
  for (const mail of await receivedMails(smtp)) {
    const row = mail.messageId === null ? undefined : byMessageId.get(mail.messageId);
    if (!row || mail.messageId === null) continue;
    counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
    if (row.template === 'lead-to-agency' && counts.get(mail.messageId) === 1)
      agency.push((Date.parse(mail.receivedAt) - row.created_at.getTime()) / 1000);
  }
  const duplicates = [...counts.values()].reduce((sum, count) => sum + count - 1, 0);
  return { delivered: counts.size, duplicates, agency };
}

async function redisState(bff: string): Promise<string> {
  try {
    const body = (await (await fetch(`${bff}/api/health/ready`)).json()) as {
      redis?: string;
      message?: { redis?: string };
    };
    return body.redis ?? body.message?.redis ?? 'unknown';
  } catch {
    return 'unreachable';
  }
}

async function waitForRedis(bff: string, state: 'up' | 'down'): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await redisState(bff)) !== state) {
    if (Date.now() > deadline) throw new Error(`The BFF never saw Redis ${state}`);
    await sleep(200);
  }
}

let latencyDir: string | undefined;

function printSubmitted(name: string, submitted: Submitted): void {
  if (latencyDir !== undefined) {
    const lines = submitted.latencies.map(
      (latency, index) => `${submitted.answeredAt[index]?.toFixed(1)},${latency.toFixed(2)}`,
    );
    writeFileSync(
      path.join(latencyDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.csv`),
      `answered_ms,latency_ms,started_at=${submitted.startedAt}\n${lines.join('\n')}\n`,
    );
  }
  const statuses = [...submitted.statuses].map(([status, count]) => `${status}×${count}`).join(', ');
  console.log(
    `${name}: ${submitted.sent} sent, ${submitted.created} answered 201 (${statuses}) in ${submitted.seconds.toFixed(1)} s; ` +
      `submit p50 ${ms(percentile(submitted.latencies, 50))} / p95 ${ms(percentile(submitted.latencies, 95))} / p99 ${ms(percentile(submitted.latencies, 99))} ms`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      submissions: { type: 'string', default: '1000' },
      delivery: { type: 'string', default: '200' },
      single: { type: 'string', default: '100' },
      'redis-down': { type: 'string', default: '1000' },
      // A CSV per phase (answered at ms, latency ms), to see when the slow answers came.
      latencies: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const submissions = Number(values.submissions);
  latencyDir = values.latencies;
  if (latencyDir !== undefined) mkdirSync(latencyDir, { recursive: true });
  const deliveryCount = Number(values.delivery);
  const singleCount = Number(values.single);
  const redisDownCount = Number(values['redis-down']);
  const database = `immo_bench_forms_${Date.now()}`;
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const env = { ...process.env, DATABASE_URL: databaseUrl.toString(), NODE_ENV: 'test' };
  const redisPort = await freePort();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const queuePrefix = `immo_bench_forms_${Date.now()}`;
  const workerLog = path.join(os.tmpdir(), `${database}-worker.log`);
  const children: ChildProcess[] = [];
  let redis: ChildProcess | undefined;
  let db: Client | undefined;
  let queue: Queue | undefined;
  // The BFF and the worker first, Redis last: they close their queues on the way out.
  const stopAll = async () => {
    await queue?.close().catch(() => undefined);
    for (const child of children.reverse()) await stopChild(child);
    await stopChild(redis);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of [...children, redis]) child?.kill();
      process.exit(1);
    });
  }

  await sql(ADMIN_URL, `CREATE DATABASE "${database}"`);
  try {
    await run('src/database/migrate.ts', [], BFF_DIR, env);
    await run('src/database/seed.ts', [], BFF_DIR, env);
    redis = await startRedis(redisPort);
    const smtp = await startSmtp();
    children.push(smtp.child);

    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: env.DATABASE_URL,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SITE_URL: ORIGIN,
      SUBSCRIPTION_TOKEN_SECRET: processOwnSecret(),
      OWNER_JWT_SECRET: processOwnSecret(),
    };
    const log = createWriteStream(workerLog);
    const startWorker = async (): Promise<ChildProcess> => {
      const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
        cwd: WORKER_DIR,
        env: {
          ...process.env,
          ...production,
          SMTP_URL: smtp.smtpUrl,
          MAIL_FROM: `Agence Bench <${AGENCY}>`,
          REVALIDATE_SECRET: processOwnSecret(),
          // No imports, no schedules: the relay is run by this script (below).
          SYNC_SCHEDULES_ENABLED: 'false',
          // Required in production, never read here (no imports).
          CRM_EXPORT_DIR: path.join(ROOT, 'apps/sync-worker/sample-export'),
          SAMPLE_IMPORT_ON_EMPTY: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        if (!output.includes('Sync worker started')) output += chunk.toString();
      });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      const deadline = Date.now() + 60_000;
      while (!output.includes('Sync worker started')) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`The worker did not start (${workerLog})`);
        await sleep(100);
      }
      return child;
    };
    const worker = await startWorker();

    const bff = `http://127.0.0.1:${BFF_PORT}`;
    children.push(
      await startServer(
        'src/main.ts',
        BFF_DIR,
        {
          ...env,
          ...production,
          PORT: String(BFF_PORT),
          OPERATOR_TOTP_KEY: processOwnSecret('base64'),
          INTERNAL_API_TOKEN: INTERNAL_TOKEN,
          CAPTCHA_HMAC_KEY: processOwnSecret(),
          CAPTCHA_MAX_NUMBER: String(CAPTCHA_MAX_NUMBER),
          ALLOWED_ORIGINS: ORIGIN,
          AGENCY_MAIL_TO: AGENCY,
          // Every submission comes from 127.0.0.1: the per-network limits would answer 429 within a second.
          RATE_LIMIT_PER_MINUTE: String(2_000_000_000),
          FORM_SUBMISSIONS_PER_MINUTE: String(2_000_000_000),
          // Every challenge is fetched from 127.0.0.1 too (the captcha's per-network budget).
          CAPTCHA_CHALLENGES_PER_MINUTE: String(2_000_000_000),
          // And every confirmation is asked for from 127.0.0.1 (5 fresh addresses an hour per network): the bench writes them all, as before.
          CONFIRMATIONS_PER_NETWORK_PER_HOUR: String(2_000_000_000),
        },
        `${bff}/api/health/live`,
        BFF_NODE_FLAGS,
      ),
    );
    await waitForRedis(bff, 'up');
    db = new Client({ connectionString: env.DATABASE_URL });
    await db.connect();

    const solving = Date.now();
    const total = WARM_UP_SUBMISSIONS + submissions + 2 * deliveryCount + singleCount + redisDownCount;
    const captchas = await solvedCaptchas(bff, INTERNAL_TOKEN, total);
    console.log(
      `${total} captcha challenges fetched and solved (CAPTCHA_MAX_NUMBER ${CAPTCHA_MAX_NUMBER}) in ${((Date.now() - solving) / 1000).toFixed(1)} s`,
    );
    const bodiesFor = (count: number, campaign: string) =>
      captchas.splice(0, count).map((captcha) => contactBody(captcha, campaign));

    // Warm-up: the pool's connections, PostgreSQL's caches, V8's hot paths; not counted.
    printSubmitted('warm-up', await submit(bff, bodiesFor(WARM_UP_SUBMISSIONS, 'warm-up'), WARM_UP_SUBMISSIONS));
    await settle(db, 'warm-up');

    // 1. The SMTP server refuses until half the submissions were answered.
    await setSmtpMode(smtp, 'refuse');
    let recovered: Promise<void> | undefined;
    const refusing = await submit(bff, bodiesFor(submissions, 'smtp-refusing'), submissions, (answered) => {
      if (answered === Math.floor(submissions / 2)) recovered = setSmtpMode(smtp, 'accept');
    });
    printSubmitted('1. SMTP refusing then accepting', refusing);
    await recovered;
    const recoveredAt = Date.now();
    const refusingRows = await settle(db, 'smtp-refusing');
    const refusingSettled = (Date.now() - recoveredAt) / 1000;
    const refusingMails = await deliveries(db, smtp, 'smtp-refusing');

    // 2. The SMTP server accepting from the start: how soon the agency has its mail.
    const accepting = await submit(bff, bodiesFor(deliveryCount, 'smtp-accepting'), deliveryCount);
    printSubmitted('2. SMTP accepting', accepting);
    const acceptingRows = await settle(db, 'smtp-accepting');
    const acceptingMails = await deliveries(db, smtp, 'smtp-accepting');
    // One visitor at a time: what a submission itself costs, without the queue 32 connections make on two cores.
    const single = await submit(bff, bodiesFor(singleCount, 'one-connection'), singleCount, undefined, 1);
    printSubmitted('2b. one connection', single);
    const singleRows = await settle(db, 'one-connection');
    const singleMails = await deliveries(db, smtp, 'one-connection');
    // The same with the worker stopped: what its sending takes from the submissions on the same two cores.
    await stopChild(worker);
    const idle = await submit(bff, bodiesFor(deliveryCount, 'worker-stopped'), deliveryCount);
    printSubmitted('2c. worker stopped', idle);
    await startWorker();
    const idleRows = await settle(db, 'worker-stopped');
    const idleMails = await deliveries(db, smtp, 'worker-stopped');

    // 3. Redis gone (killed: its queued jobs with it), then back.
    await stopChild(redis, 'SIGKILL');
    await waitForRedis(bff, 'down');
    const redisDown = await submit(bff, bodiesFor(redisDownCount, 'redis-down'), redisDownCount);
    printSubmitted('3. Redis down', redisDown);
    const beforeReturn = await phaseRows(db, 'redis-down');
    redis = await startRedis(redisPort);
    const returnedAt = Date.now();
    await waitForRedis(bff, 'up');
    queue = new Queue(QueueName.mailUpkeep, {
      connection: { host: '127.0.0.1', port: redisPort },
      prefix: queuePrefix,
    });
    let lastRelay = 0;
    const redisDownRows = await settle(db, 'redis-down', async () => {
      if (Date.now() - lastRelay < RELAY_EVERY_MS) return;
      lastRelay = Date.now();
      await queue?.add(MailUpkeepJob.relay, {}, { removeOnComplete: true, removeOnFail: true });
    });
    const redisDownSettled = (Date.now() - returnedAt) / 1000;
    const redisDownMails = await deliveries(db, smtp, 'redis-down');
    const allMails = await receivedMails(smtp);
    const uniqueIds = new Set(allMails.map((mail) => mail.messageId));

    console.log(
      `\n${database}: POST /api/forms/site-contact, ${CONNECTIONS} connections, BFF and worker NODE_ENV=production, after ${WARM_UP_SUBMISSIONS} warm-up submissions`,
    );
    console.log(
      '\n| phase                         | sent | 201  | leads | outbox rows | refused once | delivered | duplicates | submit p50 / p95 / p99 ms | agency mail p50 / p95 / max s |',
    );
    const line = (name: string, submitted: Submitted, rows: PhaseRows, mails: Delivery) =>
      console.log(
        `| ${name.padEnd(29)} | ${String(submitted.sent).padStart(4)} | ${String(submitted.created).padStart(4)} | ${String(rows.leads).padStart(5)} | ${String(rows.outbox).padStart(11)} | ${String(rows.refusedOnce).padStart(12)} | ${String(mails.delivered).padStart(9)} | ${String(mails.duplicates).padStart(10)} | ` +
          `${`${ms(percentile(submitted.latencies, 50))} / ${ms(percentile(submitted.latencies, 95))} / ${ms(percentile(submitted.latencies, 99))}`.padEnd(25)} | ` +
          `${`${percentile(mails.agency, 50).toFixed(1)} / ${percentile(mails.agency, 95).toFixed(1)} / ${Math.max(...mails.agency).toFixed(1)}`.padEnd(29)} |`,
      );
    line('1. SMTP refusing, then back', refusing, refusingRows, refusingMails);
    line('2. SMTP accepting', accepting, acceptingRows, acceptingMails);
    line('2b. one connection', single, singleRows, singleMails);
    line('2c. worker stopped', idle, idleRows, idleMails);
    line('3. Redis down, then back', redisDown, redisDownRows, redisDownMails);
    console.log(
      `\n1. every mail delivered ${refusingSettled.toFixed(1)} s after the SMTP server accepted again (first retry after 15 s)`,
    );
    console.log(
      `3. with Redis down: ${beforeReturn.sent} of ${beforeReturn.outbox} mails sent before it returned; all ${redisDownRows.sent} sent ${redisDownSettled.toFixed(1)} s after (the relay takes rows older than a minute; run every ${RELAY_EVERY_MS / 1000} s here)`,
    );
    console.log(
      `all phases: ${allMails.length} messages received, ${allMails.length - uniqueIds.size} duplicates by Message-ID`,
    );
    console.log(
      'targets: submit p95 < 50 ms with Redis up, < 500 ms with Redis down; agency mail p95 < 60 s; 0 duplicates; every mail delivered',
    );
    // Kept only when something failed, to read why.
    await rm(workerLog, { force: true });
  } catch (error) {
    console.error(`worker log: ${workerLog}`);
    throw error;
  } finally {
    await db?.end();
    await stopAll();
    if (values.keep) console.log(`kept ${database}`);
    else await sql(ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
