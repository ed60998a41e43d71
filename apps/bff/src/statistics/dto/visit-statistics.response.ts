import type { DailyViews, VisitStatistics } from '@immo/domain';
import { ApiProperty } from '@nestjs/swagger';

export class DailyViewsResponse implements DailyViews {
  @ApiProperty({ example: '2026-03-18', description: 'Brussels calendar day' }) day!: string;
  @ApiProperty() views!: number;
}

export class VisitStatisticsResponse implements VisitStatistics {
  @ApiProperty() today!: number;
  @ApiProperty({ description: 'Since Monday' }) thisWeek!: number;
  @ApiProperty({ description: 'Since the 1st of the month' }) thisMonth!: number;
  @ApiProperty() total!: number;
  @ApiProperty({ type: [DailyViewsResponse], description: '30 days ending today, oldest first, zero-filled' })
  last30Days!: DailyViewsResponse[];
}
