import { type JobOf, QueueName, SyncJob } from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';
import { isCatalogueEmpty } from '@immo/db';

/** Fixed so that two workers booting together enqueue one import, not two. */
export const STARTUP_SAMPLE_IMPORT_JOB_ID = 'sync-import-startup-sample';

/**
 * A fresh installation shows the bundled sample instead of an empty site.
 * The job (not this hook) does the work, so a schema that the BFF has not
 * migrated yet only delays it: BullMQ retries with exponential backoff.
 */
@Injectable()
export class SyncStartupService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SyncStartupService.name);

  constructor(
    @InjectQueue(QueueName.sync) private readonly syncQueue: Queue,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.SAMPLE_IMPORT_ON_EMPTY) return;
    if (!(await isCatalogueEmpty(this.dataSource.manager))) return;
    const payload: JobOf<typeof SyncJob.import> = {
      source: this.env.SAMPLE_EXPORT_DIR,
      full: false,
      trigger: 'startup',
    };
    await this.syncQueue.add(SyncJob.import, payload, {
      jobId: STARTUP_SAMPLE_IMPORT_JOB_ID,
      attempts: 10,
      backoff: { type: 'exponential', delay: 2000 },
      // Removed once finished so a later boot on an emptied database can
      // enqueue it again; the sync_runs row keeps the outcome.
      removeOnComplete: true,
      removeOnFail: true,
    });
    this.logger.log(`Catalogue empty: queued an import of ${this.env.SAMPLE_EXPORT_DIR}`);
  }
}
