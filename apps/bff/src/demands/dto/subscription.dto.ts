import { subscriptionKinds, locales } from '@immo/domain';
import { ApiProperty } from '@nestjs/swagger';
import { z } from 'zod';

export const ZConfirmSubscriptionBodySchema = z.object({ token: z.string().trim().min(20).max(200) });
export const ZUnsubscribeQuerySchema = z.object({ token: z.string().trim().min(1).max(300) });

export class SubscriptionStateResponse {
  @ApiProperty({ enum: subscriptionKinds })
  subject!: 'demand' | 'newsletter';

  @ApiProperty({ enum: ['confirmed', 'unsubscribed'] })
  state!: 'confirmed' | 'unsubscribed';

  @ApiProperty({ enum: locales })
  locale!: (typeof locales)[number];
}
