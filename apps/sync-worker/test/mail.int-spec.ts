import { MAIL_MAX_ATTEMPTS, MailJob, MailUpkeepJob, QueueName } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Test, type TestingModule } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { ConfigModule } from '../src/config/config.module';
import { ENV, loadEnv, type WorkerEnv } from '../src/config/env';
import { DatabaseModule } from '../src/database/database.module';
import { MailModule } from '../src/mail/mail.module';
import { EML_DIR } from '../src/mail/mailer-options';
import type { MailJobOutcome } from '../src/mail/mail.processor';
import type { MailUpkeepOutcome } from '../src/mail/mail-upkeep.processor';
import { openTestDatabase } from './support/database';
import { startSmtp, type TestSmtp } from './support/test-smtp';

// The mail queue's processor alone, on real PostgreSQL, Redis and SMTP. Its
// queues have a prefix of their own: other specs of the run queue mails too
// (the weekly report), which this worker would otherwise send.
// Its worker's connections are named, so a test can cut them and no other spec's.
const WORKER_CONNECTIONS = 'immo-mail-spec-worker';
const runEnv = loadEnv();
const workerDatabaseUrl = new URL(runEnv.DATABASE_URL);
workerDatabaseUrl.searchParams.set('application_name', WORKER_CONNECTIONS);
const env = { ...runEnv, QUEUE_PREFIX: `${runEnv.QUEUE_PREFIX}_mailspec` };
const connection = { url: env.REDIS_URL };

async function startMailWorker(overrides: Partial<WorkerEnv>): Promise<TestingModule> {
  const module = await Test.createTestingModule({
    imports: [
      ConfigModule,
      DatabaseModule,
      BullModule.forRootAsync({
        inject: [ENV],
        useFactory: (workerEnv: WorkerEnv) => ({
          connection: { url: workerEnv.REDIS_URL },
          prefix: workerEnv.QUEUE_PREFIX,
        }),
      }),
      MailModule,
    ],
  })
    .overrideProvider(ENV)
    .useValue({ ...env, DATABASE_URL: workerDatabaseUrl.toString(), ...overrides })
    .compile();
  module.useLogger(false);
  await module.init();
  return module;
}

