import { beginSyncRun, endSyncRunLock, finishSyncRun, recordUnstartableRun, type SyncRunStart } from '@immo/db';
import type { TSyncImportPayload } from '@immo/domain';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';
import { storableText } from './crm/clean-text';
import { ExportFailedError, type ExportSource } from './crm/export-source';
import { applyExport } from './apply-export';
import { ImportRefusedError } from './import-guard';
import { inStep } from './import-steps';
import {
  ANOTHER_RUN_REASON,
  emptyResult,
  storableResult,
  type SyncRunOutcome,
  type SyncRunResult,
} from './sync-run-log';

export interface ImportRequest {
  source: ExportSource;
  full: boolean;
  trigger: TSyncImportPayload['trigger'];
  /** The console operator who started it. */
  operatorId?: number;
}

/** The run failed and was recorded so; rethrown for the queue to retry. The message names the run, the step and the record. */
export class SyncRunFailedError extends Error {
  constructor(
    readonly runId: number,
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`Sync run ${runId} failed: ${reason}`, options);
    this.name = SyncRunFailedError.name;
  }
}

const DEFAULT_MAX_WITHDRAW_SHARE = 0.2;

/**
 * Applies one export to the catalogue in ONE transaction: either every good
 * record is written (and the absent or deleted ones withdrawn) or nothing is,
 * so a visitor never sees a half-imported catalogue. Bad records are
 * rejected one by one and never abort the run. Safe to run twice: the second
 * run of the same export writes no row. One run at a time per database (the
 * lock of beginSyncRun); the others end 'skipped'. The walk from `run` is
 * written down in docs/decisions.md, "The import's walk (issue 25)".
 */
@Injectable()
export class CatalogueImporter {
  private readonly logger = new Logger(CatalogueImporter.name);
  private readonly maxWithdrawShare: number;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    // Optional so the CLI and tests can build one without Nest.
    @Optional() @Inject(ENV) env?: Pick<WorkerEnv, 'SYNC_MAX_WITHDRAW_SHARE'>,
  ) {
    this.maxWithdrawShare = env?.SYNC_MAX_WITHDRAW_SHARE ?? DEFAULT_MAX_WITHDRAW_SHARE;
  }

  /**
   * Resolves with the recorded outcome, including a failed, refused or
   * skipped run. Rejects only when the run could not be recorded or the
   * database failed, so a queue retries those.
   */
  async run(request: ImportRequest): Promise<SyncRunOutcome> {
    const start = runStart(request);
    // The run's own connection: the lock is its session's, and its transaction is the import.
    const connection = this.dataSource.createQueryRunner();
    try {
      const begun = await beginSyncRun(connection.manager, start);
      if (!begun.locked) {
        this.logger.warn(`Sync run not started: another import is running (${start.source})`);
        return { runId: begun.runId, rejected: 0, ...emptyResult('skipped', ANOTHER_RUN_REASON) };
      }
      try {
        if (begun.interrupted.length > 0)
          this.logger.warn(`Sync runs ${begun.interrupted.join(', ')} were interrupted; marked failed`);
        const run = { ...begun, full: request.full, maxWithdrawShare: this.maxWithdrawShare };
        let result: SyncRunResult;
        let failure: SyncRunFailedError | null = null;
        try {
          // Whatever fails without naming its step (the commit, a count) is named after the whole.
          const applied = await inStep('applying the export', () =>
            connection.manager.transaction((tx) => applyExport(tx, request.source, run, this.logger)),
          );
          result = { status: 'succeeded', failureReason: null, ...applied };
        } catch (error) {
          const reason = storableText(error instanceof Error ? error.message : String(error));
          const status = error instanceof ImportRefusedError ? 'refused' : 'failed';
          result = emptyResult(status, reason);
          if (error instanceof ExportFailedError || error instanceof ImportRefusedError)
            this.logger.warn(`Sync run ${run.runId} ${status}, catalogue unchanged: ${reason}`);
          else failure = new SyncRunFailedError(run.runId, reason, { cause: error });
        }
        // On the pool, not the run's connection: a run whose connection died is still recorded.
        await finishSyncRun(this.dataSource, run.runId, storableResult(result));
        if (failure) throw failure;
        return { runId: run.runId, rejected: result.rejections.length, ...result };
      } finally {
        await endSyncRunLock(connection.manager);
      }
    } finally {
      // Released even if the unlock failed: closing the session frees the lock.
      await connection.release();
    }
  }

  /** A run whose source could not be built (no CRM source, no credentials): recorded failed, with the reason. */
  async recordUnstartable(
    request: { source: string; full: boolean; trigger: ImportRequest['trigger']; operatorId?: number },
    reason: string,
  ): Promise<SyncRunOutcome> {
    this.logger.warn(`Sync run not started: ${reason}`);
    const runId = await recordUnstartableRun(this.dataSource, runStart(request), storableText(reason));
    return { runId, rejected: 0, ...emptyResult('failed', reason) };
  }
}

function runStart(request: { source: string | ExportSource; full: boolean; trigger: string; operatorId?: number }) {
  const start: SyncRunStart = {
    source: typeof request.source === 'string' ? request.source : request.source.location,
    trigger: request.trigger,
    full: request.full,
    startedBy: request.operatorId ?? null,
  };
  return start;
}
