// The `sync_runs` rows: written outside the import transaction so an operator
// sees a run as 'running' while it goes, and its failure after a rollback.
import type { TSyncImportPayload } from '@immo/domain';
import type { DataSource } from 'typeorm';
import { storableText } from './crm/clean-text';
import type { Rejection } from './crm/property-row';

/**
 * succeeded: applied. failed: the export or the database failed, nothing
 * applied. refused: the export was readable but unsafe (too many
 * withdrawals), nothing applied. skipped: another import was running, this
 * one did not start.
 */
export type SyncRunStatus = 'succeeded' | 'failed' | 'refused' | 'skipped';

export interface SyncRunResult {
  status: SyncRunStatus;
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  /** Projects withdrawn (absent from a full export's project list, or listed as deleted). */
  projectsWithdrawn: number;
  rejections: Rejection[];
  /** Records imported with a field cleared or left out, and why. */
  warnings: Rejection[];
  failureReason: string | null;
  /** Highest LastChangedDate applied (succeeded runs): the next incremental starts after it. */
  watermark: string | null;
}

export interface SyncRunOutcome extends SyncRunResult {
  runId: number;
  rejected: number;
}

/** `operatorId`: the console operator who started it, named on the run (sync_runs.started_by). */
type RunStart = { source: string; trigger: TSyncImportPayload['trigger']; full: boolean; operatorId?: number };

/** The reason recorded on a run whose worker stopped before it finished. */
export const INTERRUPTED_REASON = 'interrupted: the worker stopped before the run finished; nothing of it was applied';
export const ANOTHER_RUN_REASON = 'another import is running';

export async function startSyncRun(dataSource: DataSource, run: RunStart): Promise<number> {
  const [row] = (await dataSource.query(
    `INSERT INTO sync_runs (source, trigger, "full", status, started_by) VALUES ($1, $2, $3, 'running', $4) RETURNING id`,
    [run.source, run.trigger, run.full, run.operatorId ?? null],
  )) as { id: number }[];
  if (!row) throw new Error('sync_runs INSERT returned no id');
  return row.id;
}

/**
 * Called only while holding the import lock: any run still 'running' then
 * belongs to a worker that died mid-run (its transaction was rolled back by
 * PostgreSQL when its session ended). Returns the runs so marked.
 */
export async function failInterruptedRuns(dataSource: DataSource): Promise<number[]> {
  // Wrapped in a SELECT: TypeORM returns [rows, count] for a bare UPDATE.
  const rows = (await dataSource.query(
    `WITH interrupted AS (
       UPDATE sync_runs SET status = 'failed', finished_at = now(), failure_reason = $1 WHERE status = 'running' RETURNING id
     )
     SELECT id FROM interrupted ORDER BY id`,
    [INTERRUPTED_REASON],
  )) as { id: number }[];
  return rows.map((row) => row.id);
}

/** A run that found another import holding the lock: recorded, so an operator sees the collision. */
export async function recordSkippedRun(dataSource: DataSource, run: RunStart): Promise<SyncRunOutcome> {
  const [row] = (await dataSource.query(
    `INSERT INTO sync_runs (source, trigger, "full", status, finished_at, failure_reason, started_by)
     VALUES ($1, $2, $3, 'skipped', now(), $4, $5) RETURNING id`,
    [run.source, run.trigger, run.full, ANOTHER_RUN_REASON, run.operatorId ?? null],
  )) as { id: number }[];
  if (!row) throw new Error('sync_runs INSERT returned no id');
  return { runId: row.id, rejected: 0, ...emptyResult('skipped', ANOTHER_RUN_REASON) };
}

/**
 * A run that could not start because its CRM source cannot be built (none
 * configured, no credentials): recorded as failed, so the operator who
 * started it, or whoever looks after a scheduled one, sees why.
 */
export async function recordUnstartableRun(
  dataSource: DataSource,
  run: RunStart,
  reason: string,
): Promise<SyncRunOutcome> {
  const [row] = (await dataSource.query(
    `INSERT INTO sync_runs (source, trigger, "full", status, finished_at, failure_reason, started_by)
     VALUES ($1, $2, $3, 'failed', now(), $4, $5) RETURNING id`,
    [run.source, run.trigger, run.full, storableText(reason), run.operatorId ?? null],
  )) as { id: number }[];
  if (!row) throw new Error('sync_runs INSERT returned no id');
  return { runId: row.id, rejected: 0, ...emptyResult('failed', reason) };
}

export function emptyResult(status: SyncRunStatus, failureReason: string | null): SyncRunResult {
  return {
    status,
    created: 0,
    updated: 0,
    unchanged: 0,
    withdrawn: 0,
    projectsWithdrawn: 0,
    rejections: [],
    warnings: [],
    failureReason,
    watermark: null,
  };
}

/**
 * Reasons quote what the CRM sent: a NUL or half a surrogate pair there
 * would make this very UPDATE fail, and the run would stay 'running'.
 */
function storableJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) => (typeof entry === 'string' ? storableText(entry) : entry));
}

export async function finishSyncRun(
  dataSource: DataSource,
  runId: number,
  result: SyncRunResult,
): Promise<SyncRunOutcome> {
  await dataSource.query(
    `UPDATE sync_runs
        SET status = $2, finished_at = now(), created = $3, updated = $4, unchanged = $5, withdrawn = $6,
            rejected = $7, rejections = $8::jsonb, failure_reason = $9, warnings = $10::jsonb, watermark = $11,
            projects_withdrawn = $12
      WHERE id = $1`,
    [
      runId,
      result.status,
      result.created,
      result.updated,
      result.unchanged,
      result.withdrawn,
      result.rejections.length,
      storableJson(result.rejections),
      result.failureReason === null ? null : storableText(result.failureReason),
      storableJson(result.warnings),
      result.watermark,
      result.projectsWithdrawn,
    ],
  );
  return { runId, rejected: result.rejections.length, ...result };
}
