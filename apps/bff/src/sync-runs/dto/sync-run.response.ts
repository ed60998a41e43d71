import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { syncRunStatuses, type SyncRejection, type SyncRunStatus } from '@immo/db';

export class SyncRejectionResponse implements SyncRejection {
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true }) id!: string | number | null;
  @ApiProperty() reason!: string;
}

/** Rejections per run in the list: enough to see what went wrong without shipping thousands per run. */
export const LISTED_REJECTIONS = 20;

export class SyncRunResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Export folder or CRM base URL' }) source!: string;
  @ApiProperty({ enum: ['startup', 'schedule', 'operator'] }) trigger!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The name of the operator who started it from the console' }) startedBy!: string | null;
  @ApiProperty() full!: boolean;
  @ApiProperty({ enum: syncRunStatuses }) status!: SyncRunStatus;
  @ApiProperty() startedAt!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) finishedAt!: string | null;
  @ApiProperty() created!: number;
  @ApiProperty() updated!: number;
  @ApiProperty() unchanged!: number;
  @ApiProperty({ description: 'Properties withdrawn' }) withdrawn!: number;
  @ApiProperty({ description: 'Projects withdrawn' }) projectsWithdrawn!: number;
  @ApiProperty() rejected!: number;
  @ApiProperty({ description: 'Records imported with a warning (the list carries the first ones only)' }) warningCount!: number;
  @ApiProperty({
    type: [SyncRejectionResponse],
    description: `In the list, the first ${LISTED_REJECTIONS} only (\`rejected\` is the total); all of them from GET /api/sync-runs/{id}`,
  })
  rejections!: SyncRejectionResponse[];
  @ApiProperty({
    type: [SyncRejectionResponse],
    description: `Records imported with a field cleared, and why; in the list, the first ${LISTED_REJECTIONS} only`,
  })
  warnings!: SyncRejectionResponse[];
  @ApiPropertyOptional({ type: String, nullable: true }) failureReason!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Highest CRM LastChangedDate applied; the next incremental run starts after it' })
  watermark!: string | null;
}
