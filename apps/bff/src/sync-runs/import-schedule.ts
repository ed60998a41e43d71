import {
  catalogueFreshness,
  type ImportSchedule,
  importScheduleOf,
  QueueName,
  type RegisteredSchedule,
} from '@immo/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { lastSucceededImportAt } from '@immo/db';
import { withTimeout } from '../common/with-timeout';
import { type BffEnv, ENV } from '../config/env';

/** The console shows the page without the schedule rather than wait for an absent Redis. */
const SCHEDULER_READ_TIMEOUT_MS = 1_500;

/**
 * When the imports run, read from the job schedulers the worker registered
 * in Redis (BullMQ computed their next time with its own cron library, so
 * the console shows what will happen, not what a setting says), and how old
 * the catalogue is (the rule of the BFF's readiness, catalogue-freshness).
 */
@Injectable()
export class ImportScheduleReader {
  private readonly logger = new Logger(ImportScheduleReader.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.sync) private readonly syncQueue: Queue,
    @Inject(ENV) private readonly env: Pick<BffEnv, 'SYNC_INCREMENTAL_EVERY_MINUTES'>,
  ) {}

  async read(now = new Date()): Promise<ImportSchedule> {
    const [registered, lastImportAt] = await Promise.all([this.registered(), lastSucceededImportAt(this.dataSource)]);
    const freshness = catalogueFreshness(lastImportAt, now, this.env.SYNC_INCREMENTAL_EVERY_MINUTES);
    return importScheduleOf(registered, freshness, this.env.SYNC_INCREMENTAL_EVERY_MINUTES);
  }

  private async registered(): Promise<RegisteredSchedule[] | null> {
    try {
      const client = await withTimeout(
        this.syncQueue.getBackend().client,
        SCHEDULER_READ_TIMEOUT_MS,
        'Redis connection',
      );
      if (client.status !== 'ready') throw new Error(`Redis connection ${client.status}`);
      return await withTimeout(this.syncQueue.getJobSchedulers(), SCHEDULER_READ_TIMEOUT_MS, 'job schedulers');
    } catch (error) {
      this.logger.warn(`Import schedule not read: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
