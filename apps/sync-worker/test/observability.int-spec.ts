import { MailUpkeepJob, QueueName } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Test, type TestingModule } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ConfigModule } from '../src/config/config.module';
import { BUNDLED_SAMPLE_EXPORT_DIR, ENV, loadEnv, type WorkerEnv } from '../src/config/env';
import { DatabaseModule } from '../src/database/database.module';
import { MailModule } from '../src/mail/mail.module';
import { ObservabilityModule } from '../src/observability/observability.module';
import { startSmtp, type TestSmtp } from './support/test-smtp';

const env = loadEnv();
// Ports of this spec's range; a queue prefix of its own so no other spec's worker takes its jobs.
const READY_PORT = 3731;
const BROKEN_PORT = 3732;
const QUEUE_PREFIX = `${env.QUEUE_PREFIX}_observability`;

async function startWorker(overrides: Partial<WorkerEnv>): Promise<TestingModule> {
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
      ObservabilityModule,
    ],
  })
    .overrideProvider(ENV)
    .useValue({ ...env, QUEUE_PREFIX, WORKER_HEALTH_HOST: '127.0.0.1', ...overrides })
    .compile();
  module.useLogger(false);
  await module.init();
  return module;
}

const get = (port: number, path: string) =>
  fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) });

describe("the worker's health and metrics port", () => {
  let smtp: TestSmtp;
  let worker: TestingModule;

  beforeAll(async () => {
    smtp = await startSmtp();
    worker = await startWorker({
      WORKER_HEALTH_PORT: READY_PORT,
      SMTP_URL: smtp.smtpUrl,
      CRM_EXPORT_DIR: BUNDLED_SAMPLE_EXPORT_DIR,
      CRM_API_URL: undefined,
    });
    // Other specs' unsent mails of the run's database would make the mail lanes late here.
    await worker
      .get(DataSource)
      .query(`UPDATE mail_outbox SET state = 'discarded' WHERE state IN ('queued', 'retrying')`);
  });

  afterAll(async () => {
    await worker.close();
    await smtp.close();
  });

  it('is alive, and ready with the database, Redis, the SMTP server and the CRM folder up', async () => {
    const live = await get(READY_PORT, '/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await get(READY_PORT, '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      details: {
        database: { status: 'up' },
        redis: { status: 'up' },
        smtp: { status: 'up' },
        crm: { status: 'up', source: 'folder' },
      },
    });
  });

  it("says degraded, still 200, when a lead's mail has waited more than a minute, and shows each lane", async () => {
    const id = randomUUID();
    const dataSource = worker.get(DataSource);
    // No job: nothing sends it, as when every worker is stuck.
    await dataSource.query(
      `INSERT INTO mail_outbox (id, template, locale, to_address, data, state, message_id, created_at)
       VALUES ($1, 'lead-to-agency', 'fr', 'agency@example.be', '{}', 'queued', $2, now() - interval '2 minutes')`,
      [id, `<${id}@immo.test>`],
    );
    try {
      const ready = await get(READY_PORT, '/health/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: 'degraded',
        details: {
          mail: {
            status: 'up',
            lanes: [
              { lane: 'urgent', pending: 1, oldestWaitingSeconds: expect.any(Number) as number },
              { lane: 'alerts', pending: 0, oldestWaitingSeconds: null },
              { lane: 'bulk', pending: 0, oldestWaitingSeconds: null },
            ],
          },
        },
      });
      const metrics = await (await get(READY_PORT, '/metrics')).text();
      expect(metrics).toMatch(/^immo_mail_lane_pending\{lane="urgent"\} 1$/m);
      expect(metrics).toMatch(/^immo_mail_lane_oldest_waiting_seconds\{lane="urgent"\} 1[2-9]\d$/m);
      expect(metrics).toMatch(/^immo_mail_lane_pending\{lane="bulk"\} 0$/m);
    } finally {
      await dataSource.query('DELETE FROM mail_outbox WHERE id = $1', [id]);
    }
    expect(await (await get(READY_PORT, '/health/ready')).json()).toMatchObject({ status: 'ok' });
  });

  it('serves queue depths, job durations by queue and name, the import age and process figures', async () => {
    const queue = new Queue(QueueName.mailUpkeep, { connection: { url: env.REDIS_URL }, prefix: QUEUE_PREFIX });
    const events = new QueueEvents(QueueName.mailUpkeep, { connection: { url: env.REDIS_URL }, prefix: QUEUE_PREFIX });
    try {
      await events.waitUntilReady();
      const job = await queue.add(MailUpkeepJob.relay, {}, { removeOnComplete: true });
      await job.waitUntilFinished(events, 20_000);
    } finally {
      await events.close();
      await queue.close();
    }
    // The worker's 'completed' listener runs right after the job: read the metrics once it has counted it.
    const relayCounted =
      /^immo_job_duration_seconds_count\{queue="mail-upkeep",job="mail.relay",outcome="completed"\} 1$/m;
    let response = await get(READY_PORT, '/metrics');
    let text = await response.text();
    for (
      const deadline = Date.now() + 5_000;
      !relayCounted.test(text) && Date.now() < deadline;
      text = await response.text()
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      response = await get(READY_PORT, '/metrics');
    }
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toMatch(/^immo_queue_jobs\{queue="mail",state="waiting"\} \d+$/m);
    expect(text).toMatch(/^immo_queue_jobs\{queue="mail",state="failed"\} \d+$/m);
    expect(text).toMatch(
      /^immo_job_duration_seconds_count\{queue="mail-upkeep",job="mail.relay",outcome="completed"\} 1$/m,
    );
    expect(text).toContain('# TYPE immo_job_failures_total counter');
    expect(text).toContain('# TYPE immo_import_age_seconds gauge');
    expect(text).toContain('process_cpu_user_seconds_total');
  }, 30_000);

  it('is not ready, naming each, when the SMTP server refuses and the CRM folder is missing', async () => {
    const broken = await startWorker({
      WORKER_HEALTH_PORT: BROKEN_PORT,
      SMTP_URL: 'smtp://127.0.0.1:3733',
      CRM_EXPORT_DIR: '/nonexistent/crm-export',
      CRM_API_URL: undefined,
    });
    try {
      const ready = await get(BROKEN_PORT, '/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        status: 'error',
        details: {
          database: { status: 'up' },
          redis: { status: 'up' },
          smtp: { status: 'down' },
          crm: { status: 'down' },
        },
      });
      expect((await get(BROKEN_PORT, '/health/live')).status).toBe(200);
    } finally {
      await broken.close();
    }
    // Closed with the worker: nothing listens there any more.
    await expect(get(BROKEN_PORT, '/health/live')).rejects.toThrow();
  }, 30_000);
});
