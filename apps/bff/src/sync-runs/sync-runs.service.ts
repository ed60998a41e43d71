import { type JobOf, QueueName, SYNC_RUN_LISTED_RECORDS, SyncJob, type SyncRunView } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { Repository } from 'typeorm';
import { withTimeout } from '../common/with-timeout';
import type { SyncRunQueued, TStartSyncRunBody } from './dto/start-sync-run.body';
import type { TListSyncRunsQuery } from './dto/sync-runs.query';
import { SyncRunEntity } from '@immo/db';
import { SyncRunException, SyncRunExceptionCode } from './sync-run.exception';

/** A connection or queue call not done by then will not be soon: Redis is away (so 503 within 5 s). */
const QUEUE_CALL_TIMEOUT_MS = 2_500;

@Injectable()
export class SyncRunsService {
  private readonly logger = new Logger(SyncRunsService.name);

  constructor(
    @InjectRepository(SyncRunEntity) private readonly syncRuns: Repository<SyncRunEntity>,
    @InjectQueue(QueueName.sync) private readonly syncQueue: Queue,
  ) {}

  async latest(query: TListSyncRunsQuery): Promise<SyncRunView[]> {
    const runs = await this.syncRuns.find({
      order: { startedAt: 'DESC', id: 'DESC' },
      take: query.limit,
      relations: { starter: true },
    });
    return runs.map((run) => {
      const response = toResponse(run);
      return {
        ...response,
        rejections: response.rejections.slice(0, SYNC_RUN_LISTED_RECORDS),
        warnings: response.warnings.slice(0, SYNC_RUN_LISTED_RECORDS),
      };
    });
  }

  async detail(id: number): Promise<SyncRunView> {
    const run = await this.syncRuns.findOne({ where: { id }, relations: { starter: true } });
    if (!run) throw new SyncRunException(`No sync run ${id}`, SyncRunExceptionCode.notFound);
    return toResponse(run);
  }

  /**
   * Queues an import of the worker's configured CRM source. The worker runs
   * one import at a time, so this one waits for a running import to finish.
   * Asking again while the same kind of run is still queued or running
   * returns that job instead of queuing a second one.
   */
  async start(body: TStartSyncRunBody, operatorId?: number): Promise<SyncRunQueued> {
    const payload: JobOf<typeof SyncJob.import> = {
      full: body.full,
      trigger: 'operator',
      ...(operatorId === undefined ? {} : { operatorId }),
    };
    const job = await this.enqueue(() =>
      this.syncQueue.add(SyncJob.import, payload, {
        deduplication: { id: `operator-${body.full ? 'full' : 'incremental'}` },
        attempts: 3,
        backoff: { type: 'exponential', delay: 10_000 },
        removeOnComplete: { count: 200 },
        removeOnFail: { count: 500 },
      }),
    );
    if (!job.id) throw new Error('BullMQ returned a job without an id');
    return { jobId: job.id, full: body.full };
  }

  /**
   * Runs a queue call, or fails within seconds with QUEUE_UNAVAILABLE (503)
   * when Redis is away. The connection is awaited apart from the call: a
   * producer that never connected waits for Redis however long, and a job
   * must not be queued minutes after its caller was told it was not.
   */
  private async enqueue<T>(add: () => Promise<T>): Promise<T> {
    try {
      const client = await withTimeout(this.syncQueue.getBackend().client, QUEUE_CALL_TIMEOUT_MS, 'Redis connection');
      if (client.status !== 'ready') throw new Error(`Redis connection ${client.status}`);
      return await withTimeout(add(), QUEUE_CALL_TIMEOUT_MS, 'queue call');
    } catch (error) {
      this.logger.warn(`Import not queued: ${error instanceof Error ? error.message : String(error)}`);
      throw new SyncRunException(
        'The import queue is unavailable; try again in a moment.',
        SyncRunExceptionCode.queueUnavailable,
      );
    }
  }
}

function toResponse(run: SyncRunEntity): SyncRunView {
  return {
    id: run.id,
    source: run.source,
    trigger: run.trigger,
    startedBy: run.starter?.displayName ?? null,
    full: run.full,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    withdrawn: run.withdrawn,
    projectsWithdrawn: run.projectsWithdrawn,
    rejected: run.rejected,
    warningCount: run.warnings.length,
    rejections: run.rejections,
    warnings: run.warnings,
    failureReason: run.failureReason,
    watermark: run.watermark,
  };
}
