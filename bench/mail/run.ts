// npm run bench:mail — issue 27's goals in one run, against the real
// sync-worker (child processes, NODE_ENV=production), a fresh database on the
// machine's PostgreSQL, a redis-server of its own (killed and restarted
// empty) and a mail sink of its own (bench/mail/sink-smtp.ts).
//
// The bench is the BFF: a "lead" is a leads row and its two mails (the
// agency's copy, the visitor's confirmation) written in one transaction with
// insert_outbox_rows, then queued as MailEnqueuer queues them (urgent lane;
// when Redis is down the add fails and the relay has to find the rows). A
// mail's latency is its arrival at the sink minus its lead's commit.
//
// 1. Lanes and one worker's rate: 50,000 weekly reports and 10,000 alerts
//    queued, then leads at 20 a second for 60 s.
// 2. One worker, then two: the rate at which each drains 20,000 fresh
//    reports; every mail of phases 1-2 must arrive exactly once.
// 3. Faults: 10,000 leads at 100 a second while SMTP refuses for 20 s, Redis
//    is killed and restarted empty, and a worker is SIGKILLed mid-send.
import { insertOutboxRows, outboxRows, type OutboxMail } from '@immo/db';
import { type MailLane, mailLaneOf, MailJob, mailSendJobOptions, outboxMessageId, QueueName } from '@immo/domain';
import { processOwnSecret } from '@immo/platform';
import { Queue } from 'bullmq';
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { run, sql } from '../support/processes';
import { sleep, startRedis, stopChild } from '../support/stack';

const ROOT = path.resolve(__dirname, '../..');
const ADMIN_URL = process.env['BENCH_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_PORT = Number(process.env['BENCH_MAIL_REDIS_PORT'] ?? 56390);
const HEALTH_PORT = Number(process.env['BENCH_MAIL_HEALTH_PORT'] ?? 3320);
const AGENCY = 'agency@bench.test';
const SITE = 'https://www.bench.test';
const REPORTS = Number(process.env['BENCH_MAIL_REPORTS'] ?? 50_000);
const ALERTS = Number(process.env['BENCH_MAIL_ALERTS'] ?? 10_000);
const LANE_LEADS_PER_SECOND = 20;
const LANE_SECONDS = 60;
const SCALE_REPORTS = Number(process.env['BENCH_MAIL_SCALE_REPORTS'] ?? 20_000);
// How long the sink takes to accept a message (0: at once). A provider's relay answers in tens of milliseconds, so
// a worker's sends are bound by its pooled connections' round trips rather than by the machine's CPU.
const SINK_DELAY_MS = Number(process.env['BENCH_MAIL_SINK_DELAY_MS'] ?? 0);
const FAULT_LEADS = Number(process.env['BENCH_MAIL_FAULT_LEADS'] ?? 10_000);
const FAULT_LEADS_PER_SECOND = 100;

// This script's own SWC project (decorators for @immo/db's entities) is not the apps' own.
const { SWC_NODE_PROJECT: _ownProject, ...inheritedEnv } = process.env;
const uptime = () => execSync('uptime').toString().trim();
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);
};
const seconds = (ms: number) => (ms / 1000).toFixed(1);

interface Sink {
  child: ChildProcess;
  smtpUrl: string;
  httpUrl: string;
}

async function startSink(): Promise<Sink> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'sink-smtp.ts')], {
    env: { ...process.env, SINK_DELAY_MS: String(SINK_DELAY_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`sink exited with ${code}`)));
  });
  return { child, ...(JSON.parse(line) as { smtpUrl: string; httpUrl: string }) };
}

/** Every arrival the sink saw, read incrementally. */
class Arrivals {
  readonly all: { messageId: string; at: number }[] = [];
  readonly first = new Map<string, number>();
  constructor(private readonly sink: Sink) {}
  async read(): Promise<void> {
    const fresh = (await (await fetch(`${this.sink.httpUrl}/received?from=${this.all.length}`)).json()) as {
      messageId: string;
      at: number;
    }[];
    for (const arrival of fresh) {
      this.all.push(arrival);
      if (!this.first.has(arrival.messageId)) this.first.set(arrival.messageId, arrival.at);
    }
  }
  countSince(at: number): number {
    return this.all.filter((arrival) => arrival.at >= at).length;
  }
}

const mailAgency = { name: 'Agence Bench', siteUrl: SITE };

