import { QueueName, RetentionJob, ZRetentionPrunePayloadSchema } from '@immo/domain';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { type RecordRetentionOutcome, RecordRetention } from './record-retention';
import { type ViewRetentionOutcome, ViewRetention } from './view-retention';

export type RetentionJobOutcome = {
  job: typeof RetentionJob.prune;
  views: ViewRetentionOutcome;
} & RecordRetentionOutcome;

// The one processor of the retention queue: every step is idempotent, so a retry or a second run changes nothing more.
@Processor(QueueName.retention, { concurrency: 1 })
export class RetentionProcessor extends WorkerHost {
  private readonly logger = new Logger(RetentionProcessor.name);

  constructor(
    private readonly views: ViewRetention,
    private readonly records: RecordRetention,
  ) {
    super();
  }

  async process(job: Job<unknown, RetentionJobOutcome>): Promise<RetentionJobOutcome> {
    if (job.name !== RetentionJob.prune)
      throw new UnrecoverableError(`Unknown job ${job.name} on queue ${QueueName.retention}`);
    if (!ZRetentionPrunePayloadSchema.safeParse(job.data).success)
      throw new UnrecoverableError(`Invalid ${RetentionJob.prune} payload`);
    const views = await this.views.prune();
    const records = await this.records.prune();
    this.logger.log(
      `Retention: ${views.deleted} raw views of ${views.days.length} days folded and deleted, details of ${records.syncRunsTrimmed} sync runs dropped, ${records.deadMailsDeleted} dead mails deleted, ${records.sentCopiesCleared} sent copies cleared`,
    );
    return { job: RetentionJob.prune, views, ...records };
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    const attempts = job ? ` (attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1})` : '';
    this.logger.warn(`Job ${job?.name ?? '?'} ${job?.id ?? ''} failed${attempts}: ${error.message}`);
  }
}
