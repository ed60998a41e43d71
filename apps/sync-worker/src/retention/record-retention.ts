import { retentionCutoff } from '@immo/domain';
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
}

// The run stays: its counts are the import history, and the latest one's watermark drives incremental runs.
const TRIM_SYNC_RUNS = `
  WITH trimmed AS (
    UPDATE sync_runs SET rejections = '[]'::jsonb, warnings = '[]'::jsonb
    WHERE started_at < $1 AND (rejections <> '[]'::jsonb OR warnings <> '[]'::jsonb)
    RETURNING 1)
  SELECT count(*)::integer AS count FROM trimmed`;
// A dead mail's last change is when it died or was discarded; sent and pending mails are never touched here.
const DELETE_DEAD_MAILS = `
  WITH gone AS (DELETE FROM mail_outbox WHERE state IN ('dead', 'discarded') AND updated_at < $1 RETURNING 1)
  SELECT count(*)::integer AS count FROM gone`;

// The console shows a mail as sent from these; past the window it says the copy is gone.
const CLEAR_SENT_COPIES = `
  WITH cleared AS (
    UPDATE mail_outbox SET sent_html = NULL, sent_text = NULL
    WHERE state = 'sent' AND sent_at < $1 AND (sent_html IS NOT NULL OR sent_text IS NOT NULL)
    RETURNING 1)
  SELECT count(*)::integer AS count FROM cleared`;

/** Sync-run details past SYNC_RUN_RETENTION_DAYS, dead mails past DEAD_MAIL_RETENTION_DAYS, sent copies past SENT_COPY_RETENTION_DAYS. */
@Injectable()
export class RecordRetention {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async prune(now: Date = new Date()): Promise<RecordRetentionOutcome> {
    const [runs] = (await this.dataSource.query(TRIM_SYNC_RUNS, [
      retentionCutoff(now, this.env.SYNC_RUN_RETENTION_DAYS),
    ])) as { count: number }[];
    const [mails] = (await this.dataSource.query(DELETE_DEAD_MAILS, [
      retentionCutoff(now, this.env.DEAD_MAIL_RETENTION_DAYS),
    ])) as { count: number }[];
    const [copies] = (await this.dataSource.query(CLEAR_SENT_COPIES, [
      retentionCutoff(now, this.env.SENT_COPY_RETENTION_DAYS),
    ])) as { count: number }[];
    return {
      syncRunsTrimmed: runs?.count ?? 0,
      deadMailsDeleted: mails?.count ?? 0,
      sentCopiesCleared: copies?.count ?? 0,
    };
  }
}
