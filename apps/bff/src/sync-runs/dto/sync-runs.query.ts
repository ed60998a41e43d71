import { z } from 'zod';

export const ZListSyncRunsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TListSyncRunsQuery = z.infer<typeof ZListSyncRunsQuerySchema>;
