import { type JobOf, QueueName, SyncJob } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { Repository } from 'typeorm';
import { LISTED_REJECTIONS, type SyncRunResponse } from './dto/sync-run.response';
import type { SyncRunQueuedResponse, TStartSyncRunBody } from './dto/start-sync-run.body';
import type { TListSyncRunsQuery } from './dto/sync-runs.query';
import { SyncRunEntity } from './sync-run.entity';
import { SyncRunException, SyncRunExceptionCode } from './sync-run.exception';

@Injectable()
export class SyncRunsService {
  constructor(
    @InjectRepository(SyncRunEntity) private readonly syncRuns: Repository<SyncRunEntity>,
    @InjectQueue(QueueName.sync) private readonly syncQueue: Queue,
  ) {}

  async latest(query: TListSyncRunsQuery): Promise<SyncRunResponse[]> {
    const runs = await this.syncRuns.find({ order: { startedAt: 'DESC', id: 'DESC' }, take: query.limit });
    return runs.map((run) => {
      const response = toResponse(run);
      return {
        ...response,
        rejections: response.rejections.slice(0, LISTED_REJECTIONS),
        warnings: response.warnings.slice(0, LISTED_REJECTIONS),
      };
    });
  }

  async detail(id: number): Promise<SyncRunResponse> {
    const run = await this.syncRuns.findOneBy({ id });
    if (!run) throw new SyncRunException(`No sync run ${id}`, SyncRunExceptionCode.notFound);
    return toResponse(run);
  }

  /**
   * Queues an import of the worker's configured CRM source. The worker runs
   * one import at a time, so this one waits for a running import to finish.
   * Asking again while the same kind of run is still queued or running
   * returns that job instead of queuing a second one.
   */
  async start(body: TStartSyncRunBody): Promise<SyncRunQueuedResponse> {
    const payload: JobOf<typeof SyncJob.import> = { full: body.full, trigger: 'operator' };
    const job = await this.syncQueue.add(SyncJob.import, payload, {
      deduplication: { id: `operator-${body.full ? 'full' : 'incremental'}` },
      attempts: 3,
      backoff: { type: 'exponential', delay: 10_000 },
      removeOnComplete: { count: 200 },
      removeOnFail: { count: 500 },
    });
    if (!job.id) throw new Error('BullMQ returned a job without an id');
    return { jobId: job.id, full: body.full };
  }
}

function toResponse(run: SyncRunEntity): SyncRunResponse {
  return {
    id: run.id,
    source: run.source,
    trigger: run.trigger,
    full: run.full,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    withdrawn: run.withdrawn,
    rejected: run.rejected,
    rejections: run.rejections,
    warnings: run.warnings,
    failureReason: run.failureReason,
    watermark: run.watermark,
  };
}
