// Queue and job names with their payload schemas: the one place BFF producers
// and the sync-worker's processors agree on, so a renamed job fails to compile
// on both sides instead of silently sitting in Redis.
import { z } from 'zod';
import { isIsoDay } from './statistics/visit-days';

export const QueueName = {
  sync: 'sync',
  mail: 'mail',
  /** The mail queue's upkeep (relay, lead retention), apart so it never waits behind a backlog of mail. */
  mailUpkeep: 'mail-upkeep',
  statistics: 'statistics',
  demands: 'demands',
  owners: 'owners',
  retention: 'retention',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const SyncJob = {
  import: 'sync.import',
} as const;

export const ZSyncImportPayloadSchema = z.object({
  /**
   * A folder of export files or the base URL of the CRM's HTTP API; absent,
   * the worker reads the source it is configured with (CRM_API_URL or
   * CRM_EXPORT_DIR), so producers such as the BFF need not know it.
   */
  source: z.string().min(1).optional(),
  full: z.boolean().default(false),
  trigger: z.enum(['startup', 'schedule', 'operator']),
  /** The console operator who started it (trigger 'operator'), named on the run. */
  operatorId: z.number().int().positive().optional(),
});
export type TSyncImportPayload = z.infer<typeof ZSyncImportPayloadSchema>;

export const StatisticsJob = {
  aggregate: 'statistics.aggregate',
} as const;

export const ZStatisticsAggregatePayloadSchema = z.object({
  /**
   * The Brussels day (`YYYY-MM-DD`) to recompute; absent, yesterday and today
   * at the time the job runs, which is what the nightly schedule wants.
   */
  day: z.string().refine(isIsoDay, 'must be an existing YYYY-MM-DD day').optional(),
});
export type TStatisticsAggregatePayload = z.infer<typeof ZStatisticsAggregatePayloadSchema>;

export const MailJob = {
  /** Send one outbox row; the job id is the outbox id, so enqueuing twice sends once. Its lane is its priority (mailSendJobOptions). */
  send: 'mail.send',
} as const;

/** The jobs of QueueName.mailUpkeep. */
export const MailUpkeepJob = {
  /** Re-enqueue every pending outbox row whose job vanished (Redis lost its data), in lane order, and move up those that waited past their lane's patience; repeatable. */
  relay: 'mail.relay',
  /** Delete the leads (their mails and uploads with them) older than LEAD_RETENTION_DAYS; daily. */
  leadRetention: 'mail.lead-retention',
} as const;

export const ZMailSendPayloadSchema = z.object({
  outboxId: z.uuid(),
  /** The id of the request that wrote the mail (REQUEST_ID_HEADER), for the worker's log lines; absent when the relay queued it. */
  requestId: z.string().max(100).optional(),
});
export type TMailSendPayload = z.infer<typeof ZMailSendPayloadSchema>;
export const ZMailRelayPayloadSchema = z.object({});
export type TMailRelayPayload = z.infer<typeof ZMailRelayPayloadSchema>;
export const ZMailLeadRetentionPayloadSchema = z.object({});
export type TMailLeadRetentionPayload = z.infer<typeof ZMailLeadRetentionPayloadSchema>;

export const DemandJob = {
  /** After an import that changed the catalogue: record what changed, mail the instant demands. */
  afterImport: 'demands.after-import',
  /** Repeatable: the daily or weekly digest of what matched since the last one. */
  digest: 'demands.digest',
  /** Repeatable (daily): unconfirmed demands and newsletter sign-ups older than 14 days are deleted. */
  cleanup: 'demands.cleanup',
} as const;

export const ZDemandAfterImportPayloadSchema = z.object({ runId: z.number().int().positive().optional() });
export type TDemandAfterImportPayload = z.infer<typeof ZDemandAfterImportPayloadSchema>;
export const ZDemandDigestPayloadSchema = z.object({ frequency: z.enum(['daily', 'weekly']) });
export type TDemandDigestPayload = z.infer<typeof ZDemandDigestPayloadSchema>;
export const ZDemandCleanupPayloadSchema = z.object({});
export type TDemandCleanupPayload = z.infer<typeof ZDemandCleanupPayloadSchema>;

export const OwnerJob = {
  /** Repeatable (weekly): each owner's report of the week that ended, one per owner and week however often it runs. */
  weeklyReport: 'owners.weekly-report',
} as const;

export const ZOwnerWeeklyReportPayloadSchema = z.object({
  /** The Monday of the week to report; absent, the last whole week before the run (reportWeek). */
  weekStart: z.string().refine(isIsoDay, 'must be an existing YYYY-MM-DD day').optional(),
});
export type TOwnerWeeklyReportPayload = z.infer<typeof ZOwnerWeeklyReportPayloadSchema>;

export const RetentionJob = {
  /** Repeatable (daily): old raw views folded into the daily counts and deleted, old sync-run details and dead mails dropped. */
  prune: 'retention.prune',
} as const;

export const ZRetentionPrunePayloadSchema = z.object({});
export type TRetentionPrunePayload = z.infer<typeof ZRetentionPrunePayloadSchema>;

export interface JobPayloads {
  [SyncJob.import]: TSyncImportPayload;
  [StatisticsJob.aggregate]: TStatisticsAggregatePayload;
  [MailJob.send]: TMailSendPayload;
  [MailUpkeepJob.relay]: TMailRelayPayload;
  [MailUpkeepJob.leadRetention]: TMailLeadRetentionPayload;
  [DemandJob.afterImport]: TDemandAfterImportPayload;
  [DemandJob.digest]: TDemandDigestPayload;
  [DemandJob.cleanup]: TDemandCleanupPayload;
  [OwnerJob.weeklyReport]: TOwnerWeeklyReportPayload;
  [RetentionJob.prune]: TRetentionPrunePayload;
}
export type JobName = keyof JobPayloads;
export type JobOf<N extends JobName> = JobPayloads[N];

/**
 * Redis pub/sub channel on which the worker announces an import that changed
 * the catalogue (message: the sync run id), so every BFF drops the answers it
 * keeps in memory. Prefixed like the queues, so test runs sharing a Redis do
 * not hear each other.
 */
export function catalogueChangedChannel(prefix: string): string {
  return `${prefix}:catalogue-changed`;
}
