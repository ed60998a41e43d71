import { z } from 'zod';

// Without a body (none sent, or no JSON content type) there is nothing to parse: that means the defaults.
export const ZStartSyncRunBodySchema = z.preprocess(
  (body) => body ?? {},
  z
    .object({
      full: z
        .boolean()
        .default(false)
        .meta({ description: 'Full re-sync: withdraws live properties absent from the export' }),
    })
    .strict(),
);
export type TStartSyncRunBody = z.infer<typeof ZStartSyncRunBodySchema>;

/** The answer of POST /api/sync-runs; the OpenAPI document is generated from it. */
export const ZSyncRunQueuedSchema = z.object({
  jobId: z.string().meta({ description: 'BullMQ job id on the sync queue (visible in Bull Board)' }),
  full: z.boolean(),
});
export type SyncRunQueued = z.infer<typeof ZSyncRunQueuedSchema>;
