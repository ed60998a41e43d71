import { addDays, type JobOf, QueueName, statisticsDayOf, StatisticsJob } from '@immo/domain';
import { BullModule } from '@nestjs/bullmq';
import { Test, type TestingModule } from '@nestjs/testing';
import { Queue, QueueEvents } from 'bullmq';
import type { DataSource } from 'typeorm';
import { ConfigModule } from '../src/config/config.module';
import { ENV, loadEnv, type WorkerEnv } from '../src/config/env';
import { DatabaseModule } from '../src/database/database.module';
import { StatisticsModule } from '../src/statistics/statistics.module';
import type { StatisticsJobOutcome } from '../src/statistics/statistics.processor';
import { openTestDatabase } from './support/database';

describe('visit statistics aggregation on real Redis and PostgreSQL', () => {
  // QUEUE_PREFIX is unique to this test run (tools/test-db).
  const env = loadEnv();
  const connection = { url: env.REDIS_URL };
  let dataSource: DataSource;
  let worker: TestingModule;
  let queue: Queue;
  let queueEvents: QueueEvents;

  async function view(propertyId: number, viewedAt: string, visitor = `visitor-${Math.random()}`): Promise<void> {
    await dataSource.query('INSERT INTO property_views (property_id, visitor_hash, viewed_at) VALUES ($1, $2, $3)', [
      propertyId,
      visitor,
      viewedAt,
    ]);
  }

  async function dailyRows(): Promise<{ property_id: number; day: string; views: number }[]> {
    return (await dataSource.query(
      `SELECT property_id, to_char(day, 'YYYY-MM-DD') AS day, views FROM property_daily_views ORDER BY day, property_id`,
    )) as { property_id: number; day: string; views: number }[];
  }

  async function aggregate(payload: JobOf<typeof StatisticsJob.aggregate>): Promise<StatisticsJobOutcome> {
    const job = await queue.add(StatisticsJob.aggregate, payload);
    return (await job.waitUntilFinished(queueEvents, 15_000)) as StatisticsJobOutcome;
  }

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    queue = new Queue(QueueName.statistics, { connection, prefix: env.QUEUE_PREFIX });
    queueEvents = new QueueEvents(QueueName.statistics, { connection, prefix: env.QUEUE_PREFIX });
    await queueEvents.waitUntilReady();
    // The statistics processor alone: the import's boot hook has no business here.
    worker = await Test.createTestingModule({
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
        StatisticsModule,
      ],
    }).compile();
    worker.useLogger(['error']);
    await worker.init();
  });

  beforeEach(async () => {
    await dataSource.query('TRUNCATE property_views, property_daily_views');
  });

  afterAll(async () => {
    await worker.close();
    await queueEvents.close();
    await queue.close();
    await dataSource.destroy();
  });

  it('turns the views of a day into per-property counts, and a second run changes nothing', async () => {
    await view(501, '2026-03-10T08:00:00Z');
    await view(501, '2026-03-10T12:00:00Z');
    await view(502, '2026-03-10T20:00:00Z');
    await view(501, '2026-03-11T09:00:00Z'); // another day

    const first = await aggregate({ day: '2026-03-10' });
    expect(first).toEqual({ job: StatisticsJob.aggregate, days: ['2026-03-10'], properties: 2, views: 3 });
    const expected = [
      { property_id: 501, day: '2026-03-10', views: 2 },
      { property_id: 502, day: '2026-03-10', views: 1 },
    ];
    expect(await dailyRows()).toEqual(expected);

    const second = await aggregate({ day: '2026-03-10' });
    expect(second).toEqual(first);
    expect(await dailyRows()).toEqual(expected);
  });

  it('replaces a count with the recomputed one when views arrived after a run', async () => {
    await view(501, '2026-03-10T08:00:00Z');
    await aggregate({ day: '2026-03-10' });
    await view(501, '2026-03-10T21:00:00Z');
    await aggregate({ day: '2026-03-10' });
    expect(await dailyRows()).toEqual([{ property_id: 501, day: '2026-03-10', views: 2 }]);
  });

  it('counts Brussels days: 23:30 UTC on 28 March 2026 is already 29 March, the 23-hour day', async () => {
    await view(601, '2026-03-28T22:30:00Z'); // 23:30 in Brussels (UTC+1): 28 March
    await view(601, '2026-03-28T23:30:00Z'); // 00:30 in Brussels: 29 March
    await view(601, '2026-03-29T21:59:00Z'); // 23:59 in Brussels (UTC+2 since 03:00): 29 March
    await view(601, '2026-03-29T22:00:00Z'); // 00:00 in Brussels: 30 March

    await aggregate({ day: '2026-03-28' });
    await aggregate({ day: '2026-03-29' });
    await aggregate({ day: '2026-03-30' });
    expect(await dailyRows()).toEqual([
      { property_id: 601, day: '2026-03-28', views: 1 },
      { property_id: 601, day: '2026-03-29', views: 2 },
      { property_id: 601, day: '2026-03-30', views: 1 },
    ]);
  });

  it('aggregates yesterday and today when the nightly schedule gives no day', async () => {
    const now = new Date();
    const today = statisticsDayOf(now);
    // Two visitors at the same instant, so the test cannot straddle midnight.
    await view(701, now.toISOString());
    await view(701, now.toISOString());

    const outcome = await aggregate({});
    expect(outcome).toMatchObject({ days: [addDays(today, -1), today], properties: 1, views: 2 });
    expect(await dailyRows()).toEqual([{ property_id: 701, day: today, views: 2 }]);
  });

  it('fails a job with an invalid day without retrying it', async () => {
    const job = await queue.add(StatisticsJob.aggregate, { day: '2026-02-30' }, { attempts: 5 });
    await expect(job.waitUntilFinished(queueEvents, 15_000)).rejects.toThrow(/Invalid statistics.aggregate payload/);
    expect((await queue.getJob(job.id ?? ''))?.attemptsMade).toBe(1);
  });
});
