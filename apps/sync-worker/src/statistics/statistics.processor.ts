import {
  addDays,
  type IsoDay,
  QueueName,
  statisticsDayOf,
  StatisticsJob,
  ZStatisticsAggregatePayloadSchema,
} from '@immo/domain';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { type AggregationOutcome, DailyViewsAggregator } from './daily-views-aggregator';

export type StatisticsJobOutcome = { job: typeof StatisticsJob.aggregate } & AggregationOutcome;

/**
 * Without a day, yesterday and today: the nightly run completes yesterday
 * (views until midnight arrived after the previous run) and starts today.
 */
export function daysToAggregate(day: IsoDay | undefined, now: Date): IsoDay[] {
  if (day !== undefined) return [day];
  const today = statisticsDayOf(now);
  return [addDays(today, -1), today];
}

// The one processor of the statistics queue. Aggregations are idempotent
// upserts, so overlapping runs would be harmless; one at a time is enough.
@Processor(QueueName.statistics, { concurrency: 1 })
export class StatisticsProcessor extends WorkerHost {
  private readonly logger = new Logger(StatisticsProcessor.name);

  constructor(private readonly aggregator: DailyViewsAggregator) {
    super();
  }

  async process(job: Job<unknown, StatisticsJobOutcome>): Promise<StatisticsJobOutcome> {
    if (job.name !== StatisticsJob.aggregate) {
      throw new UnrecoverableError(`Unknown job ${job.name} on queue ${QueueName.statistics}`);
    }
    const payload = ZStatisticsAggregatePayloadSchema.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${StatisticsJob.aggregate} payload: ${payload.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      );
    }
    // Database errors propagate so BullMQ retries with the job's backoff.
    const outcome = await this.aggregator.aggregate(daysToAggregate(payload.data.day, new Date()));
    this.logger.log(
      `Visit statistics of ${outcome.days.join(', ')}: ${outcome.views} views of ${outcome.properties} properties`,
    );
    return { job: StatisticsJob.aggregate, ...outcome };
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    const attempts = job ? ` (attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1})` : '';
    this.logger.warn(`Job ${job?.name ?? '?'} ${job?.id ?? ''} failed${attempts}: ${error.message}`);
  }
}
