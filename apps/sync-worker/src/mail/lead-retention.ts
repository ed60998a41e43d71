import { deleteLeadsBefore } from '@immo/db';
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
 * in its statement (libs/db, record-retention.queries.ts), with the ids RETURNING gives.
 */
@Injectable()
export class LeadRetention {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async purge(now: Date = new Date()): Promise<RetentionOutcome> {
    const cutoff = leadRetentionCutoff(now, this.env.LEAD_RETENTION_DAYS);
    const deleted = await deleteLeadsBefore(this.dataSource, cutoff);
    return { deleted, before: cutoff.toISOString() };
  }
}
