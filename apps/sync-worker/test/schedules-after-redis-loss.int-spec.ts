import { Test, type TestingModule } from '@nestjs/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ENV, loadEnv, type WorkerEnv } from '../src/config/env';
import { mailSchedulesFor } from '../src/mail/mail-schedules';
import { schedulesFor } from '../src/scheduling/schedules';
import { WorkerModule } from '../src/worker.module';
import { SMALL_EXPORT_DIR } from './support/export-fixture';
import { QueueName } from '@immo/domain';

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('schedules after Redis lost its data', () => {
  // QUEUE_PREFIX is unique to this test run (tools/test-db): only its keys are dropped.
  const baseEnv = loadEnv();
  const env: WorkerEnv = {
    ...baseEnv,
    SYNC_SCHEDULES_ENABLED: true,
    SAMPLE_IMPORT_ON_EMPTY: false,
    CRM_EXPORT_DIR: SMALL_EXPORT_DIR,
    SCHEDULE_CHECK_SECONDS: 1,
  };
  /** Every schedule the worker owns, by queue. */
  const expected = new Map<string, string[]>();
  for (const schedule of schedulesFor(env))
    expected.set(schedule.queue, [...(expected.get(schedule.queue) ?? []), schedule.id]);
  expected.set(
    QueueName.mailUpkeep,
    mailSchedulesFor(env).map((schedule) => schedule.id),
  );
  const queues = [...expected.keys()].map(
    (name) => new Queue(name, { connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX }),
  );
  const redis = new Redis(env.REDIS_URL);
  let worker: TestingModule;
  let heartbeatDir: string;

  async function registered(): Promise<Record<string, string[]>> {
    const entries = await Promise.all(
      queues.map(
        async (queue) =>
          [queue.name, (await queue.getJobSchedulers()).map((scheduler) => scheduler.key).sort()] as const,
      ),
    );
    return Object.fromEntries(entries);
  }
  const all = Object.fromEntries([...expected].map(([queue, ids]) => [queue, [...ids].sort()]));

  /** What a FLUSHALL does to this run: every key under its prefix gone. */
  async function loseTheRunsKeys(): Promise<number> {
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
    if (keys.length > 0) await redis.del(...keys);
    return keys.length;
  }

  beforeAll(async () => {
    heartbeatDir = await mkdtemp(path.join(tmpdir(), 'immo-heartbeat-'));
    worker = await Test.createTestingModule({ imports: [WorkerModule] })
      .overrideProvider(ENV)
      .useValue({ ...env, WORKER_HEARTBEAT_FILE: path.join(heartbeatDir, 'beat') })
      .compile();
    worker.useLogger(['error']);
    await worker.init();
  });

  afterAll(async () => {
    await worker.close();
    // Leave no schedule firing into the next spec file of this run.
    for (const queue of queues) {
      for (const id of expected.get(queue.name) ?? []) await queue.removeJobScheduler(id);
      await queue.close();
    }
    redis.disconnect();
    await rm(heartbeatDir, { recursive: true, force: true });
  });

  it('registers every schedule again within seconds, without a restart', async () => {
    expect(await registered()).toEqual(all);

    expect(await loseTheRunsKeys()).toBeGreaterThan(0);
    expect(Object.values(await registered()).flat()).toEqual([]);

    // SCHEDULE_CHECK_SECONDS=1: the next look finds them gone.
    await waitFor(async () => JSON.stringify(await registered()) === JSON.stringify(all), 10_000);
    // With their next runs waiting, as at boot: the imports and statistics go on.
    const [sync] = queues.filter((queue) => queue.name === QueueName.sync);
    expect((await sync?.getDelayed())?.map((job) => job.repeatJobKey).sort()).toEqual(all[QueueName.sync]);
  });

  it('writes the heartbeat the container health check reads', async () => {
    const beat = await stat(path.join(heartbeatDir, 'beat'));
    expect(Date.now() - beat.mtimeMs).toBeLessThan(60_000);
  });
});
