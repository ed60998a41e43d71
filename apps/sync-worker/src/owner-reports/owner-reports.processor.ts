import { OwnerJob, QueueName, ZOwnerWeeklyReportPayloadSchema } from '@immo/domain';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { type WeeklyReportOutcome, WeeklyReportService } from './weekly-report.service';

export type OwnerJobOutcome = { job: typeof OwnerJob.weeklyReport } & WeeklyReportOutcome;

/** The owners queue's one processor: the weekly report (safe to run twice: one mail per owner and week). */
@Processor(QueueName.owners, { concurrency: 1 })
export class OwnerReportsProcessor extends WorkerHost {
  private readonly logger = new Logger(OwnerReportsProcessor.name);

  constructor(private readonly reports: WeeklyReportService) {
    super();
  }

  async process(job: Job<unknown, OwnerJobOutcome>): Promise<OwnerJobOutcome> {
    switch (job.name) {
      case OwnerJob.weeklyReport: {
        const parsed = ZOwnerWeeklyReportPayloadSchema.safeParse(job.data);
        if (!parsed.success) throw new UnrecoverableError(`Invalid ${job.name} payload: ${parsed.error.message}`);
        const outcome = await this.reports.run(new Date(), parsed.data.weekStart);
        this.logger.log(`Owner weekly report of the week of ${outcome.weekStart}: ${outcome.mails} mails`);
        return { job: OwnerJob.weeklyReport, ...outcome };
      }
      default:
        throw new UnrecoverableError(`Unknown job ${job.name} on queue ${QueueName.owners}`);
    }
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    const attempts = job ? ` (attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1})` : '';
    this.logger.warn(`Job ${job?.name ?? '?'} ${job?.id ?? ''} failed${attempts}: ${error.message}`);
  }
}
