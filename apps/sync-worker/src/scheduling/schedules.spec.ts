import {
  DemandJob,
  OwnerJob,
  QueueName,
  RetentionJob,
  StatisticsJob,
  SyncJob,
  ZDemandCleanupPayloadSchema,
  ZDemandDigestPayloadSchema,
  ZOwnerWeeklyReportPayloadSchema,
  ZRetentionPrunePayloadSchema,
  ZStatisticsAggregatePayloadSchema,
  ZSyncImportPayloadSchema,
} from '@immo/domain';
import { SCHEDULE_TIME_ZONE, schedulesFor } from './schedules';

describe(schedulesFor.name, () => {
  const schedules = schedulesFor({
    SYNC_INCREMENTAL_EVERY_MINUTES: 15,
    SYNC_FULL_CRON: '0 3 * * *',
    STATISTICS_CRON: '30 2 * * *',
  });

  it('syncs incrementally every N minutes and fully at night, Brussels time, without naming a source', () => {
    expect(schedules.filter((schedule) => schedule.queue === QueueName.sync)).toEqual([
      expect.objectContaining({
        repeat: { every: 900_000, offset: 30_000 },
        job: { name: SyncJob.import, data: { full: false, trigger: 'schedule' } },
      }),
      expect.objectContaining({
        repeat: { pattern: '0 3 * * *', tz: 'Europe/Brussels' },
        job: { name: SyncJob.import, data: { full: true, trigger: 'schedule' } },
      }),
    ]);
  });

  it('aggregates the statistics nightly on the statistics queue', () => {
    expect(schedules.find((schedule) => schedule.queue === QueueName.statistics)).toMatchObject({
      repeat: { pattern: '30 2 * * *', tz: SCHEDULE_TIME_ZONE },
      job: { name: StatisticsJob.aggregate, data: {} },
    });
  });

  it('prunes old views, sync-run details and dead mails nightly after the statistics, on the retention queue', () => {
    expect(schedules.find((schedule) => schedule.queue === QueueName.retention)).toMatchObject({
      repeat: { pattern: '50 2 * * *', tz: SCHEDULE_TIME_ZONE },
      job: { name: RetentionJob.prune, data: {} },
    });
  });

  it('enqueues payloads the processors accept', () => {
    for (const { job } of schedules) {
      const schema = {
        [SyncJob.import]: ZSyncImportPayloadSchema,
        [StatisticsJob.aggregate]: ZStatisticsAggregatePayloadSchema,
        [DemandJob.digest]: ZDemandDigestPayloadSchema,
        [DemandJob.cleanup]: ZDemandCleanupPayloadSchema,
        [OwnerJob.weeklyReport]: ZOwnerWeeklyReportPayloadSchema,
        [RetentionJob.prune]: ZRetentionPrunePayloadSchema,
      }[job.name as string];
      expect(schema).toBeDefined();
      if (!schema) continue;
      expect(schema.safeParse(job.data).success).toBe(true);
    }
  });

  it('sends the daily and weekly demand digests and cleans unconfirmed sign-ups daily, Brussels time', () => {
    const demands = schedulesFor({
      SYNC_INCREMENTAL_EVERY_MINUTES: 15,
      SYNC_FULL_CRON: '0 3 * * *',
      STATISTICS_CRON: '30 2 * * *',
      DEMAND_DAILY_CRON: '0 7 * * *',
      DEMAND_WEEKLY_CRON: '0 7 * * 1',
      SUBSCRIPTION_CLEANUP_CRON: '0 4 * * *',
    }).filter((schedule) => schedule.queue === QueueName.demands);
    expect(demands).toEqual([
      expect.objectContaining({
        repeat: { pattern: '0 7 * * *', tz: SCHEDULE_TIME_ZONE },
        job: { name: DemandJob.digest, data: { frequency: 'daily' } },
      }),
      expect.objectContaining({
        repeat: { pattern: '0 7 * * 1', tz: SCHEDULE_TIME_ZONE },
        job: { name: DemandJob.digest, data: { frequency: 'weekly' } },
      }),
      expect.objectContaining({
        repeat: { pattern: '0 4 * * *', tz: SCHEDULE_TIME_ZONE },
        job: { name: DemandJob.cleanup, data: {} },
      }),
    ]);
  });

  it('sends the owners’ weekly report on Monday at 7 in Brussels unless configured otherwise', () => {
    expect(schedules.filter((schedule) => schedule.queue === QueueName.owners)).toEqual([
      expect.objectContaining({
        repeat: { pattern: '0 7 * * 1', tz: SCHEDULE_TIME_ZONE },
        job: { name: OwnerJob.weeklyReport, data: {} },
      }),
    ]);
    const configured = schedulesFor({
      SYNC_INCREMENTAL_EVERY_MINUTES: 15,
      SYNC_FULL_CRON: '0 3 * * *',
      STATISTICS_CRON: '30 2 * * *',
      OWNER_WEEKLY_REPORT_CRON: '30 6 * * 2',
    });
    expect(configured.find((schedule) => schedule.queue === QueueName.owners)?.repeat).toEqual({
      pattern: '30 6 * * 2',
      tz: SCHEDULE_TIME_ZONE,
    });
  });

  it('gives each schedule its own fixed id', () => {
    expect(new Set(schedules.map((schedule) => schedule.id)).size).toBe(schedules.length);
  });
});
