import { MailUpkeepJob, QueueName, StatisticsJob, SyncJob } from '@immo/domain';
import { Test, type TestingModule } from '@nestjs/testing';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue, QueueEvents } from 'bullmq';
import type { DataSource } from 'typeorm';
import { ENV, loadEnv, type WorkerEnv } from '../src/config/env';
import { MailScheduleId } from '../src/mail/mail-schedules';
import { ScheduleId } from '../src/scheduling/schedules';
import { WorkerModule } from '../src/worker.module';
import { emptyCatalogue, openTestDatabase } from './support/database';
import { removeWrittenExports, samplePages, writeExport } from './support/export-fixture';

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('job schedules on real Redis and PostgreSQL', () => {
  // QUEUE_PREFIX is unique to this test run (tools/test-db).
  const baseEnv = loadEnv();
  const connection = { url: baseEnv.REDIS_URL };
  let dataSource: DataSource;
  let syncQueue: Queue;
  let statisticsQueue: Queue;
  let mailQueue: Queue;
  const workers: TestingModule[] = [];
  let exportDir: string;
  // A stand-in for the web server: records the revalidation calls it receives.
  let web: Server;
  let webUrl: string;
  const revalidations: IncomingHttpHeaders[] = [];

  /** One worker process, as `npm start` boots it, with the schedules switched on. */
  async function bootWorker(overrides: Partial<WorkerEnv> = {}): Promise<TestingModule> {
    const env = {
      ...baseEnv,
      SYNC_SCHEDULES_ENABLED: true,
      SAMPLE_IMPORT_ON_EMPTY: false,
      // The configured CRM source the scheduled (source-less) imports read.
      CRM_EXPORT_DIR: exportDir,
      WEB_URL: webUrl,
      ...overrides,
    };
    const worker = await Test.createTestingModule({ imports: [WorkerModule] })
      .overrideProvider(ENV)
      .useValue(env)
      .compile();
    worker.useLogger(['error']);
    workers.push(worker);
    await worker.init();
    return worker;
  }

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await emptyCatalogue(dataSource);
    const [first = []] = await samplePages();
    exportDir = await writeExport([{ items: first.slice(0, 3) }]);
    process.env.CRM_EXPORT_DIR = exportDir;
    web = createServer((request, response) => {
      if (request.method === 'POST' && request.url === '/internal/revalidate') revalidations.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    syncQueue = new Queue(QueueName.sync, { connection, prefix: baseEnv.QUEUE_PREFIX });
    statisticsQueue = new Queue(QueueName.statistics, { connection, prefix: baseEnv.QUEUE_PREFIX });
    mailQueue = new Queue(QueueName.mailUpkeep, { connection, prefix: baseEnv.QUEUE_PREFIX });
  });

  afterAll(async () => {
    for (const worker of workers) await worker.close();
    // Leave no schedule firing into the next spec file of this run.
    for (const id of [ScheduleId.syncIncremental, ScheduleId.syncFull]) await syncQueue.removeJobScheduler(id);
    await statisticsQueue.removeJobScheduler(ScheduleId.statisticsAggregate);
    for (const id of Object.values(MailScheduleId)) await mailQueue.removeJobScheduler(id);
    await syncQueue.close();
    await statisticsQueue.close();
    await mailQueue.close();
    await dataSource.destroy();
    await removeWrittenExports();
    delete process.env.CRM_EXPORT_DIR;
    web.closeAllConnections();
    await new Promise((resolve) => web.close(resolve));
  });

  it('registers each schedule once however many workers boot, with the configured patterns', async () => {
    await bootWorker();
    await bootWorker();

    const sync = await syncQueue.getJobSchedulers();
    expect(sync.map((scheduler) => scheduler.key).sort()).toEqual([ScheduleId.syncFull, ScheduleId.syncIncremental]);
    expect(sync.find((scheduler) => scheduler.key === ScheduleId.syncIncremental)).toMatchObject({
      every: 15 * 60_000,
      offset: 30_000,
      template: { data: { full: false, trigger: 'schedule' } },
    });
    expect(sync.find((scheduler) => scheduler.key === ScheduleId.syncFull)).toMatchObject({
      pattern: '0 3 * * *',
      tz: 'Europe/Brussels',
      template: { data: { full: true, trigger: 'schedule' } },
    });
    expect(sync.every((scheduler) => scheduler.name === SyncJob.import)).toBe(true);

    const statistics = await statisticsQueue.getJobSchedulers();
    expect(statistics).toEqual([
      expect.objectContaining({
        key: ScheduleId.statisticsAggregate,
        name: StatisticsJob.aggregate,
        pattern: '30 2 * * *',
        tz: 'Europe/Brussels',
      }),
    ]);

    const mail = await mailQueue.getJobSchedulers();
    expect(mail.map((scheduler) => [scheduler.key, scheduler.name]).sort()).toEqual([
      [MailScheduleId.leadRetention, MailUpkeepJob.leadRetention],
      [MailScheduleId.relay, MailUpkeepJob.relay],
    ]);
    expect(mail.find((scheduler) => scheduler.key === MailScheduleId.relay)).toMatchObject({ every: 60_000 });

    // Each schedule has exactly one next run waiting, not one per boot, and
    // the incremental one is not due at once: booting does not import.
    const delayed = await syncQueue.getDelayed();
    expect(delayed.map((job) => job.repeatJobKey).sort()).toEqual([ScheduleId.syncFull, ScheduleId.syncIncremental]);
    expect(await syncQueue.getWaitingCount()).toBe(0);
  });

  it('has the worker import on schedule from its configured source', async () => {
    // Bring the schedule's next incremental run forward instead of waiting up to 15 minutes.
    const [next] = (await syncQueue.getDelayed()).filter((job) => job.repeatJobKey === ScheduleId.syncIncremental);
    await next?.promote();
    await waitFor(async () => {
      const runs = (await dataSource.query(
        `SELECT status FROM sync_runs WHERE trigger = 'schedule' AND NOT "full"`,
      )) as { status: string }[];
      return runs.some((run) => run.status === 'succeeded');
    });
    const [count] = (await dataSource.query('SELECT count(*)::integer AS n FROM properties')) as { n: number }[];
    expect(count?.n).toBe(3);
    // Two workers, one scheduled job: one import.
    const [runs] = (await dataSource.query(
      `SELECT count(*)::integer AS n FROM sync_runs WHERE trigger = 'schedule'`,
    )) as { n: number }[];
    expect(runs?.n).toBe(1);
  });

  it('tells the web to revalidate after an import that changed the catalogue, and only then', async () => {
    // The scheduled import above created three properties.
    await waitFor(() => Promise.resolve(revalidations.length === 1));
    expect(revalidations[0]?.['x-revalidate-secret']).toBe(baseEnv.REVALIDATE_SECRET);

    // The same export again changes nothing: the web keeps its cache.
    const queueEvents = new QueueEvents(QueueName.sync, { connection, prefix: baseEnv.QUEUE_PREFIX });
    try {
      await queueEvents.waitUntilReady();
      const job = await syncQueue.add(SyncJob.import, { full: false, trigger: 'operator' });
      await expect(job.waitUntilFinished(queueEvents, 15_000)).resolves.toMatchObject({
        status: 'succeeded',
        created: 0,
        updated: 0,
      });
    } finally {
      await queueEvents.close();
    }
    expect(revalidations).toHaveLength(1);
  });

  it('applies a changed pattern on the next boot and removes the schedules when switched off', async () => {
    await bootWorker({ SYNC_FULL_CRON: '0 4 * * *' });
    expect(await syncQueue.getJobScheduler(ScheduleId.syncFull)).toMatchObject({ pattern: '0 4 * * *' });

    await bootWorker({ SYNC_SCHEDULES_ENABLED: false });
    expect(await syncQueue.getJobSchedulersCount()).toBe(0);
    expect(await statisticsQueue.getJobSchedulersCount()).toBe(0);
    expect(await mailQueue.getJobSchedulersCount()).toBe(0);
  });
});
