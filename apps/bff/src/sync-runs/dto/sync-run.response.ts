import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { syncRunStatuses, type SyncRejection, type SyncRunStatus } from '../sync-run.entity';

export class SyncRejectionResponse implements SyncRejection {
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true }) id!: string | number | null;
  @ApiProperty() reason!: string;
}

export class SyncRunResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Export folder or CRM base URL' }) source!: string;
  @ApiProperty({ enum: ['startup', 'schedule', 'operator'] }) trigger!: string;
  @ApiProperty() full!: boolean;
  @ApiProperty({ enum: syncRunStatuses }) status!: SyncRunStatus;
  @ApiProperty() startedAt!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) finishedAt!: string | null;
  @ApiProperty() created!: number;
  @ApiProperty() updated!: number;
  @ApiProperty() unchanged!: number;
  @ApiProperty() withdrawn!: number;
  @ApiProperty() rejected!: number;
  @ApiProperty({ type: [SyncRejectionResponse] }) rejections!: SyncRejectionResponse[];
  @ApiPropertyOptional({ type: String, nullable: true }) failureReason!: string | null;
}
