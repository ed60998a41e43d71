import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { NoStore } from '../common/cache-control';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { SyncRunResponse } from './dto/sync-run.response';
import { type TListSyncRunsQuery, ZListSyncRunsQuerySchema } from './dto/sync-runs.query';
import { SyncRunsService } from './sync-runs.service';

// TODO(auth): operators only. Open for the walking skeleton; it exposes counts
// and rejection reasons, no personal data. Guard it when operator auth lands.
@ApiTags('operations')
@Controller('sync-runs')
export class SyncRunsController {
  constructor(private readonly syncRunsService: SyncRunsService) {}

  @Get()
  @NoStore()
  @ApiQuery({ name: 'limit', type: Number, required: false, description: '1-100, default 20' })
  @ApiOkResponse({ type: [SyncRunResponse], description: 'Latest import runs first' })
  latest(@Query(new ZodValidationPipe(ZListSyncRunsQuerySchema)) query: TListSyncRunsQuery): Promise<SyncRunResponse[]> {
    return this.syncRunsService.latest(query);
  }
}
