import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { z } from 'zod';

// Without a body (none sent, or no JSON content type) there is nothing to parse: that means the defaults.
export const ZStartSyncRunBodySchema = z.preprocess(
  (body) => body ?? {},
  z
    .object({
      /** A full run also withdraws the live properties missing from the export. */
      full: z.boolean().default(false),
    })
    .strict(),
);
export type TStartSyncRunBody = z.infer<typeof ZStartSyncRunBodySchema>;

export class StartSyncRunBody {
  @ApiPropertyOptional({ default: false, description: 'Full re-sync: withdraws live properties absent from the export' }) full?: boolean;
}

export class SyncRunQueuedResponse {
  @ApiProperty({ description: 'BullMQ job id on the sync queue (visible in Bull Board)' }) jobId!: string;
  @ApiProperty() full!: boolean;
}
