import {
  DemandJob,
  QueueName,
  ZDemandAfterImportPayloadSchema,
  ZDemandCleanupPayloadSchema,
  ZDemandDigestPayloadSchema,
} from '@immo/domain';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { type AfterImportOutcome, DemandAlertsService } from './demand-alerts.service';
import { type CleanupOutcome, deleteUnconfirmedSubscriptions } from './subscription-cleanup';

export type DemandJobOutcome =
  | ({ job: typeof DemandJob.afterImport } & AfterImportOutcome)
  | { job: typeof DemandJob.digest; frequency: 'daily' | 'weekly'; mails: number }
  | ({ job: typeof DemandJob.cleanup } & CleanupOutcome);

function payload<T>(
  job: Job,
  schema: { safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: { message: string } } },
): T {
  const parsed = schema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`Invalid ${job.name} payload: ${parsed.error.message}`);
  return parsed.data;
}

// Concurrency 1: an after-import look and a digest never interleave, so the
// listing memory and a demand's waiting items change one job at a time.
@Processor(QueueName.demands, { concurrency: 1 })
export class DemandsProcessor extends WorkerHost {
  private readonly logger = new Logger(DemandsProcessor.name);

  constructor(
    private readonly alerts: DemandAlertsService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {
    super();
  }

  async process(job: Job<unknown, DemandJobOutcome>): Promise<DemandJobOutcome> {
    switch (job.name) {
      case DemandJob.afterImport: {
        payload(job, ZDemandAfterImportPayloadSchema);
        const outcome = await this.alerts.afterImport();
        this.logger.log(
          outcome.baseline
            ? 'Demand alerts: first look at the catalogue, nothing announced'
            : `Demand alerts: ${outcome.changes} listing changes, ${outcome.demandsMatched} demands matched, ${outcome.mails} instant mails`,
        );
        return { job: DemandJob.afterImport, ...outcome };
      }
      case DemandJob.digest: {
        const { frequency } = payload(job, ZDemandDigestPayloadSchema);
        const mails = await this.alerts.digest(frequency);
        this.logger.log(`Demand ${frequency} digest: ${mails} mails`);
        return { job: DemandJob.digest, frequency, mails };
      }
      case DemandJob.cleanup: {
        payload(job, ZDemandCleanupPayloadSchema);
        const outcome = await deleteUnconfirmedSubscriptions(this.dataSource, new Date());
        this.logger.log(`Unconfirmed sign-ups deleted: ${outcome.demands} demands, ${outcome.newsletter} newsletter`);
        return { job: DemandJob.cleanup, ...outcome };
      }
      default:
        throw new UnrecoverableError(`Unknown job ${job.name} on queue ${QueueName.demands}`);
    }
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    const attempts = job ? ` (attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1})` : '';
    this.logger.warn(`Job ${job?.name ?? '?'} ${job?.id ?? ''} failed${attempts}: ${error.message}`);
  }
}
