import { insertOutboxRows, type OutboxMail, outboxRows } from '@immo/db';
import { type MailLane, MailJob, mailSendJobOptions, MailUpkeepJob, outboxMessageId, QueueName } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Test, type TestingModule } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import type { DataSource } from 'typeorm';
import { ConfigModule } from '../src/config/config.module';
import { ENV, loadEnv, type WorkerEnv } from '../src/config/env';
import { DatabaseModule } from '../src/database/database.module';
import { MailModule } from '../src/mail/mail.module';
import { MailProcessor } from '../src/mail/mail.processor';
import type { MailUpkeepOutcome } from '../src/mail/mail-upkeep.processor';
import { openTestDatabase } from './support/database';
import { startSmtp, type TestSmtp } from './support/test-smtp';

// Issue 27: the lanes' order, the relay's recovery after Redis lost its data,
// and two workers on one queue. A queue prefix of its own, so that no other
// spec's worker sends these mails.
const runEnv = loadEnv();
const env = { ...runEnv, QUEUE_PREFIX: `${runEnv.QUEUE_PREFIX}_lanes` };
const connection = { url: env.REDIS_URL };
const SENDER = 'Agence Immo <info@immo.test>';
const agency = { name: 'Agence Immo', siteUrl: 'https://www.immo.test' };

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
    .useValue({ ...env, ...overrides })
    .compile();
  module.useLogger(false);
  await module.init();
  return module;
}

const urgentMail = (n: number): OutboxMail => ({
  template: 'lead-confirmation',
  locale: 'fr',
  to: `visitor${n}@example.be`,
  data: { agency, kind: 'site-contact' },
});

const reportMail = (n: number): OutboxMail => ({
  template: 'owner-weekly-report',
  locale: 'nl',
  to: `owner${n}@example.be`,
  data: {
    agency,
    recipient: {},
    portalUrl: 'https://www.immo.test/nl/eigenaars/',
    preferencesUrl: 'https://www.immo.test/nl/eigenaars/voorkeuren/',
    weekStart: '2025-06-02',
    properties: [
      {
        title: 'Appartement',
        reference: `OWN${n}`,
        views: { week: 1, previousWeek: 2, total: 3 },
        alertMails: 0,
        matchingDemands: 0,
      },
    ],
  },
});

