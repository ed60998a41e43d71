// Queue and job names with their payload schemas: the one place BFF producers
// and the sync-worker's processors agree on, so a renamed job fails to compile
// on both sides instead of silently sitting in Redis.
import { z } from 'zod';

export const QueueName = {
  sync: 'sync',
  mail: 'mail',
  statistics: 'statistics',
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
});
export type TSyncImportPayload = z.infer<typeof ZSyncImportPayloadSchema>;

export interface JobPayloads {
  [SyncJob.import]: TSyncImportPayload;
}
export type JobName = keyof JobPayloads;
export type JobOf<N extends JobName> = JobPayloads[N];
