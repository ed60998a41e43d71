// The import's statements on `sync_runs`, and the lock that lets one import
// run at a time. A run's row is written outside the import's transaction, so
// an operator sees it 'running' while it goes and 'failed' after a rollback.
import { CRM_TIME_ZONE, selectRows } from '../../sql/crm-import';
import type { SqlQueryable } from '../../sql/outbox-insert';
import type { SyncRunEntity } from './sync-run.entity';

/** Arbitrary but fixed: every importer of this database uses the same session advisory lock. */
const IMPORT_LOCK_KEY = 7_301_003;

/** The reason recorded on a run whose worker stopped before it finished. */
export const INTERRUPTED_REASON = 'interrupted: the worker stopped before the run finished; nothing of it was applied';
export const ANOTHER_RUN_REASON = 'another import is running';

/** What a run says about itself when it starts (`startedBy`: the console operator who started it). */
export type SyncRunStart = Pick<SyncRunEntity, 'source' | 'trigger' | 'full'> & { startedBy: number | null };

/** What a finished run records. */
export type SyncRunFinish = Pick<
  SyncRunEntity,
  | 'status'
  | 'created'
  | 'updated'
  | 'unchanged'
  | 'withdrawn'
  | 'projectsWithdrawn'
  | 'rejections'
  | 'warnings'
  | 'failureReason'
  | 'watermark'
>;

export type BegunSyncRun =
  /** Another import holds the lock: this run was recorded 'skipped' and must not go on. */
  | { locked: false; runId: number }
  | {
      locked: true;
      runId: number;
      /** Runs left 'running' by a dead worker, now marked failed. */
      interrupted: number[];
      /** The watermark of the last succeeded run (incremental runs), else null. */
      changedSince: string | null;
      /** When the run started, as a CRM timestamp (`YYYY-MM-DD HH:mm:ss`, the agency's time). */
      startedAt: string;
    };

const insertRun = (status: 'running' | 'skipped' | 'failed') => `
  INSERT INTO sync_runs (source, trigger, "full", status, started_by, finished_at, failure_reason)
  VALUES ($1, $2, $3, '${status}', $4, ${status === 'running' ? 'NULL' : 'now()'}, $5)
  RETURNING id, to_char(started_at AT TIME ZONE '${CRM_TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS') AS started_at`;

async function insertSyncRun(
  db: SqlQueryable,
  status: 'running' | 'skipped' | 'failed',
  run: SyncRunStart,
  reason: string | null,
): Promise<{ id: number; started_at: string }> {
  const [row] = await selectRows<{ id: number; started_at: string }>(db, insertRun(status), [
    run.source,
    run.trigger,
    run.full,
    run.startedBy,
    reason,
  ]);
  if (!row) throw new Error('sync_runs INSERT returned no id');
  return row;
}

/**
 * Starts a run on `db`, a connection of its own that the caller keeps for
 * the whole run (the lock is its session's, and PostgreSQL drops it with a
 * dead session, so a killed worker never blocks the next run): takes the
 * import lock without waiting, marks runs a dead worker left 'running' as
 * failed (only a dead worker can have left one while the lock was free),
 * reads the watermark an incremental run starts after, and records the run
 * 'running'. Without the lock, records the run 'skipped'.
 */
export async function beginSyncRun(db: SqlQueryable, run: SyncRunStart): Promise<BegunSyncRun> {
  const [lock] = await selectRows<{ locked: boolean }>(db, 'SELECT pg_try_advisory_lock($1) AS locked', [
    IMPORT_LOCK_KEY,
  ]);
  if (!lock?.locked) return { locked: false, runId: (await insertSyncRun(db, 'skipped', run, ANOTHER_RUN_REASON)).id };
  const interrupted = await selectRows<{ id: number }>(
    db,
    `WITH interrupted AS (
       UPDATE sync_runs SET status = 'failed', finished_at = now(), failure_reason = $1 WHERE status = 'running' RETURNING id
     )
     SELECT id FROM interrupted ORDER BY id`,
    [INTERRUPTED_REASON],
  );
  const [watermark] = run.full
    ? []
    : await selectRows<{ watermark: string }>(
        db,
        `SELECT watermark FROM sync_runs WHERE status = 'succeeded' AND watermark IS NOT NULL ORDER BY id DESC LIMIT 1`,
      );
  const started = await insertSyncRun(db, 'running', run, null);
  return {
    locked: true,
    runId: started.id,
    interrupted: interrupted.map((row) => row.id),
    changedSince: watermark?.watermark ?? null,
    startedAt: started.started_at,
  };
}

/** A run that could not start (no CRM source, no credentials): recorded failed with the reason. */
export async function recordUnstartableRun(db: SqlQueryable, run: SyncRunStart, reason: string): Promise<number> {
  return (await insertSyncRun(db, 'failed', run, reason)).id;
}

/** Records how a run ended. Text is stored as given: the caller makes it storable (no NUL, no lone surrogate). */
export async function finishSyncRun(
  db: SqlQueryable,
  runId: number,
  result: Omit<SyncRunFinish, 'rejections' | 'warnings'> & {
    rejectionsJson: string;
    warningsJson: string;
    rejected: number;
  },
): Promise<void> {
  await db.query(
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
      result.rejected,
      result.rejectionsJson,
      result.failureReason,
      result.warningsJson,
      result.watermark,
      result.projectsWithdrawn,
    ],
  );
}

/** Gives the import lock back (closing the session would too). */
export async function endSyncRunLock(db: SqlQueryable): Promise<void> {
  await db.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK_KEY]);
}
