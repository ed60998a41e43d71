import {
  type ProjectDetailDto,
  type ProjectSummaryDto,
  type TPropertyDetailQuery,
  ZProjectDetailDtoSchema,
  ZProjectSummaryDtoSchema,
  ZPropertyDetailQuerySchema,
  ZRecordIdSchema,
} from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiBadRequestResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Localized } from '../common/localized-query.pipe';
import { PublicCache } from '../common/cache-control';
import { responseSchema } from '../common/response-schema';
import { ProjectsService } from './projects.service';
import { LocalizedQuery, ValidParam } from '../common/zod-request';

// The OpenAPI schemas of the answers, from the domain's zod schemas: each shape is declared once.
const ProjectSummaryResponse = responseSchema('ProjectSummaryResponse', ZProjectSummaryDtoSchema);
const ProjectDetailResponse = responseSchema('ProjectDetailResponse', ZProjectDetailDtoSchema);

// Projects take the same query (locale) and id rules as properties.
@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(private readonly projectsService: ProjectsService) {}

  @Get()
  @PublicCache()
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues }' })
  @ApiOkResponse({ type: [ProjectSummaryResponse], description: 'Live projects, latest change first' })
  list(
    @LocalizedQuery(ZPropertyDetailQuerySchema) query: Localized<TPropertyDetailQuery>,
  ): Promise<ProjectSummaryDto[]> {
    return this.projectsService.list(query);
  }

  @Get(':id')
  @ApiBadRequestResponse({
    description:
      '{ code: "INVALID_REQUEST", issues }: the id is not 1 to 2147483647 in plain digits, or the query is invalid',
  })
  @PublicCache()
  @ApiOkResponse({ type: ProjectDetailResponse })
  @ApiNotFoundResponse({ description: '{ code: "PROJECT_NOT_FOUND" }' })
  @ApiGoneResponse({ description: '{ code: "PROJECT_WITHDRAWN" }: no longer in the CRM export' })
  detail(
    @ValidParam('id', ZRecordIdSchema) id: number,
    @LocalizedQuery(ZPropertyDetailQuerySchema) query: Localized<TPropertyDetailQuery>,
  ): Promise<ProjectDetailDto> {
    return this.projectsService.detail(id, query);
  }
}
