// What a run ends with, as the queue, the CLI and the console read it. The
// `sync_runs` rows themselves are written by @immo/db (sync-runs.queries.ts).
import { ANOTHER_RUN_REASON, INTERRUPTED_REASON, type SyncRunStatus as StoredStatus } from '@immo/db';
import { storableText } from './crm/clean-text';
import type { Rejection } from './crm/property-row';

export { ANOTHER_RUN_REASON, INTERRUPTED_REASON };

/**
 * succeeded: applied. failed: the export or the database failed, nothing
 * applied. refused: the export was readable but unsafe (too many
 * withdrawals), nothing applied. skipped: another import was running, this
 * one did not start.
 */
export type SyncRunStatus = Exclude<StoredStatus, 'running'>;

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
 * The run's result as `sync_runs` stores it. Reasons quote what the CRM
 * sent: a NUL or half a surrogate pair there would make the UPDATE fail, and
 * the run would stay 'running'.
 */
export function storableResult(result: SyncRunResult) {
  const storableJson = (value: unknown) =>
    JSON.stringify(value, (_key, entry: unknown) => (typeof entry === 'string' ? storableText(entry) : entry));
  return {
    ...result,
    failureReason: result.failureReason === null ? null : storableText(result.failureReason),
    rejectionsJson: storableJson(result.rejections),
    warningsJson: storableJson(result.warnings),
    rejected: result.rejections.length,
  };
}
