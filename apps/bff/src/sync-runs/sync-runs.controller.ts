import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NoStore } from '../common/cache-control';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { responseSchema } from '../common/response-schema';
import { Audited } from '../operators/audited.decorator';
import { CurrentOperator, OperatorOnly } from '../operators/operator-only.decorator';
import type { OperatorPrincipal } from '../operators/operator-sessions';
import {
  type SyncRunQueued,
  type TStartSyncRunBody,
  ZStartSyncRunBodySchema,
  ZSyncRunQueuedSchema,
} from './dto/start-sync-run.body';
import { type TListSyncRunsQuery, ZListSyncRunsQuerySchema, ZSyncRunIdSchema } from './dto/sync-runs.query';
import { SyncRunsService } from './sync-runs.service';
import { ImportScheduleReader } from './import-schedule';
import { SyncRunRecords } from './sync-run-records';
import {
  type ImportSchedule,
  SYNC_RUN_LISTED_RECORDS,
  type SyncRecordsPage,
  type SyncRecordsQuery,
  type SyncRunView,
  ZImportScheduleSchema,
  ZSyncRecordsPageSchema,
  ZSyncRecordsQuerySchema,
  ZSyncRunSchema,
} from '@immo/domain';
import { ValidBody, ValidParam, ValidQuery } from '../common/zod-request';

// The OpenAPI schemas of the answers, from the domain's zod schemas: each shape is declared once.
const SyncRunResponse = responseSchema('SyncRunResponse', ZSyncRunSchema);
const SyncRecordsPageResponse = responseSchema('SyncRecordsPageResponse', ZSyncRecordsPageSchema);
const ImportScheduleResponse = responseSchema('ImportScheduleResponse', ZImportScheduleSchema);
const SyncRunQueuedResponse = responseSchema('SyncRunQueuedResponse', ZSyncRunQueuedSchema);

@ApiTags('operations')
@OperatorOnly()
// Below @OperatorOnly(): a forged request is refused before its session is looked up.
@RefuseCrossSite()
@Controller('sync-runs')
export class SyncRunsController {
  constructor(
    private readonly syncRunsService: SyncRunsService,
    private readonly records: SyncRunRecords,
    private readonly schedule: ImportScheduleReader,
  ) {}

  // A static path: the router matches it before `:id`.
  @Get('schedule')
  @NoStore()
  @ApiOkResponse({
    type: ImportScheduleResponse,
    description:
      "The imports the worker scheduled (from its job schedulers in Redis, with their next time; null when none is registered, schedulesRead false when Redis did not answer) and the catalogue's freshness (stale once older than the incremental interval + 30 minutes)",
  })
  importSchedule(): Promise<ImportSchedule> {
    return this.schedule.read();
  }

  @Get()
  @NoStore()
  @ApiOkResponse({
    type: [SyncRunResponse],
    description: `Latest import runs first, each with its first ${SYNC_RUN_LISTED_RECORDS} rejections and warnings`,
  })
  latest(@ValidQuery(ZListSyncRunsQuerySchema) query: TListSyncRunsQuery): Promise<SyncRunView[]> {
    return this.syncRunsService.latest(query);
  }

  @Get(':id')
  @NoStore()
  @ApiOkResponse({ type: SyncRunResponse, description: 'One run with every rejection and warning' })
  @ApiNotFoundResponse({ description: '{ code: "SYNC_RUN_NOT_FOUND" }' })
  detail(@ValidParam('id', ZSyncRunIdSchema) id: number): Promise<SyncRunView> {
    return this.syncRunsService.detail(id);
  }

  @Get(':id/records')
  @NoStore()
  @ApiOkResponse({ type: SyncRecordsPageResponse, description: 'The matching records in the order of the run' })
  @ApiNotFoundResponse({ description: '{ code: "SYNC_RUN_NOT_FOUND" }' })
  searchRecords(
    @ValidParam('id', ZSyncRunIdSchema) id: number,
    @ValidQuery(ZSyncRecordsQuerySchema) query: SyncRecordsQuery,
  ): Promise<SyncRecordsPage> {
    return this.records.search(id, query);
  }

  @Post()
  @Audited('sync.start')
  @NoStore()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({
    type: SyncRunQueuedResponse,
    description: 'Import queued; its run appears in GET /api/sync-runs once it starts',
  })
  start(
    @ValidBody('StartSyncRunBody', ZStartSyncRunBodySchema) body: TStartSyncRunBody,
    @CurrentOperator() operator: OperatorPrincipal,
  ): Promise<SyncRunQueued> {
    return this.syncRunsService.start(body, operator.id);
  }
}
