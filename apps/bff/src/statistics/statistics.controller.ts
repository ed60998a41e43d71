import { statisticsDayOf, type VisitStatistics, ZPropertyIdSchema, ZVisitStatisticsSchema } from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NoStore } from '../common/cache-control';
import { responseSchema } from '../common/response-schema';
import { OperatorOnly } from '../operators/operator-only.decorator';
import { StatisticsService } from './statistics.service';
import { ValidParam } from '../common/zod-request';

// The OpenAPI schema of the answer, from the domain's zod schema: the shape is declared once.
const VisitStatisticsResponse = responseSchema('VisitStatisticsResponse', ZVisitStatisticsSchema);

/**
 * Visit statistics are never public: operators read any property's here;
 * owners read their own properties' through the owner portal (owner-portal/).
 */
@ApiTags('statistics')
@OperatorOnly()
@Controller('statistics')
export class StatisticsController {
  constructor(private readonly statisticsService: StatisticsService) {}

  @Get('properties/:id')
  @NoStore()
  @ApiOkResponse({
    type: VisitStatisticsResponse,
    description: 'Views today, this week, this month, in total and per day over the last 30 days (Brussels days)',
  })
  @ApiNotFoundResponse({ description: '{ code: "PROPERTY_NOT_FOUND" }' })
  forProperty(@ValidParam('id', ZPropertyIdSchema) id: number): Promise<VisitStatistics> {
    return this.statisticsService.forProperty(id, statisticsDayOf(new Date()));
  }
}
