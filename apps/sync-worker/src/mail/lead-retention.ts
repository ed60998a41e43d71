import { leadRetentionCutoff } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';

export interface RetentionOutcome {
  deleted: number;
  before: string;
}

/**
 * Deletes the leads older than LEAD_RETENTION_DAYS. Their outbox rows and
 * upload rows go with them (ON DELETE CASCADE); the files of those uploads
 * are removed by the uploads sweep (uploads/upload-sweeper.ts), which deletes
 * every file whose row is gone. A step that must run per deleted lead goes
 * in the statement's CTE, with the ids RETURNING gives.
 */
@Injectable()
export class LeadRetention {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async purge(now: Date = new Date()): Promise<RetentionOutcome> {
    const cutoff = leadRetentionCutoff(now, this.env.LEAD_RETENTION_DAYS);
    const [row] = (await this.dataSource.query(
      'WITH gone AS (DELETE FROM leads WHERE created_at < $1 RETURNING id) SELECT count(*)::integer AS deleted FROM gone',
      [cutoff],
    )) as { deleted: number }[];
    return { deleted: row?.deleted ?? 0, before: cutoff.toISOString() };
  }
}
