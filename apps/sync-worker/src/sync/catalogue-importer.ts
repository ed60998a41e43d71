import type { TSyncImportPayload } from '@immo/domain';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';
import { CrmCall, ExportFailedError, type ExportSource } from './crm/export-source';
import { isRecord } from './crm/crm-fields';
import { parseCrmId } from './crm/crm-id';
import { mapCrmProperty } from './crm/map-crm-property';
import {
  countLiveProperties,
  upsertProperties,
  withdrawAbsentProperties,
  withdrawPropertiesById,
} from './catalogue-writer';
import { ImportRefusedError, withdrawalRefusal } from './import-guard';
import { RunLock } from './run-lock';
import {
  emptyResult,
  failInterruptedRuns,
  finishSyncRun,
  recordSkippedRun,
  recordUnstartableRun,
  startSyncRun,
  type SyncRunOutcome,
  type SyncRunResult,
} from './sync-run-log';
import { crmTimestamp, lastWatermark, WatermarkTracker } from './watermark';
import { storableText } from './crm/clean-text';
import { DuplicateCopies } from './duplicate-copies';
import { inStep, writeBatch } from './import-steps';
import { importReferenceLists, type ReferenceImportResult } from './reference/reference-lists-importer';

export interface ImportRequest {
  source: ExportSource;
  full: boolean;
  trigger: TSyncImportPayload['trigger'];
  /** The console operator who started it. */
  operatorId?: number;
}

/** What the transaction knows about the run it applies. */
export interface ImportRun {
  runId: number;
  full: boolean;
  /** The watermark an incremental run reads after; null on a full run or before the first success. */
  changedSince: string | null;
  /** When the run started, as a CRM timestamp: the watermark never goes past it. */
  startedAt: string;
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

type Applied = Omit<SyncRunResult, 'status' | 'failureReason'>;

/**
 * Rows per INSERT … SELECT FROM jsonb_to_recordset: pages are small (50 rows),
 * statements are not; batching across pages divides the round trips by 20.
 */
const UPSERT_BATCH_SIZE = 1000;
const DEFAULT_MAX_WITHDRAW_SHARE = 0.2;

/**
 * Applies one export to the catalogue in ONE transaction: either every good
 * record is written (and the absent or deleted ones withdrawn) or nothing is,
 * so a visitor never sees a half-imported catalogue. Bad records are
 * rejected one by one and never abort the run. Safe to run twice: the second
 * run of the same export writes no row. One run at a time per database
 * (RunLock); the others end 'skipped'.
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
    const start = {
      source: request.source.location,
      trigger: request.trigger,
      full: request.full,
      operatorId: request.operatorId,
    };
    const lock = await RunLock.tryAcquire(this.dataSource);
    if (!lock) {
      this.logger.warn(`Sync run not started: another import is running (${start.source})`);
      return recordSkippedRun(this.dataSource, start);
    }
    try {
      const interrupted = await failInterruptedRuns(this.dataSource);
      if (interrupted.length > 0)
        this.logger.warn(`Sync runs ${interrupted.join(', ')} were interrupted; marked failed`);
      const changedSince = request.full ? null : await lastWatermark(this.dataSource);
      const startedAt = crmTimestamp(new Date());
      const runId = await startSyncRun(this.dataSource, start);
      const run: ImportRun = { runId, full: request.full, changedSince, startedAt };
      return await this.applyAndRecord(lock, request, run);
    } finally {
      await lock.release();
    }
  }

  /** A run whose source could not be built: recorded failed, with the reason (recordUnstartableRun). */
  recordUnstartable(
    request: { source: string; full: boolean; trigger: ImportRequest['trigger']; operatorId?: number },
    reason: string,
  ): Promise<SyncRunOutcome> {
    this.logger.warn(`Sync run not started: ${reason}`);
    return recordUnstartableRun(this.dataSource, request, reason);
  }