function leadMails(leadId: string, n: number): OutboxMail[] {
  return [
    {
      template: 'lead-to-agency',
      locale: 'fr',
      to: AGENCY,
      replyTo: `visitor${n}@bench.test`,
      leadId,
      data: {
        agency: mailAgency,
        leadId,
        kind: 'site-contact',
        visitorLocale: 'nl',
        receivedAt: new Date().toISOString(),
        fields: { firstName: 'Anne', lastName: `Bench ${n}`, email: `visitor${n}@bench.test`, message: 'Bonjour' },
      },
    },
    {
      template: 'lead-confirmation',
      locale: 'nl',
      to: `visitor${n}@bench.test`,
      leadId,
      data: { agency: mailAgency, kind: 'site-contact' },
    },
  ] as OutboxMail[];
}

function bulkMail(lane: 'alerts' | 'bulk', n: number): OutboxMail {
  if (lane === 'alerts')
    return {
      template: 'demand-alert',
      locale: 'fr',
      to: `seeker${n}@bench.test`,
      data: {
        agency: mailAgency,
        frequency: 'instant',
        listings: [
          {
            reference: `REF${n}`,
            title: 'Maison 3 chambres',
            city: 'Uccle',
            url: `${SITE}/fr/a-vendre/ref${n}/`,
            goal: 'sale',
            price: 450_000,
            change: 'new',
          },
        ],
        allUrl: `${SITE}/fr/a-vendre/`,
        unsubscribeUrl: `${SITE}/api/demands/unsubscribe?token=t${n}`,
      },
    } as OutboxMail;
  return {
    template: 'owner-weekly-report',
    locale: 'nl',
    to: `owner${n}@bench.test`,
    data: {
      agency: mailAgency,
      recipient: { firstName: 'Jan', lastName: `Owner ${n}` },
      portalUrl: `${SITE}/nl/eigenaars/`,
      preferencesUrl: `${SITE}/nl/eigenaars/voorkeuren/`,
      weekStart: '2025-06-02',
      properties: [
        {
          title: 'Appartement',
          reference: `OWN${n}`,
          views: { week: 12, previousWeek: 9, total: 300 },
          alertMails: 3,
          matchingDemands: 4,
        },
      ],
    },
  } as OutboxMail;
}

