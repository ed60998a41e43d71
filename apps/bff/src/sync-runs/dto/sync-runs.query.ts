import { z } from 'zod';

export const ZListSyncRunsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: '1-100, default 20' }),
});
export type TListSyncRunsQuery = z.infer<typeof ZListSyncRunsQuerySchema>;

export const ZSyncRunIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