  private async applyAndRecord(lock: RunLock, request: ImportRequest, run: ImportRun): Promise<SyncRunOutcome> {
    try {
      // Whatever fails without naming its step (the commit, a count) is named after the whole.
      const applied = await inStep('applying the export', () =>
        lock.transaction((manager) => this.apply(manager, request, run)),
      );
      return await finishSyncRun(this.dataSource, run.runId, { status: 'succeeded', failureReason: null, ...applied });
    } catch (error) {
      const reason = storableText(error instanceof Error ? error.message : String(error));
      const status = error instanceof ImportRefusedError ? 'refused' : 'failed';
      const outcome = await finishSyncRun(this.dataSource, run.runId, emptyResult(status, reason));
      if (error instanceof ExportFailedError || error instanceof ImportRefusedError) {
        this.logger.warn(`Sync run ${run.runId} ${status}, catalogue unchanged: ${reason}`);
        return outcome;
      }
      throw new SyncRunFailedError(run.runId, reason, { cause: error });
    }
  }

  private async apply(manager: EntityManager, request: ImportRequest, run: ImportRun): Promise<Applied> {
    const applied: Applied = {
      created: 0,
      updated: 0,
      unchanged: 0,
      withdrawn: 0,
      projectsWithdrawn: 0,
      rejections: [],
      warnings: [],
      watermark: null,
    };
    const started = Date.now();
    // Incremental runs read the (short) deleted-ids list first: the live count
    // the withdrawal limit needs is then only taken when something may leave.
    const deleted = request.full ? new Map<number, string | null>() : await this.readDeletedIds(request.source, run);
    const liveBefore =
      request.full || deleted.size > 0
        ? await inStep('counting the live properties', () => countLiveProperties(manager))
        : 0;
    const knownWebIds = await this.readKnownWebIds(request.source);
    const watermark = new WatermarkTracker(run.changedSince, run.startedAt);
    // Full runs: every ID the export mentions, rejected records included: a
    // property the CRM still lists but with a broken field must not be withdrawn for it.
    const presentIds = new Set<number>();
    const copies = new DuplicateCopies(
      applied.rejections,
      (id, firstWasKept) => `duplicate ID ${id}: the ${firstWasKept ? 'first' : 'first valid'} record was kept`,
    );
    let batch: { id: number; json: string }[] = [];
    // One write in flight while the next batch is read and mapped: Node and
    // PostgreSQL work side by side instead of in turn, and memory stays
    // bounded to two batches.
    let writing: Promise<void> = Promise.resolve();
    const write = async (rows: { id: number; json: string }[]) => {
      const counts = await upsertProperties(
        manager,
        rows.map((row) => row.json),
      );
      applied.created += counts.created;
      applied.updated += counts.updated;
      applied.unchanged += counts.unchanged;
    };
    const flush = async () => {
      const rows = batch;
      batch = [];
      await writing;
      if (rows.length === 0) return;
      writing = writeBatch(
        manager,
        `writing ${CrmCall.properties}`,
        rows,
        (row) => row.id,
        write,
        (row, reason) => applied.rejections.push({ id: row.id, reason }),
      );
      // Observed at the next flush (or below); until then it must not count as unhandled.
      writing.catch(() => undefined);
    };

    let pages = 0;
    for await (const page of request.source.pages(CrmCall.properties, { changedSince: run.changedSince })) {
      pages += 1;
      for (const item of page.items) {
        const id = parseCrmId(item);
        const lastChanged = isRecord(item) ? item['LastChangedDate'] : undefined;
        const future = watermark.see(lastChanged);
        if (id !== null && request.full) presentIds.add(id);
        // Relisted after its deletion: an older deleted-ids entry must not withdraw it again.
        if (id !== null && deleted.has(id) && isLater(lastChanged, deleted.get(id))) deleted.delete(id);
        if (id !== null && copies.isDuplicate(id)) continue;
        if (future && id !== null) applied.warnings.push({ id, reason: future });
        const result = mapCrmProperty(item, { knownWebIds });
        if (!result.ok) {
          copies.rejected(id, result.rejection);
          continue;
        }
        copies.kept(result.row.id);
        batch.push({ id: result.row.id, json: result.json });
        for (const warning of result.warnings) applied.warnings.push({ id: result.row.id, reason: warning });
        if (batch.length >= UPSERT_BATCH_SIZE) await flush();
      }
    }
    await flush();
    await writing;

    // A full export without a single property page would withdraw the whole catalogue.
    if (pages === 0 && request.full) throw new ExportFailedError(`the export has no ${CrmCall.properties} page`);
    applied.withdrawn = await inStep(
      `withdrawing ${request.full ? 'the properties absent from the export' : 'the deleted properties'}`,
      () =>
        request.full
          ? withdrawAbsentProperties(manager, [...presentIds])
          : withdrawPropertiesById(manager, [...deleted.keys()]),
    );
    const refusal = withdrawalRefusal(applied.withdrawn, liveBefore, this.maxWithdrawShare);
    if (refusal) throw new ImportRefusedError(refusal);
    // The property phase's own time (bench/import reads it; an operator sees where a slow run spends it).
    this.logger.log(
      `Sync run ${run.runId} properties applied in ${((Date.now() - started) / 1000).toFixed(2)} s: ` +
        `${applied.created} created, ${applied.updated} updated, ${applied.unchanged} unchanged, ${applied.withdrawn} withdrawn`,
    );

    const reference = await this.applyReferenceLists(manager, request, run);
    applied.rejections.push(...reference.rejections);
    applied.warnings.push(...reference.warnings);
    applied.projectsWithdrawn = reference.counts.projects.withdrawn;
    applied.watermark = watermark.value;
    return applied;
  }

