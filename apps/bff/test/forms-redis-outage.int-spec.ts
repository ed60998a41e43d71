import { MailUpkeepJob, QueueName } from '@immo/domain';
import { Queue } from 'bullmq';
import request from 'supertest';
import type { App } from 'supertest/types';
import { contactBody, SITE_ORIGIN, withFakeCaptcha } from './support/forms';
import { ThrowawayRedis } from './support/redis-server';
import { createTestApp, type TestApp } from './support/test-app';
import { startSmtp, type TestSmtp } from './support/test-smtp';
import { startWorker, type WorkerProcess } from './support/worker-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A real outage: BFF and worker share a redis-server of this spec's own,
// which is killed before the visitor submits and comes back empty.
describe('a form sent while Redis is down', () => {
  const redis = new ThrowawayRedis();
  let smtp: TestSmtp;
  let testApp: TestApp;
  let worker: WorkerProcess;

  beforeAll(async () => {
    await redis.start();
    smtp = await startSmtp();
    // BullMQ and ioredis print refused connections with console.error.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    testApp = await createTestApp(
      { REDIS_URL: redis.url, AGENCY_MAIL_TO: 'agency@immo.test', FORM_SUBMISSIONS_PER_MINUTE: 1000 },
      { configure: withFakeCaptcha, logger: { log: () => undefined, warn: () => undefined, error: () => undefined } },
    );
    worker = await startWorker({ REDIS_URL: redis.url, SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Immo <info@immo.test>' });
  }, 90_000);

  afterAll(async () => {
    await worker.stop();
    await testApp.app.close();
    await smtp.close();
    await redis.stop();
    jest.restoreAllMocks();
  });

  it('gets the thank-you answer at once, and its mails leave once Redis is back (the relay)', async () => {
    await redis.stop();
    const started = Date.now();
    const response = await request(testApp.app.getHttpServer() as App)
      .post('/api/forms/site-contact')
      .set('Origin', SITE_ORIGIN)
      .send(contactBody())
      .expect(201);
    expect(Date.now() - started).toBeLessThan(500);
    const leadId = (response.body as { leadId: string }).leadId;
    const states = async () =>
      (
        (await testApp.dataSource.query('SELECT state FROM mail_outbox WHERE lead_id = $1', [leadId])) as {
          state: string;
        }[]
      ).map((row) => row.state);
    expect(await states()).toEqual(['queued', 'queued']);

    // Back, and empty: whatever was queued before is gone too.
    await redis.start();
    // The relay takes rows older than a minute (younger ones are still their producer's); age them rather than wait.
    await testApp.dataSource.query(
      `UPDATE mail_outbox SET created_at = created_at - interval '2 minutes' WHERE lead_id = $1`,
      [leadId],
    );
    const queue = new Queue(QueueName.mailUpkeep, {
      connection: { url: redis.url },
      prefix: process.env['QUEUE_PREFIX'],
    });
    try {
      await queue.add(MailUpkeepJob.relay, {}, { removeOnComplete: true });
      const deadline = Date.now() + 60_000;
      while ((await states()).some((state) => state !== 'sent')) {
        if (Date.now() > deadline) throw new Error(`not sent: ${(await states()).join(', ')}\n${worker.output()}`);
        await sleep(200);
      }
    } finally {
      await queue.close();
    }
    // The relay also takes other specs' aged rows (one database per run): count this lead's mails.
    const ids = (
      (await testApp.dataSource.query('SELECT message_id FROM mail_outbox WHERE lead_id = $1', [leadId])) as {
        message_id: string;
      }[]
    ).map((row) => row.message_id);
    expect(smtp.messages().filter((message) => ids.includes(message.messageId ?? '')).length).toBe(2);
  }, 120_000);
});
