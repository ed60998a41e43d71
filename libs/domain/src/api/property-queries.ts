// Query schemas of the public property endpoints, shared by the BFF and the web. Unknown parameters are
// ignored (trackers append utm_* to URLs); known ones must be valid.
import { locales } from '../locale';
import { z } from 'zod';

export const propertyGoals = ['sale', 'rent'] as const;
export type PropertyGoal = (typeof propertyGoals)[number];

export const ZListPropertiesQuerySchema = z.object({
  /** Falls back to DEFAULT_LOCALE when absent. */
  locale: z.enum(locales).optional(),
  goal: z.enum(propertyGoals).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TListPropertiesQuery = z.infer<typeof ZListPropertiesQuerySchema>;

export const ZPropertyDetailQuerySchema = z.object({
  locale: z.enum(locales).optional(),
});
export type TPropertyDetailQuery = z.infer<typeof ZPropertyDetailQuerySchema>;

/** CRM ids are positive integers; anything else cannot name a property. */
export const ZPropertyIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