  /**
   * ── Reference lists hook (types, cities, projects, owners) ──
   * Runs inside the import's transaction, after the properties are written
   * and withdrawn (so per-city and per-type counts can be recomputed from
   * them) and before the commit: a failure here rolls the whole run back.
   * Owned by the reference-lists work of issue 3 (reference/).
   */
  private async applyReferenceLists(
    manager: EntityManager,
    request: ImportRequest,
    run: ImportRun,
  ): Promise<ReferenceImportResult> {
    const reference = await importReferenceLists(manager, request.source, {
      full: request.full,
      changedSince: run.changedSince,
      maxWithdrawShare: this.maxWithdrawShare,
    });
    this.logger.log(`Sync run ${run.runId} reference lists: ${JSON.stringify(reference.counts)}`);
    return reference;
  }

  /** The type ids the export declares (GetWebIDList), or null when it carries no type list: then no check. */
  private async readKnownWebIds(source: ExportSource): Promise<Set<number> | null> {
    let known: Set<number> | null = null;
    for await (const page of source.pages(CrmCall.types)) {
      known ??= new Set<number>();
      for (const item of page.items) {
        const webId = isRecord(item) ? Number(item['WebID'] ?? item['ID']) : Number.NaN;
        if (Number.isInteger(webId)) known.add(webId);
      }
    }
    return known;
  }

  /** Incremental runs: ID → latest DeletedDate of the properties the CRM lists as deleted since the watermark. */
  private async readDeletedIds(source: ExportSource, run: ImportRun): Promise<Map<number, string | null>> {
    const deleted = new Map<number, string | null>();
    for await (const page of source.pages(CrmCall.deletedProperties, { changedSince: run.changedSince })) {
      for (const item of page.items) {
        const id = parseCrmId(item);
        if (id === null) continue;
        const deletedAt = isRecord(item) && typeof item['DeletedDate'] === 'string' ? item['DeletedDate'] : null;
        if (!deleted.has(id) || isLater(deletedAt, deleted.get(id))) deleted.set(id, deletedAt);
      }
    }
    return deleted;
  }
}

/** CRM timestamps (`YYYY-MM-DD HH:mm:ss`) order as text; an unknown one is never later. */
function isLater(value: unknown, than: string | null | undefined): boolean {
  return typeof value === 'string' && typeof than === 'string' && value > than;
}
