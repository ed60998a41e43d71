import { ApiProperty } from '@nestjs/swagger';
import { z } from 'zod';

export const ZMailOutboxIdSchema = z.string().uuid();

export class MailActionResponse {
  @ApiProperty({ description: 'The message acted on, or the new one a resend wrote' }) id!: string;
  @ApiProperty({ enum: ['queued', 'discarded'] }) state!: string;
  @ApiProperty({ enum: ['queued', 'deferred', 'none'], description: "deferred: Redis was away; the worker's relay sends it within a minute of its return" })
  enqueued!: string;
}
