import { subscriptionKinds, locales } from '@immo/domain';
import { z } from 'zod';

export const ZConfirmSubscriptionBodySchema = z.object({ token: z.string().trim().min(20).max(200) });
export const ZUnsubscribeQuerySchema = z.object({ token: z.string().trim().min(1).max(300) });

/** The answer of a confirmation or an unsubscription; the OpenAPI document is generated from it. */
export const ZSubscriptionStateSchema = z.object({
  subject: z.enum(subscriptionKinds),
  state: z.enum(['confirmed', 'unsubscribed']),
  locale: z.enum(locales),
});
export type SubscriptionState = z.infer<typeof ZSubscriptionStateSchema>;
