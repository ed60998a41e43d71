import { DemandJob, QueueName, SyncJob, ZSyncImportPayloadSchema } from '@immo/domain';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { type Job, Queue, UnrecoverableError } from 'bullmq';
import { ENV, type WorkerEnv } from '../config/env';
import { CatalogueChangePublisher } from '../revalidation/catalogue-change.publisher';
import { WebRevalidationNotifier } from '../revalidation/web-revalidation.notifier';
import { CatalogueImporter } from './catalogue-importer';
import type { ExportSource } from './crm/export-source';
import { defaultExportLocation, exportSourceFor, locationForRecord, NO_SOURCE } from './export-source-for';
import type { SyncRunOutcome } from './sync-run-log';

export type SyncJobOutcome = { job: typeof SyncJob.import } & SyncRunOutcome;

// Concurrency 1: two imports at once would race on the same rows and both
// decide what to withdraw; one after the other is also fast enough.
@Processor(QueueName.sync, { concurrency: 1 })
export class SyncProcessor extends WorkerHost {
  private readonly logger = new Logger(SyncProcessor.name);

  constructor(
    private readonly importer: CatalogueImporter,
    private readonly catalogueChanges: CatalogueChangePublisher,
    private readonly webRevalidation: WebRevalidationNotifier,
    @Inject(ENV) private readonly env: WorkerEnv,
    @InjectQueue(QueueName.demands) private readonly demandsQueue: Queue,
  ) {
    super();
  }

  async process(job: Job<unknown, SyncJobOutcome>): Promise<SyncJobOutcome> {
    if (job.name !== SyncJob.import) {
      // Retrying cannot teach this worker a new job name.
      throw new UnrecoverableError(`Unknown job ${job.name} on queue ${QueueName.sync}`);
    }
    const payload = ZSyncImportPayloadSchema.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${SyncJob.import} payload: ${payload.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      );
    }
    let source: ExportSource;
    try {
      // No source in the job (schedules, operators): the configured one.
      source = exportSourceFor(payload.data.source, this.env);
    } catch (error) {
      // Recorded as a failed run: the operator who was told 202 sees why in
      // GET /api/sync-runs. Retrying cannot configure a source.
      const reason = error instanceof Error ? error.message : String(error);
      const where = locationForRecord(payload.data.source ?? defaultExportLocation(this.env) ?? NO_SOURCE);
      await this.importer.recordUnstartable(
        { source: where, full: payload.data.full, trigger: payload.data.trigger, operatorId: payload.data.operatorId },
        reason,
      );
      throw new UnrecoverableError(reason);
    }
    // Database errors (including a schema not migrated yet) propagate, so
    // BullMQ retries the job with backoff.
    const outcome = await this.importer.run({
      source,
      full: payload.data.full,
      trigger: payload.data.trigger,
      operatorId: payload.data.operatorId,
    });
    this.logger.log(
      `Sync run ${outcome.runId} ${outcome.status}: ${outcome.created} created, ${outcome.updated} updated, ` +
        `${outcome.unchanged} unchanged, ${outcome.withdrawn} withdrawn, ${outcome.rejected} rejected`,
    );
    // The BFFs and the web cache the catalogue; after a run that changed it,
    // tell them now (never fails the run: both only log, and answers expire in 60 s).
    if (outcome.status === 'succeeded' && outcome.created + outcome.updated + outcome.withdrawn > 0) {
      await this.catalogueChanges.catalogueChanged(outcome.runId);
      await this.webRevalidation.catalogueChanged();
      await this.announceToDemands(outcome.runId);
    }
    return { job: SyncJob.import, ...outcome };
  }

  /**
   * Demand alerts look at what the run changed. Best effort: a lost job only
   * delays the alerts, since the next run's look finds every change since the
   * last look, not only its own.
   */
  private async announceToDemands(runId: number): Promise<void> {
    try {
      await this.demandsQueue.add(
        DemandJob.afterImport,
        { runId },
        {
          jobId: `after-import-${runId}`,
          attempts: 3,
          backoff: { type: 'exponential', delay: 10_000 },
          removeOnComplete: { count: 200 },
          removeOnFail: { count: 500 },
        },
      );
    } catch (error) {
      this.logger.warn(
        `Demand alerts not told of sync run ${runId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Retries are otherwise silent: an operator should see why a job is waiting. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    const attempts = job ? ` (attempt ${job.attemptsMade} of ${job.opts.attempts ?? 1})` : '';
    this.logger.warn(`Job ${job?.name ?? '?'} ${job?.id ?? ''} failed${attempts}: ${error.message}`);
  }
}
