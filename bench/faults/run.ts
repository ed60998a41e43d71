// `npm run faults [-- --properties 20000]`: the site under faults while
// visitors browse and send forms (docs/benchmarks.md, "Faults").
//
// Everything runs on servers of the script's own: a PostgreSQL cluster
// (bench/support/private-postgres, port FAULTS_PG_PORT 55432), a redis-server
// without persistence (FAULTS_REDIS_PORT 56379), the test SMTP server, and the
// BFF, sync worker and web (its production build in NEXT_DIST_DIR) on
// FAULTS_BASE_PORT (3250: web, +1 BFF, +2 the worker's health), all
// NODE_ENV=production. The machine's shared PostgreSQL and Redis are never
// touched. Phases, in order, each counted on its own:
//   baseline; SMTP refusing; Redis SIGKILLed and started again (empty);
//   PostgreSQL restarted (pg_ctl restart -m fast); the worker SIGKILLed in a
//   full import; the worker SIGKILLed while it sends a burst of mails; then the
//   visitors stop and the outbox drains. Checks: every lead answered 2xx is
//   stored; every outbox mail reached the SMTP server exactly once (by
//   Message-ID); the catalogue is exactly the state before or after the killed
//   import; the site answered pages in every phase. Exits 1 on a failed check.
// Not part of `npm test` (about 4 minutes).
import { MailUpkeepJob, QueueName, SyncJob } from '@immo/domain';
import { Queue } from 'bullmq';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPrivatePostgres } from '../support/private-postgres';
import { run, sql, withClient } from '../support/processes';
import { receivedMails, setSmtpMode, sleep, startRedis, startSmtp, stopChild } from '../support/stack';
import { startBff, startWeb, startWorker } from './apps';
import { catalogueChecksum, detailPaths, writeChangedExport } from './catalogue';
import { duplicatesByFault, type FaultEvent, printChecks, printPhases, type Check } from './report';
import { browse, submitForms, Tally, type VisitorSettings } from './visitors';

const ROOT = path.resolve(__dirname, '../..');
const WORKER_DIR = path.join(ROOT, 'apps/sync-worker');
const BFF_DIR = path.join(ROOT, 'apps/bff');
const BASE_PORT = Number(process.env['FAULTS_BASE_PORT'] ?? 3250);
const PG_PORT = Number(process.env['FAULTS_PG_PORT'] ?? 55432);
const REDIS_PORT = Number(process.env['FAULTS_REDIS_PORT'] ?? 56379);
const DATABASE = 'immo_faults';
/** The relay offers outbox rows older than a minute; production runs it every minute, here every 10 s. */
const RELAY_EVERY_MS = 10_000;
const DRAIN_TIMEOUT_MS = 4 * 60_000;
/** A mail whose first copy arrived this close to a worker's death was in flight then: at-least-once, the one case a mail may leave twice. */
const IN_FLIGHT_WINDOW_MS = 5_000;

const secret = () => randomBytes(24).toString('base64url');

async function query<T extends object>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  return withClient(url, async (client) => (await client.query<T>(text, values)).rows);
}