describe('the mail queue on real PostgreSQL, Redis and SMTP', () => {
  let dataSource: DataSource;
  let smtp: TestSmtp;
  let worker: TestingModule;
  let queue: Queue;
  let queueEvents: QueueEvents;
  let upkeep: Queue;
  let upkeepEvents: QueueEvents;

  async function insertLead(createdAt = new Date()): Promise<string> {
    const id = randomUUID();
    await dataSource.query(
      `INSERT INTO leads (id, kind, state, locale, email, fields, client_network, created_at) VALUES ($1, 'site-contact', 'received', 'fr', 'a@example.be', '{}', '127.0.0.1', $2)`,
      [id, createdAt],
    );
    return id;
  }

  async function insertMail(row: {
    leadId?: string | null;
    data?: object;
    state?: string;
    attempts?: number;
    createdAt?: Date;
  }): Promise<string> {
    const id = randomUUID();
    const data = row.data ?? { kind: 'site-contact', recipient: { firstName: 'Anne' } };
    await dataSource.query(
      `INSERT INTO mail_outbox (id, lead_id, template, locale, to_address, data, state, attempts, message_id, created_at)
       VALUES ($1, $2, 'lead-confirmation', 'fr', 'anne@example.be', $3, $4, $5, $6, $7)`,
      [
        id,
        row.leadId ?? null,
        JSON.stringify(data),
        row.state ?? 'queued',
        row.attempts ?? 0,
        `<${id}@immo.test>`,
        row.createdAt ?? new Date(),
      ],
    );
    return id;
  }

  const rowOf = async (id: string) =>
    (
      (await dataSource.query('SELECT state, attempts, last_error, sent_at FROM mail_outbox WHERE id = $1', [id])) as {
        state: string;
        attempts: number;
        last_error: string | null;
        sent_at: Date | null;
      }[]
    )[0];

  async function run(name: string, data: object, jobId?: string): Promise<MailJobOutcome> {
    const job = await queue.add(name, data, jobId ? { jobId } : {});
    return (await job.waitUntilFinished(queueEvents, 20_000)) as MailJobOutcome;
  }

  async function runUpkeep(name: string): Promise<MailUpkeepOutcome> {
    const job = await upkeep.add(name, {});
    return (await job.waitUntilFinished(upkeepEvents, 20_000)) as MailUpkeepOutcome;
  }

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    smtp = await startSmtp();
    queue = new Queue(QueueName.mail, { connection, prefix: env.QUEUE_PREFIX });
    queueEvents = new QueueEvents(QueueName.mail, { connection, prefix: env.QUEUE_PREFIX });
    await queueEvents.waitUntilReady();
    upkeep = new Queue(QueueName.mailUpkeep, { connection, prefix: env.QUEUE_PREFIX });
    upkeepEvents = new QueueEvents(QueueName.mailUpkeep, { connection, prefix: env.QUEUE_PREFIX });
    await upkeepEvents.waitUntilReady();
    worker = await startMailWorker({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Agence Immo <info@immo.test>' });
  });

  afterAll(async () => {
    await worker.close();
    await queueEvents.close();
    await queue.close();
    await upkeepEvents.close();
    await upkeep.close();
    await smtp.close();
    await dataSource.destroy();
  });

  beforeEach(() => {
    smtp.setMode('accept');
    smtp.clear();
  });

  it("sends a row with its own Message-ID, from the agency's name (site settings) at MAIL_FROM's address, and marks it sent; a second job sends nothing", async () => {
    const id = await insertMail({});
    expect(await run(MailJob.send, { outboxId: id })).toMatchObject({ outcome: 'sent', attempts: 1 });
    expect(await run(MailJob.send, { outboxId: id })).toMatchObject({ outcome: 'already-sent' });
    expect(smtp.messages().map((message) => [message.messageId, message.from])).toEqual([
      [`<${id}@immo.test>`, '"Immo Horizon" <info@immo.test>'],
    ]);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 1, last_error: null, sent_at: expect.any(Date) });
  });

  it('keeps on the row the subject, HTML and text it sent, for the console to show as sent', async () => {
    const id = await insertMail({});
    expect(await run(MailJob.send, { outboxId: id })).toMatchObject({ outcome: 'sent' });
    const [sent] = smtp.messages();
    const [row] = (await dataSource.query('SELECT sent_subject, sent_html, sent_text FROM mail_outbox WHERE id = $1', [
      id,
    ])) as { sent_subject: string; sent_html: string; sent_text: string }[];
    expect(row?.sent_subject).toBe(sent?.subject);
    expect(row?.sent_html).toMatch(/^<!doctype html>[\s\S]*Bonjour[\s\S]*<\/html>$/);
    expect(row?.sent_text.trim()).toBe(sent?.text.trim());
  });

  it('marks a mail sent on a new connection when its database connection dies after the SMTP server took it: it is not sent twice', async () => {
    // The SMTP server sits on the message; meanwhile the worker's transaction (holding the row) loses its connection.
    smtp.setMode('accept', { delayMs: 1_500 });
    const id = await insertMail({});
    const job = run(MailJob.send, { outboxId: id });
    // The worker holds the row in its transaction while the SMTP server sits on the message.
    const holding = async () =>
      (
        (await dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND state = 'idle in transaction'`,
          [WORKER_CONNECTIONS],
        )) as { n: number }[]
      )[0]?.n ?? 0;
    for (const deadline = Date.now() + 5_000; (await holding()) === 0 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const [cut] = (await dataSource.query(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = $1 AND state = 'idle in transaction'`,
      [WORKER_CONNECTIONS],
    )) as { n: number }[];
    expect(cut?.n).toBe(1);
    expect(await job).toMatchObject({ outcome: 'sent', attempts: 1 });
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 1, sent_at: expect.any(Date) });
    expect(await run(MailJob.send, { outboxId: id })).toMatchObject({ outcome: 'already-sent' });
    expect(smtp.messages().map((message) => message.messageId)).toEqual([`<${id}@immo.test>`]);
  });

  it('parks a row whose data its template refuses as dead at once: no retry can fix it', async () => {
    const id = await insertMail({ data: { kind: 'no-such-form' } });
    await expect(run(MailJob.send, { outboxId: id })).rejects.toThrow(/dead/);
    expect(await rowOf(id)).toMatchObject({
      state: 'dead',
      attempts: 1,
      last_error: expect.stringMatching(/lead-confirmation/),
    });
    expect(smtp.messages()).toEqual([]);
  });

  it('parks a mail as dead on its last refused attempt, with the error', async () => {
    smtp.setMode('refuse', { code: 550 });
    const id = await insertMail({ state: 'retrying', attempts: MAIL_MAX_ATTEMPTS - 1 });
    await expect(run(MailJob.send, { outboxId: id })).rejects.toThrow(/dead/);
    expect(await rowOf(id)).toMatchObject({
      state: 'dead',
      attempts: MAIL_MAX_ATTEMPTS,
      last_error: expect.stringMatching(/550/),
    });
    // What the server refused stays readable in the console.
    const [copy] = (await dataSource.query('SELECT sent_subject FROM mail_outbox WHERE id = $1', [id])) as {
      sent_subject: string | null;
    }[];
    expect(copy?.sent_subject).toEqual(expect.any(String));
  });

  it('relays the pending rows older than RELAY_AFTER_MS whose job is gone, and leaves the others', async () => {
    const old = new Date(Date.now() - 5 * 60_000);
    const lost = await insertMail({ createdAt: old });
    const lostRetry = await insertMail({ createdAt: old, state: 'retrying', attempts: 2 });
    const young = await insertMail({});
    const dead = await insertMail({ createdAt: old, state: 'dead', attempts: MAIL_MAX_ATTEMPTS });
    expect(await runUpkeep(MailUpkeepJob.relay)).toMatchObject({ offered: 2 });
    await smtp.waitFor((messages) => messages.length === 2);
    expect(new Set(smtp.messages().map((message) => message.messageId))).toEqual(
      new Set([`<${lost}@immo.test>`, `<${lostRetry}@immo.test>`]),
    );
    expect((await rowOf(young))?.state).toBe('queued');
    expect((await rowOf(dead))?.state).toBe('dead');
    await dataSource.query(`UPDATE mail_outbox SET state = 'discarded' WHERE id = $1`, [young]);
  });

  it('deletes the leads past LEAD_RETENTION_DAYS with their mails, and keeps the younger ones', async () => {
    const expired = await insertLead(new Date(Date.now() - 366 * 24 * 3_600_000));
    const kept = await insertLead(new Date(Date.now() - 364 * 24 * 3_600_000));
    const expiredMail = await insertMail({ leadId: expired, state: 'sent' });
    const outcome = await runUpkeep(MailUpkeepJob.leadRetention);
    expect(outcome).toMatchObject({ deleted: 1 });
    expect(await dataSource.query('SELECT id FROM leads WHERE id = ANY($1)', [[expired, kept]])).toEqual([
      { id: kept },
    ]);
    expect(await rowOf(expiredMail)).toBeUndefined();
  });

  it('writes each mail to an .eml file under var/mail/ when no SMTP server is configured', async () => {
    await worker.close();
    worker = await startMailWorker({ SMTP_URL: undefined, MAIL_FROM: 'Agence Immo <info@immo.test>' });
    try {
      const id = await insertMail({});
      expect(await run(MailJob.send, { outboxId: id })).toMatchObject({ outcome: 'sent' });
      const file = path.join(EML_DIR, (await readdir(EML_DIR)).find((name) => name.includes(id)) ?? 'missing');
      const eml = await readFile(file, 'utf8');
      expect(eml).toContain(`Message-ID: <${id}@immo.test>`);
      expect(eml).toContain('To: anne@example.be');
      await rm(file);
    } finally {
      await worker.close();
      worker = await startMailWorker({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Agence Immo <info@immo.test>' });
    }
  });
});