describe('mail lanes, recovery and two workers on real PostgreSQL, Redis and SMTP', () => {
  let dataSource: DataSource;
  let smtp: TestSmtp;
  let queue: Queue;
  const workers: TestingModule[] = [];

  /** Writes `mails` as the producers do and answers their ids. */
  async function write(mails: OutboxMail[], createdAt?: Date): Promise<string[]> {
    const ids: string[] = [];
    for (let start = 0; start < mails.length; start += 500)
      ids.push(...(await insertOutboxRows(dataSource, outboxRows(mails.slice(start, start + 500), SENDER))));
    if (createdAt)
      await dataSource.query('UPDATE mail_outbox SET created_at = $2 WHERE id = ANY($1)', [ids, createdAt]);
    return ids;
  }

  async function enqueue(ids: string[], lane: MailLane): Promise<void> {
    for (let start = 0; start < ids.length; start += 1000)
      await queue.addBulk(
        ids
          .slice(start, start + 1000)
          .map((id) => ({ name: MailJob.send, data: { outboxId: id }, opts: mailSendJobOptions(id, lane) })),
      );
  }

  const messageIdOf = (id: string) => outboxMessageId(id, SENDER);
  const arrivalOrder = () => smtp.messages().map((message) => message.messageId ?? '');

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    smtp = await startSmtp();
    queue = new Queue(QueueName.mail, { connection, prefix: env.QUEUE_PREFIX });
  });

  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await smtp.close();
    await dataSource.destroy();
  });

  beforeEach(async () => {
    // The relay offers every pending row of the run's database: other specs' leftovers are not this spec's to send.
    await dataSource.query(`UPDATE mail_outbox SET state = 'discarded' WHERE state IN ('queued', 'retrying')`);
    for (const worker of workers.splice(0)) await worker.close();
    await queue.obliterate({ force: true });
    smtp.clear();
  });

  it("sends a lead's mail before 1,000 weekly reports queued ahead of it", async () => {
    const reports = await write(Array.from({ length: 1000 }, (_, n) => reportMail(n)));
    await enqueue(reports, 'bulk');
    const [lead = ''] = await write([urgentMail(1)]);
    await enqueue([lead], 'urgent');

    workers.push(await startMailWorker({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: SENDER, MAIL_CONCURRENCY: 4 }));
    await smtp.waitFor((messages) => messages.some((message) => message.messageId === messageIdOf(lead)), 30_000);
    // The first jobs the worker takes: the lead's mail is among them, not behind the reports.
    expect(arrivalOrder().indexOf(messageIdOf(lead))).toBeLessThan(4);
  });

  it('keeps to MAIL_SEND_PER_SECOND, and the lanes keep their order under it', async () => {
    const reports = await write(Array.from({ length: 60 }, (_, n) => reportMail(n)));
    await enqueue(reports, 'bulk');
    const [lead = ''] = await write([urgentMail(2)]);
    await enqueue([lead], 'urgent');

    const started = Date.now();
    workers.push(
      await startMailWorker({
        SMTP_URL: smtp.smtpUrl,
        MAIL_FROM: SENDER,
        MAIL_CONCURRENCY: 8,
        MAIL_SEND_PER_SECOND: 20,
      }),
    );
    await smtp.waitFor((messages) => messages.length >= 61, 30_000);
    // 61 mails at 20 a second: three full seconds at least, where 8 at a time take a fraction of one.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    expect(arrivalOrder().indexOf(messageIdOf(lead))).toBeLessThan(8);
  });

  it('queues again, in lane order and in one relay run, more than 1,000 pending mails Redis lost', async () => {
    const old = new Date(Date.now() - 5 * 60_000);
    // Written oldest first: the reports are older than the leads' mails, and still go after them.
    const reports = await write(
      Array.from({ length: 300 }, (_, n) => reportMail(n)),
      new Date(old.getTime() - 60_000),
    );
    const urgent = await write(
      Array.from({ length: 1200 }, (_, n) => urgentMail(n)),
      old,
    );
    // Their jobs are gone, as after Redis came back empty.
    const upkeep = new Queue(QueueName.mailUpkeep, { connection, prefix: env.QUEUE_PREFIX });
    const upkeepEvents = new QueueEvents(QueueName.mailUpkeep, { connection, prefix: env.QUEUE_PREFIX });
    try {
      await upkeepEvents.waitUntilReady();
      workers.push(await startMailWorker({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: SENDER, MAIL_CONCURRENCY: 8 }));
      const job = await upkeep.add(MailUpkeepJob.relay, {});
      const outcome = (await job.waitUntilFinished(upkeepEvents, 30_000)) as MailUpkeepOutcome;
      expect(outcome).toMatchObject({ offered: 1500 });
    } finally {
      await upkeepEvents.close();
      await upkeep.obliterate({ force: true });
      await upkeep.close();
    }
    await smtp.waitFor((messages) => messages.length >= 1500, 120_000);
    const order = arrivalOrder();
    const lastUrgent = Math.max(...urgent.map((id) => order.indexOf(messageIdOf(id))));
    const firstReport = Math.min(...reports.map((id) => order.indexOf(messageIdOf(id))));
    // Every lead's mail was taken before any report; the last 8 (MAIL_CONCURRENCY) may
    // still be on the wire when the first reports start.
    expect(lastUrgent).toBeLessThan(firstReport + 8);
    expect(new Set(order).size).toBe(1500);
  }, 180_000);

  it('shares one queue between two workers without sending any mail twice', async () => {
    const first = await startMailWorker({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: SENDER, MAIL_CONCURRENCY: 8 });
    const second = await startMailWorker({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: SENDER, MAIL_CONCURRENCY: 8 });
    workers.push(first, second);
    const sentBy = [first, second].map((module) => {
      const counter = { sent: 0 };
      module.get(MailProcessor).worker.on('completed', () => (counter.sent += 1));
      return counter;
    });
    const ids = await write(Array.from({ length: 600 }, (_, n) => urgentMail(n)));
    await enqueue(ids, 'urgent');
    // Offered a second time, as the relay and a producer may both do.
    await enqueue(ids, 'urgent');

    await smtp.waitFor((messages) => messages.length >= 600, 120_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages()).toHaveLength(600);
    expect(new Set(arrivalOrder())).toEqual(new Set(ids.map(messageIdOf)));
    expect(sentBy.every((counter) => counter.sent > 0)).toBe(true);
    const [pending] = (await dataSource.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE id = ANY($1) AND state <> 'sent'`,
      [ids],
    )) as { n: number }[];
    expect(pending?.n).toBe(0);
  }, 180_000);
});
