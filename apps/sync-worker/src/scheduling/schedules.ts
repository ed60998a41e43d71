// Every recurring job the worker owns, as data: the registrar upserts them in
// Redis, the spec checks the patterns an operator configured end up there.
import {
  DemandJob,
  type JobName,
  type JobOf,
  OwnerJob,
  QueueName,
  RetentionJob,
  StatisticsJob,
  SyncJob,
} from '@immo/domain';
import type { WorkerEnv } from '../config/env';

/** The agency's clock: "nightly at 3" means 3 in Brussels, summer and winter. */
export const SCHEDULE_TIME_ZONE = 'Europe/Brussels';

/** Scheduler ids are fixed, so every worker that boots upserts the same three. */
export const ScheduleId = {
  syncIncremental: 'sync-incremental',
  syncFull: 'sync-full',
  statisticsAggregate: 'statistics-aggregate',
  demandDailyDigest: 'demand-daily-digest',
  demandWeeklyDigest: 'demand-weekly-digest',
  subscriptionCleanup: 'subscription-cleanup',
  ownerWeeklyReport: 'owner-weekly-report',
  retention: 'retention',
} as const;
export type ScheduleId = (typeof ScheduleId)[keyof typeof ScheduleId];

export type ScheduleRepeat = { every: number; offset: number } | { pattern: string; tz: string };

/**
 * Incremental runs fall half a minute past their slot (…:00:30, …:15:30), so
 * they never start in the same instant as a cron schedule (which fires on the
 * minute), such as the nightly full sync; without an offset BullMQ would
 * align them on whenever the schedule was first registered, and fire one at
 * once on registration.
 */
export const INCREMENTAL_OFFSET_MS = 30_000;

export interface Schedule<N extends JobName = JobName> {
  id: ScheduleId;
  queue: QueueName;
  repeat: ScheduleRepeat;
  job: { name: N; data: JobOf<N> };
}

type AnySchedule = { [N in JobName]: Schedule<N> }[JobName];

export function schedulesFor(
  env: Pick<WorkerEnv, 'SYNC_INCREMENTAL_EVERY_MINUTES' | 'SYNC_FULL_CRON' | 'STATISTICS_CRON'> &
    Partial<
      Pick<
        WorkerEnv,
        | 'DEMAND_DAILY_CRON'
        | 'DEMAND_WEEKLY_CRON'
        | 'SUBSCRIPTION_CLEANUP_CRON'
        | 'OWNER_WEEKLY_REPORT_CRON'
        | 'RETENTION_CRON'
      >
    >,
): AnySchedule[] {
  // No `source`: the worker reads the CRM it is configured with, so changing
  // CRM_API_URL or CRM_EXPORT_DIR never leaves a stale source in Redis.
  const incremental: Schedule<typeof SyncJob.import> = {
    id: ScheduleId.syncIncremental,
    queue: QueueName.sync,
    repeat: { every: env.SYNC_INCREMENTAL_EVERY_MINUTES * 60_000, offset: INCREMENTAL_OFFSET_MS },
    job: { name: SyncJob.import, data: { full: false, trigger: 'schedule' } },
  };
  const full: Schedule<typeof SyncJob.import> = {
    id: ScheduleId.syncFull,
    queue: QueueName.sync,
    repeat: { pattern: env.SYNC_FULL_CRON, tz: SCHEDULE_TIME_ZONE },
    job: { name: SyncJob.import, data: { full: true, trigger: 'schedule' } },
  };
  // No `day`: the job aggregates the days that just ended, whenever it runs.
  const statistics: Schedule<typeof StatisticsJob.aggregate> = {
    id: ScheduleId.statisticsAggregate,
    queue: QueueName.statistics,
    repeat: { pattern: env.STATISTICS_CRON, tz: SCHEDULE_TIME_ZONE },
    job: { name: StatisticsJob.aggregate, data: {} },
  };
  // No `weekStart`: the job reports the last whole week before it runs.
  const ownerReport: Schedule<typeof OwnerJob.weeklyReport> = {
    id: ScheduleId.ownerWeeklyReport,
    queue: QueueName.owners,
    repeat: { pattern: env.OWNER_WEEKLY_REPORT_CRON ?? '0 7 * * 1', tz: SCHEDULE_TIME_ZONE },
    job: { name: OwnerJob.weeklyReport, data: {} },
  };
  // Old raw views, sync-run details and dead mails (retention/).
  const retention: Schedule<typeof RetentionJob.prune> = {
    id: ScheduleId.retention,
    queue: QueueName.retention,
    repeat: { pattern: env.RETENTION_CRON ?? '50 2 * * *', tz: SCHEDULE_TIME_ZONE },
    job: { name: RetentionJob.prune, data: {} },
  };
  return [incremental, full, statistics, ...demandSchedules(env), ownerReport, retention];
}

/** The demand register's digests and the daily cleanup of unconfirmed sign-ups (issue 13). */
function demandSchedules(
  env: Partial<Pick<WorkerEnv, 'DEMAND_DAILY_CRON' | 'DEMAND_WEEKLY_CRON' | 'SUBSCRIPTION_CLEANUP_CRON'>>,
): AnySchedule[] {
  const daily: Schedule<typeof DemandJob.digest> = {
    id: ScheduleId.demandDailyDigest,
    queue: QueueName.demands,
    repeat: { pattern: env.DEMAND_DAILY_CRON ?? '0 8 * * *', tz: SCHEDULE_TIME_ZONE },
    job: { name: DemandJob.digest, data: { frequency: 'daily' } },
  };
  const weekly: Schedule<typeof DemandJob.digest> = {
    id: ScheduleId.demandWeeklyDigest,
    queue: QueueName.demands,
    repeat: { pattern: env.DEMAND_WEEKLY_CRON ?? '0 8 * * 1', tz: SCHEDULE_TIME_ZONE },
    job: { name: DemandJob.digest, data: { frequency: 'weekly' } },
  };
  const cleanup: Schedule<typeof DemandJob.cleanup> = {
    id: ScheduleId.subscriptionCleanup,
    queue: QueueName.demands,
    repeat: { pattern: env.SUBSCRIPTION_CLEANUP_CRON ?? '15 4 * * *', tz: SCHEDULE_TIME_ZONE },
    job: { name: DemandJob.cleanup, data: {} },
  };
  return [daily, weekly, cleanup];
}