async function waitUntil(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(250);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { properties: { type: 'string', default: '20000' } } });
  const began = Date.now();
  const work = await mkdtemp(path.join(os.tmpdir(), 'immo-faults-'));
  const log = createWriteStream(path.join(work, 'apps.log'));
  const pg = startPrivatePostgres(PG_PORT);
  const children: { current?: ChildProcess }[] = [];
  let redis: ChildProcess | undefined;
  const queues: Queue[] = [];
  let failed = true;
  // Ctrl-C: the servers are this script's own and must not outlive it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of [...children.map((entry) => entry.current), redis]) child?.kill('SIGKILL');
      pg.stop();
      process.exit(1);
    });
  }
  try {
    await sql(pg.adminUrl, `CREATE DATABASE ${DATABASE}`);
    const databaseUrl = pg.adminUrl.replace(/\/postgres$/, `/${DATABASE}`);
    const tools = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' };
    await run('src/database/migrate.ts', [], BFF_DIR, tools);
    await run('src/database/seed.ts', [], BFF_DIR, tools);
    const before = path.join(work, 'export-before');
    const after = path.join(work, 'export-after');
    await run('src/cli/export-generate.ts', ['--properties', values.properties, '--out', before], WORKER_DIR, tools);
    await run('src/cli/sync.ts', ['--from', before, '--full'], WORKER_DIR, tools);
    const changed = await writeChangedExport(before, after);

    redis = await startRedis(REDIS_PORT);
    const smtp = await startSmtp();
    children.push({ current: smtp.child });
    const web = `http://127.0.0.1:${BASE_PORT}`;
    const bff = `http://127.0.0.1:${BASE_PORT + 1}`;
    const internalToken = secret();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      QUEUE_PREFIX: 'immo-faults',
      SITE_URL: web,
      WEB_URL: web,
      BFF_URL: bff,
      ALLOWED_ORIGINS: web,
      INTERNAL_API_TOKEN: internalToken,
      REVALIDATE_SECRET: secret(),
      CAPTCHA_HMAC_KEY: secret(),
      CAPTCHA_MAX_NUMBER: '1000',
      SUBSCRIPTION_TOKEN_SECRET: secret(),
      OWNER_JWT_SECRET: secret(),
      OPERATOR_TOTP_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: smtp.smtpUrl,
      MAIL_FROM: 'Agence Faults <agency@faults.test>',
      AGENCY_MAIL_TO: 'agency@faults.test',
      // Every visitor comes from 127.0.0.1: the per-client limits would soon answer 429.
      RATE_LIMIT_PER_MINUTE: String(2_000_000_000),
      FORM_SUBMISSIONS_PER_MINUTE: String(2_000_000_000),
      // Every challenge is fetched from 127.0.0.1 too (the captcha's per-network budget).
      CAPTCHA_CHALLENGES_PER_MINUTE: String(2_000_000_000),
      // And every confirmation is asked for from 127.0.0.1 (5 fresh addresses an hour per network).
      CONFIRMATIONS_PER_NETWORK_PER_HOUR: String(2_000_000_000),
      PAGE_RENDERS_PER_MINUTE: String(1_000_000),
      PAGE_RENDER_BURST: String(1_000_000),
      PAGE_RENDERS_AT_ONCE: String(10_000),
      // The imports are this script's; the relay is run below (the schedules would run it only every minute).
      SYNC_SCHEDULES_ENABLED: 'false',
      SAMPLE_IMPORT_ON_EMPTY: 'false',
      CRM_EXPORT_DIR: before,
      WORKER_HEALTH_PORT: String(BASE_PORT + 2),
      NEXT_DIST_DIR: process.env['NEXT_DIST_DIR'] ?? '.next',
    };
    await rm(path.join(ROOT, 'apps/web', env['NEXT_DIST_DIR'] ?? '.next', 'cache/fetch-cache'), {
      recursive: true,
      force: true,
    });
    const worker: { current?: ChildProcess } = { current: await startWorker(env, log) };
    children.push(worker);
    children.push({ current: await startBff(env, BASE_PORT + 1) });
    children.push({ current: await startWeb(env, BASE_PORT, log) });

    const connection = { host: '127.0.0.1', port: REDIS_PORT };
    const upkeepQueue = new Queue(QueueName.mailUpkeep, { connection, prefix: env['QUEUE_PREFIX'] });
    const syncQueue = new Queue(QueueName.sync, { connection, prefix: env['QUEUE_PREFIX'] });
    queues.push(upkeepQueue, syncQueue);
    for (const queue of queues) queue.on('error', () => undefined);
    let relaying = false;
    const relay = setInterval(() => {
      if (relaying) return;
      relaying = true;
      void upkeepQueue
        .add(MailUpkeepJob.relay, {}, { removeOnComplete: true, removeOnFail: true })
        .catch(() => undefined)
        .finally(() => (relaying = false));
    }, RELAY_EVERY_MS);

    const checksumBefore = await withClient(databaseUrl, catalogueChecksum);
    const tally = new Tally();
    const settings: VisitorSettings = {
      web,
      bff,
      internalToken,
      detailPaths: await withClient(databaseUrl, (client) => detailPaths(client, 30)),
      tally,
    };
    let visiting = true;
    const accepted: string[] = [];
    const seconds = new Map<string, number>();
    /** The instants a send in flight may be cut after the server took the mail: its row is then sent again. */
    const cuts: FaultEvent[] = [];
    const phase = async (name: string, faults: () => Promise<void>) => {
      tally.begin(name);
      const started = Date.now();
      await faults();
      seconds.set(name, (Date.now() - started) / 1000);
      console.log(`${name}: done in ${seconds.get(name)?.toFixed(1)} s`);
    };
    tally.begin('baseline');
    const visitors = [
      browse(settings, () => visiting, 100),
      browse(settings, () => visiting, 100),
      submitForms(settings, () => visiting, 200, accepted),
    ];

    await phase('baseline', async () => {
      await sleep(15_000);
    });
    await phase('SMTP refusing (451)', async () => {
      await setSmtpMode(smtp, 'refuse');
      await sleep(20_000);
      await setSmtpMode(smtp, 'accept');
    });
    await phase('Redis SIGKILLed, 10 s down', async () => {
      await stopChild(redis, 'SIGKILL');
      await sleep(10_000);
      redis = await startRedis(REDIS_PORT);
      await sleep(10_000);
    });
    await phase('PostgreSQL restarted (fast)', async () => {
      // Not a cut: a mail the SMTP server took while PostgreSQL was away is marked sent once it is back (OutboxSender).
      await pg.restart();
      await sleep(20_000);
    });
    let importKill = 'not reached';
    await phase('worker SIGKILLed mid-import', async () => {
      const since = new Date();
      await syncQueue.add(
        SyncJob.import,
        { source: after, full: true, trigger: 'operator' },
        { removeOnComplete: true, removeOnFail: true },
      );
      await waitUntil('the import to start', 60_000, async () => {
        const rows = await query(databaseUrl, `SELECT 1 FROM sync_runs WHERE status = 'running' AND started_at >= $1`, [
          since,
        ]);
        return rows.length > 0;
      });
      await sleep(1_500);
      const running = await query<{ id: number }>(
        databaseUrl,
        `SELECT id FROM sync_runs WHERE status = 'running' AND started_at >= $1`,
        [since],
      );
      importKill =
        running.length > 0
          ? `killed 1.5 s into run ${running[0]?.id}`
          : 'the run had already ended (use more --properties)';
      cuts.push({ name: 'worker SIGKILL in the import', at: Date.now() });
      await stopChild(worker.current, 'SIGKILL');
      worker.current = await startWorker(env, log);
      await sleep(15_000);
    });
    let sendKill = 'not reached';
    await phase('worker SIGKILLed mid-sends', async () => {
      const burst: string[] = [];
      const sentBefore = (await receivedMails(smtp)).length;
      let bursting = true;
      const burstVisitors = Array.from({ length: 6 }, () => submitForms(settings, () => bursting, 0, burst));
      await waitUntil(
        'the burst to be sent',
        60_000,
        async () => (await receivedMails(smtp)).length >= sentBefore + 40,
      );
      const [pending] = await query<{ count: string }>(
        databaseUrl,
        `SELECT count(*) FROM mail_outbox WHERE state IN ('queued', 'retrying')`,
      );
      cuts.push({ name: 'worker SIGKILL in the sends', at: Date.now() });
      await stopChild(worker.current, 'SIGKILL');
      sendKill = `killed with ${pending?.count ?? '?'} mails pending, ${(await receivedMails(smtp)).length - sentBefore} of the burst's received`;
      bursting = false;
      await Promise.all(burstVisitors);
      accepted.push(...burst);
      await sleep(3_000);
      worker.current = await startWorker(env, log);
      await sleep(10_000);
    });
    visiting = false;
    await Promise.all(visitors);

    let drained = 'no';
    await phase('drain (no visitors)', async () => {
      const started = Date.now();
      await waitUntil('the outbox to drain and the imports to end', DRAIN_TIMEOUT_MS, async () => {
        const [outbox] = await query<{ pending: string }>(
          databaseUrl,
          `SELECT count(*) AS pending FROM mail_outbox WHERE state IN ('queued', 'retrying')`,
        );
        const imports = await syncQueue.getJobCounts('active', 'waiting', 'delayed', 'prioritized');
        return outbox?.pending === '0' && Object.values(imports).every((count) => count === 0);
      });
      drained = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    });
    clearInterval(relay);

    const checks: Check[] = [];
    const stored = await query<{ email: string }>(databaseUrl, 'SELECT email FROM leads WHERE email = ANY($1)', [
      accepted,
    ]);
    const storedSet = new Set(stored.map((row) => row.email));
    const lost = accepted.filter((email) => !storedSet.has(email));
    checks.push({
      name: 'no lead lost',
      pass: lost.length === 0,
      detail: `${accepted.length} submissions answered 2xx, ${storedSet.size} stored, ${lost.length} missing`,
    });

    const outbox = await query<{ message_id: string; state: string }>(
      databaseUrl,
      'SELECT message_id, state FROM mail_outbox',
    );
    const copies = new Map<string, number[]>();
    for (const mail of await receivedMails(smtp))
      if (mail.messageId)
        copies.set(mail.messageId, [...(copies.get(mail.messageId) ?? []), Date.parse(mail.receivedAt)]);
    const unsent = outbox.filter((row) => row.state !== 'sent').length;
    const undelivered = outbox.filter((row) => !copies.has(row.message_id)).length;
    checks.push({
      name: 'no mail lost',
      pass: unsent === 0 && undelivered === 0,
      detail: `${outbox.length} outbox mails: ${unsent} not sent, ${undelivered} never received`,
    });
    const twice = outbox.flatMap((row) =>
      (copies.get(row.message_id)?.length ?? 0) > 1 ? [Math.min(...(copies.get(row.message_id) ?? []))] : [],
    );
    const byFault = duplicatesByFault(twice, cuts, IN_FLIGHT_WINDOW_MS);
    // The outbox sends at least once: a send cut after the server took the mail goes again, with the same Message-ID.
    checks.push({
      name: 'no mail received twice, but for sends a fault cut',
      pass: (byFault.get('none') ?? 0) === 0,
      detail:
        twice.length === 0
          ? `${copies.size} Message-IDs, none received twice`
          : `${twice.length} of ${copies.size} Message-IDs received twice: ${[...byFault]
              .filter(([, count]) => count > 0)
              .map(([name, count]) =>
                name === 'none' ? `${count} away from any fault` : `${count} in flight at the ${name}`,
              )
              .join(
                ', ',
              )} (a send cut after the server took the mail goes again, same Message-ID; a duplicate away from a cut fails)`,
    });

    const checksumAfterFaults = await withClient(databaseUrl, catalogueChecksum);
    const runs = await query<{ id: number; status: string; reason: string | null }>(
      databaseUrl,
      // Every run but the set-up's import.
      `SELECT id, status, split_part(failure_reason, ';', 1) AS reason FROM sync_runs WHERE id > (SELECT min(id) FROM sync_runs) ORDER BY id`,
    );
    const runList = runs.map((row) => `run ${row.id} ${row.status}${row.reason ? ` (${row.reason})` : ''}`).join(', ');
    await run('src/cli/sync.ts', ['--from', after, '--full'], WORKER_DIR, tools);
    const checksumAfter = await withClient(databaseUrl, catalogueChecksum);
    const state =
      checksumAfterFaults === checksumBefore ? 'before' : checksumAfterFaults === checksumAfter ? 'after' : 'neither';
    checks.push({
      name: 'catalogue before or after the import',
      pass: state !== 'neither' && checksumBefore !== checksumAfter,
      detail: `${importKill}; ${runList}; the catalogue is the state ${state} the import of ${changed} changed properties (${checksumAfterFaults})`,
    });

    const silent = tally.rows().filter((row) => row.phase !== 'drain (no visitors)' && row.page.ok === 0);
    checks.push({
      name: 'site answered in every phase',
      pass: silent.length === 0,
      detail:
        silent.length === 0
          ? 'pages answered 2xx/3xx in every phase'
          : `no page answered in: ${silent.map((row) => row.phase).join(', ')}`,
    });

    console.log(
      `\n${values.properties} properties; BFF, worker and web NODE_ENV=production; ${sendKill}; outbox drained ${drained} after the visitors stopped\n`,
    );
    printPhases(
      tally.rows().filter((row) => row.page.requests + row.form.requests > 0),
      seconds,
    );
    console.log('');
    printChecks(checks);
    if (tally.samples.length > 0) console.log(`\nfirst 5xx answers and failures:\n  ${tally.samples.join('\n  ')}`);
    console.log(`\nwhole run (set-up included): ${((Date.now() - began) / 1000).toFixed(0)} s`);
    failed = checks.some((check) => !check.pass);
  } finally {
    for (const queue of queues) await queue.close().catch(() => undefined);
    for (const child of children.reverse()) await stopChild(child.current);
    await stopChild(redis);
    pg.stop();
    log.end();
    if (failed) console.error(`apps' log: ${path.join(work, 'apps.log')}`);
    else await rm(work, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
