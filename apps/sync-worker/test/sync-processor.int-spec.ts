import { catalogueChangedChannel, type JobOf, QueueName, SyncJob } from '@immo/domain';
import { Test, type TestingModule } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { loadEnv } from '../src/config/env';
import type { SyncJobOutcome } from '../src/sync/sync.processor';
import { WorkerModule } from '../src/worker.module';
import { emptyCatalogue, openTestDatabase } from './support/database';
import { bundledSampleSize, removeWrittenExports, samplePages, writeExport } from './support/export-fixture';

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('sync worker on real Redis and PostgreSQL', () => {
  // QUEUE_PREFIX is unique to this test run (tools/test-db), so no other
  // worker on this Redis sees these jobs.
  const env = loadEnv();
  const connection = { url: env.REDIS_URL };
  let dataSource: DataSource;
  let worker: TestingModule;
  let queue: Queue;
  let queueEvents: QueueEvents;
  // Listens like a BFF's response cache does.
  let bffListener: Redis;
  const announcements: string[] = [];

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await emptyCatalogue(dataSource);
    queue = new Queue(QueueName.sync, { connection, prefix: env.QUEUE_PREFIX });
    queueEvents = new QueueEvents(QueueName.sync, { connection, prefix: env.QUEUE_PREFIX });
    await queueEvents.waitUntilReady();
    bffListener = new Redis(env.REDIS_URL);
    bffListener.on('message', (_channel: string, runId: string) => announcements.push(runId));
    await bffListener.subscribe(catalogueChangedChannel(env.QUEUE_PREFIX));
    worker = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
    worker.useLogger(['error']);
    // init() runs the boot hook that queues the sample import.
    await worker.init();
  });

  afterAll(async () => {
    await worker.close();
    await queueEvents.close();
    await bffListener.quit();
    await queue.close();
    await dataSource.destroy();
    await removeWrittenExports();
  });

  it('imports the bundled sample on boot when the catalogue is empty', async () => {
    await waitFor(async () => {
      const runs = (await dataSource.query(`SELECT status FROM sync_runs WHERE trigger = 'startup'`)) as {
        status: string;
      }[];
      return runs.some((run) => run.status === 'succeeded');
    });
    const [count] = (await dataSource.query('SELECT count(*)::integer AS n FROM properties')) as { n: number }[];
    expect(count?.n).toBe(await bundledSampleSize());
  });

  it('picks up an import job from Redis and completes it with its outcome', async () => {
    const [first = []] = await samplePages();
    // Newer than the bundled sample imported at boot, so the incremental run reads it.
    const folder = await writeExport([
      { items: [{ ...first[0], ID: 777001, RecordFile: 'V-777001', LastChangedDate: '2026-04-01 09:00:00' }] },
    ]);
    const payload: JobOf<typeof SyncJob.import> = { source: folder, full: false, trigger: 'operator' };
    const job = await queue.add(SyncJob.import, payload);

    const outcome = (await job.waitUntilFinished(queueEvents, 15_000)) as SyncJobOutcome;
    expect(outcome).toMatchObject({ job: SyncJob.import, status: 'succeeded', created: 1, rejected: 0 });
    const rows = (await dataSource.query('SELECT reference FROM properties WHERE id = 777001')) as unknown[];
    expect(rows).toEqual([{ reference: 'V-777001' }]);
    // The run changed the catalogue, so the BFFs were told to drop their cached answers.
    await waitFor(() => Promise.resolve(announcements.includes(String(outcome.runId))));
  });

  it('fails a job with an invalid payload without retrying it', async () => {
    const job = await queue.add(SyncJob.import, { source: '', trigger: 'nobody' }, { attempts: 5 });
    await expect(job.waitUntilFinished(queueEvents, 15_000)).rejects.toThrow(/Invalid sync.import payload/);
    const failed = await queue.getJob(job.id ?? '');
    expect(failed?.attemptsMade).toBe(1);
  });

  it('records a run it cannot start, with why, instead of leaving the operator who started it with nothing', async () => {
    // A user name without a password: no credentials, and the name stays out of the record.
    const payload: JobOf<typeof SyncJob.import> = {
      source: 'http://someone@127.0.0.1:9/crm',
      full: true,
      trigger: 'operator',
    };
    const job = await queue.add(SyncJob.import, payload, { attempts: 3 });
    await expect(job.waitUntilFinished(queueEvents, 15_000)).rejects.toThrow(/No credentials/);
    // Retrying cannot configure a source: one attempt.
    expect((await queue.getJob(job.id ?? ''))?.attemptsMade).toBe(1);
    const runs = (await dataSource.query(
      `SELECT status, source, failure_reason, finished_at FROM sync_runs WHERE trigger = 'operator' AND "full"`,
    )) as {
      status: string;
      source: string;
      failure_reason: string;
      finished_at: Date | null;
    }[];
    expect(runs).toEqual([
      expect.objectContaining({
        status: 'failed',
        source: 'http://127.0.0.1:9/crm',
        failure_reason: expect.stringMatching(/No credentials for http:\/\/127\.0\.0\.1:9/),
      }),
    ]);
    expect(runs[0]?.finished_at).not.toBeNull();
  });
});
