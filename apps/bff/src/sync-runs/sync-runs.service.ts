import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SyncRunResponse } from './dto/sync-run.response';
import type { TListSyncRunsQuery } from './dto/sync-runs.query';
import { SyncRunEntity } from './sync-run.entity';

@Injectable()
export class SyncRunsService {
  constructor(@InjectRepository(SyncRunEntity) private readonly syncRuns: Repository<SyncRunEntity>) {}

  async latest(query: TListSyncRunsQuery): Promise<SyncRunResponse[]> {
    const runs = await this.syncRuns.find({ order: { startedAt: 'DESC', id: 'DESC' }, take: query.limit });
    return runs.map((run) => ({
      ...run,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
    }));
  }
}