async function main(): Promise<void> {
  const database = `immo_bench_mail_${Date.now()}`;
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const log = createWriteStream(path.join(os.tmpdir(), `${database}-workers.log`));
  const children: ChildProcess[] = [];
  let redis: ChildProcess | undefined;
  const queuePrefix = `immo_bench_mail_${Date.now()}`;
  const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
  console.log(`bench:mail — sink answers after ${SINK_DELAY_MS} ms — ${uptime()}`);

  await sql(ADMIN_URL, `CREATE DATABASE "${database}"`);
  const db = new Pool({ connectionString: databaseUrl.toString(), max: 8 });
  let queue: Queue | undefined;
  let sink: Sink | undefined;
  try {
    await run('src/database/migrate.ts', [], path.join(ROOT, 'apps/bff'), {
      ...inheritedEnv,
      DATABASE_URL: databaseUrl.toString(),
      NODE_ENV: 'test',
    });
    redis = await startRedis(REDIS_PORT);
    sink = await startSink();
    children.push(sink.child);
    const arrivals = new Arrivals(sink);
    queue = new Queue(QueueName.mail, { connection: { host: '127.0.0.1', port: REDIS_PORT }, prefix: queuePrefix });
    queue.on('error', () => undefined);

    const workerEnv = (index: number): NodeJS.ProcessEnv => ({
      ...inheritedEnv,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SITE_URL: SITE,
      SUBSCRIPTION_TOKEN_SECRET: processOwnSecret(),
      REVALIDATE_SECRET: processOwnSecret(),
      SMTP_URL: sink?.smtpUrl,
      MAIL_FROM: `Agence Bench <${AGENCY}>`,
      CRM_EXPORT_DIR: path.join(ROOT, 'apps/sync-worker/sample-export'),
      SAMPLE_IMPORT_ON_EMPTY: 'false',
      // The relay's schedule and its keeper run as in production; the imports' never come due in a run.
      SYNC_SCHEDULES_ENABLED: 'true',
      WORKER_HEALTH_PORT: String(HEALTH_PORT + index),
      LOG_LEVEL: 'warn',
    });
    const workers: (ChildProcess | undefined)[] = [];
    const startWorker = async (index: number): Promise<void> => {
      const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
        cwd: path.join(ROOT, 'apps/sync-worker'),
        env: workerEnv(index),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      children.push(child);
      workers[index] = child;
      const deadline = Date.now() + 90_000;
      for (;;) {
        try {
          if ((await fetch(`http://127.0.0.1:${HEALTH_PORT + index}/health/live`)).ok) return;
        } catch {
          // Not listening yet.
        }
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`worker ${index} did not start`);
        await sleep(200);
      }
    };

    /** leadId → its agency mail's Message-ID and its commit time. */
    const leads = new Map<string, { agencyMessageId: string; committedAt: number; phase: string }>();
    let counter = 0;
    const submitLead = async (phase: string): Promise<void> => {
      const leadId = randomUUID();
      const n = (counter += 1);
      const client = await db.connect();
      let ids: string[];
      try {
        await client.query('BEGIN');
        await client.query(
          `INSERT INTO leads (id, kind, state, locale, email, fields, client_network) VALUES ($1, 'site-contact', 'received', 'nl', $2, '{}', '127.0.0.1')`,
          [leadId, `visitor${n}@bench.test`],
        );
        ids = await insertOutboxRows(client, outboxRows(leadMails(leadId, n), AGENCY));
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      const committedAt = Date.now();
      leads.set(leadId, { agencyMessageId: outboxMessageId(ids[0] ?? '', AGENCY), committedAt, phase });
      // As the BFF's MailEnqueuer: best effort, the relay makes up for a failed add.
      await queue
        ?.addBulk(ids.map((id) => ({ name: MailJob.send, data: { outboxId: id }, opts: mailSendJobOptions(id) })))
        .catch(() => undefined);
    };
    const submitLeads = async (phase: string, count: number, perSecond: number): Promise<number> => {
      const started = Date.now();
      const pending: Promise<void>[] = [];
      for (let index = 0; index < count; index += 1) {
        const due = started + (index * 1000) / perSecond;
        if (due > Date.now()) await sleep(Math.max(0, due - Date.now()));
        pending.push(submitLead(phase).catch((error: unknown) => console.error(`lead not stored: ${String(error)}`)));
      }
      await Promise.all(pending);
      return Date.now();
    };
    const queueBulk = async (lane: 'alerts' | 'bulk', count: number): Promise<void> => {
      for (let start = 0; start < count; start += 1000) {
        const mails = Array.from({ length: Math.min(1000, count - start) }, (_, index) =>
          bulkMail(lane, start + index),
        );
        const ids = await insertOutboxRows(db, outboxRows(mails, AGENCY));
        const jobLane: MailLane = mailLaneOf(mails[0]?.template ?? 'owner-weekly-report');
        await queue?.addBulk(
          ids.map((id) => ({ name: MailJob.send, data: { outboxId: id }, opts: mailSendJobOptions(id, jobLane) })),
        );
      }
    };
    const pendingRows = async () =>
      Number(
        (await db.query<{ n: string }>(`SELECT count(*) AS n FROM mail_outbox WHERE state IN ('queued', 'retrying')`))
          .rows[0]?.n,
      );
    const agencyLatencies = (phase: string, from: (committedAt: number) => number = (at) => at) => {
      const latencies: number[] = [];
      let missing = 0;
      for (const lead of leads.values()) {
        if (lead.phase !== phase) continue;
        const at = arrivals.first.get(lead.agencyMessageId);
        if (at === undefined) missing += 1;
        else latencies.push(Math.max(0, at - from(lead.committedAt)));
      }
      return { latencies, missing };
    };

    // 1. Lanes, one worker.
    await queueBulk('bulk', REPORTS);
    await queueBulk('alerts', ALERTS);
    console.log(`\n1. ${REPORTS} reports and ${ALERTS} alerts queued; one worker starts, leads at 20/s for 60 s`);
    await startWorker(0);
    const oneStarted = Date.now();
    await submitLeads('lanes', LANE_LEADS_PER_SECOND * LANE_SECONDS, LANE_LEADS_PER_SECOND);
    await sleep(5_000);
    await arrivals.read();
    const oneWindow = Date.now() - oneStarted;
    const oneRate = arrivals.countSince(oneStarted) / (oneWindow / 1000);
    const lanes = agencyLatencies('lanes');
    console.log(
      `   agency mail after its lead: p50 ${seconds(percentile(lanes.latencies, 50))} s, p95 ${seconds(percentile(lanes.latencies, 95))} s, max ${seconds(Math.max(...lanes.latencies))} s, ${lanes.missing} missing`,
    );
    console.log(`   one worker: ${oneRate.toFixed(0)} mails/s over ${seconds(oneWindow)} s — ${uptime()}`);

    // 2. One worker, then two, each draining the same number of fresh reports from a paused queue, so the two rates
    //    differ by the second worker alone (phase 1's rate also carries the leads being written).
    for (let deadline = Date.now() + 600_000; (await pendingRows()) > 0 && Date.now() < deadline;) await sleep(2_000);
    const drainRate = async (): Promise<number> => {
      await queue?.pause();
      await queueBulk('bulk', SCALE_REPORTS);
      await arrivals.read();
      const before = arrivals.all.length;
      const started = Date.now();
      await queue?.resume();
      for (let deadline = Date.now() + 600_000; (await pendingRows()) > 0 && Date.now() < deadline;) await sleep(250);
      await arrivals.read();
      return (arrivals.all.length - before) / ((Date.now() - started) / 1000);
    };
    const oneDrain = await drainRate();
    console.log(`\n2. ${SCALE_REPORTS} reports drained by one worker: ${oneDrain.toFixed(0)} mails/s — ${uptime()}`);
    await startWorker(1);
    const twoDrain = await drainRate();
    console.log(
      `   ${SCALE_REPORTS} reports drained by two workers: ${twoDrain.toFixed(0)} mails/s, ${(twoDrain / oneDrain).toFixed(2)}× one — ${uptime()}`,
    );
    const cleanIds = arrivals.all.length;
    const cleanUnique = arrivals.first.size;
    console.log(`   phases 1-2: ${cleanIds} arrivals, ${cleanIds - cleanUnique} duplicates`);

    // 3. Faults.
    console.log(`\n3. ${FAULT_LEADS} leads at ${FAULT_LEADS_PER_SECOND}/s with faults`);
    const setMode = (mode: 'accept' | 'refuse') =>
      fetch(`${sink?.httpUrl}/mode`, { method: 'POST', body: JSON.stringify({ mode }) });
    const faultsStarted = Date.now();
    let lastFaultClear = 0;
    const faults = (async () => {
      await sleep(10_000);
      await setMode('refuse');
      console.log('   SMTP refuses');
      await sleep(20_000);
      await setMode('accept');
      console.log('   SMTP accepts again');
      await sleep(10_000);
      await stopChild(redis, 'SIGKILL');
      console.log('   Redis killed');
      await sleep(5_000);
      redis = await startRedis(REDIS_PORT);
      console.log('   Redis back, empty');
      await sleep(15_000);
      await stopChild(workers[0], 'SIGKILL');
      const killedAt = Date.now();
      console.log('   worker 1 killed mid-send');
      await startWorker(0);
      lastFaultClear = Date.now();
      console.log(`   worker 1 back after ${seconds(lastFaultClear - killedAt)} s`);
    })();
    const lastSubmission = await submitLeads('faults', FAULT_LEADS, FAULT_LEADS_PER_SECOND);
    await faults;
    console.log(`   last submission at +${seconds(lastSubmission - faultsStarted)} s — ${uptime()}`);
    let emptyAt: number | null = null;
    for (const deadline = lastSubmission + 240_000; Date.now() < deadline; await sleep(2_000)) {
      if ((await pendingRows()) === 0) {
        emptyAt = Date.now();
        break;
      }
    }
    await sleep(3_000);
    await arrivals.read();
    const faultLatencies = agencyLatencies('faults', (committedAt) => Math.max(committedAt, lastFaultClear));
    const faultRows = await db.query<{ message_id: string }>(
      `SELECT o.message_id FROM mail_outbox o JOIN leads l ON l.id = o.lead_id WHERE o.created_at >= $1`,
      [new Date(faultsStarted)],
    );
    const undelivered = faultRows.rows.filter((row) => !arrivals.first.has(row.message_id)).length;
    const storedLeads = Number(
      (
        await db.query<{ n: string }>('SELECT count(*) AS n FROM leads WHERE created_at >= $1', [
          new Date(faultsStarted),
        ])
      ).rows[0]?.n,
    );
    const faultArrivals = arrivals.all.filter((arrival) => arrival.at >= faultsStarted);
    const duplicates = faultArrivals.length - new Set(faultArrivals.map((arrival) => arrival.messageId)).size;
    console.log(
      `   leads stored ${storedLeads} of ${FAULT_LEADS}; mails ${faultRows.rows.length}, undelivered ${undelivered}, duplicates ${duplicates} (${((100 * duplicates) / Math.max(1, faultRows.rows.length)).toFixed(3)} %)`,
    );
    console.log(
      `   agency mail after max(its lead, last fault cleared): p50 ${seconds(percentile(faultLatencies.latencies, 50))} s, p95 ${seconds(percentile(faultLatencies.latencies, 95))} s, ${faultLatencies.missing} missing`,
    );
    console.log(
      `   outbox empty ${emptyAt === null ? 'NOT within 4 min' : `${seconds(emptyAt - lastSubmission)} s`} after the last submission — ${uptime()}`,
    );
  } finally {
    await queue?.close().catch(() => undefined);
    for (const child of children.reverse()) await stopChild(child);
    await stopChild(redis);
    await db.end();
    log.end();
    await sql(ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
