import { z } from 'zod';

export const ZMailOutboxIdSchema = z.string().uuid();

/** The answer of a retry, a discard or a resend; the OpenAPI document is generated from it. */
export const ZMailActionResultSchema = z.object({
  id: z.string().meta({ description: 'The message acted on, or the new one a resend wrote' }),
  state: z.enum(['queued', 'discarded']),
  enqueued: z
    .enum(['queued', 'deferred', 'none'])
    .meta({ description: "deferred: Redis was away; the worker's relay sends it within a minute of its return" }),
});
export type MailActionResult = z.infer<typeof ZMailActionResultSchema>;
