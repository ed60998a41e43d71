import { clearSentCopies, deleteDeadMails, deleteWebVitalsBefore, trimSyncRunDetails } from '@immo/db';
import { addDays, retentionCutoff, statisticsDayOf, WEB_VITALS_RETENTION_DAYS } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';

export interface RecordRetentionOutcome {
  /** Sync runs whose rejected records and warnings were dropped (the run and its counts stay). */
  syncRunsTrimmed: number;
  /** Dead or discarded mails deleted. */
  deadMailsDeleted: number;
  /** Sent mails whose HTML and text copy was dropped (subject and data stay). */
  sentCopiesCleared: number;
  /** Web Vitals histogram rows of days past WEB_VITALS_RETENTION_DAYS deleted. */
  webVitalsRowsDeleted: number;
}

/** Sync-run details past SYNC_RUN_RETENTION_DAYS, dead mails past DEAD_MAIL_RETENTION_DAYS, sent copies past SENT_COPY_RETENTION_DAYS, Web Vitals past WEB_VITALS_RETENTION_DAYS. */
@Injectable()
export class RecordRetention {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async prune(now: Date = new Date()): Promise<RecordRetentionOutcome> {
    // The run stays: its counts are the import history, and the latest one's watermark drives incremental runs.
    const syncRunsTrimmed = await trimSyncRunDetails(
      this.dataSource,
      retentionCutoff(now, this.env.SYNC_RUN_RETENTION_DAYS),
    );
    const deadMailsDeleted = await deleteDeadMails(
      this.dataSource,
      retentionCutoff(now, this.env.DEAD_MAIL_RETENTION_DAYS),
    );
    // The console shows a mail as sent from its copy; past the window it says the copy is gone.
    const sentCopiesCleared = await clearSentCopies(
      this.dataSource,
      retentionCutoff(now, this.env.SENT_COPY_RETENTION_DAYS),
    );
    // Whole Brussels days: the console reads the last 28, a quarter's back is kept for comparison.
    const webVitalsRowsDeleted = await deleteWebVitalsBefore(
      this.dataSource,
      addDays(statisticsDayOf(now), 1 - WEB_VITALS_RETENTION_DAYS),
    );
    return { syncRunsTrimmed, deadMailsDeleted, sentCopiesCleared, webVitalsRowsDeleted };
  }
}
