// The `sync_runs` rows: written outside the import transaction so an operator
// sees a run as 'running' while it goes, and its failure after a rollback.
import type { TSyncImportPayload } from '@immo/domain';
import type { DataSource } from 'typeorm';
import type { Rejection } from './crm/property-row';

export type SyncRunStatus = 'succeeded' | 'failed' | 'refused';

export interface SyncRunResult {
  status: SyncRunStatus;
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  rejections: Rejection[];
  failureReason: string | null;
}

export interface SyncRunOutcome extends SyncRunResult {
  runId: number;
  rejected: number;
}

export async function startSyncRun(
  dataSource: DataSource,
  run: { source: string; trigger: TSyncImportPayload['trigger']; full: boolean },
): Promise<number> {
  const [row] = (await dataSource.query(
    `INSERT INTO sync_runs (source, trigger, "full", status) VALUES ($1, $2, $3, 'running') RETURNING id`,
    [run.source, run.trigger, run.full],
  )) as { id: number }[];
  if (!row) throw new Error('sync_runs INSERT returned no id');
  return row.id;
}

export async function finishSyncRun(dataSource: DataSource, runId: number, result: SyncRunResult): Promise<SyncRunOutcome> {
  await dataSource.query(
    `UPDATE sync_runs
        SET status = $2, finished_at = now(), created = $3, updated = $4, unchanged = $5, withdrawn = $6,
            rejected = $7, rejections = $8::jsonb, failure_reason = $9
      WHERE id = $1`,
    [
      runId,
      result.status,
      result.created,
      result.updated,
      result.unchanged,
      result.withdrawn,
      result.rejections.length,
      JSON.stringify(result.rejections),
      result.failureReason,
    ],
  );
  return { runId, rejected: result.rejections.length, ...result };
}
