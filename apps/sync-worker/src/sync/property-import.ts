// The properties of one export (GetPropertyList, and on an incremental run
// GetDeletedPropertyIds): mapped record by record, upserted 1000 at a time
// (COPYed on a first import) with a few batches written while the next are
// mapped, then the absent or
// deleted ones withdrawn, within the withdrawal limit. Inside the run's
// transaction (`tx`).
import {
  copyNewProperties,
  CopyRows,
  isCatalogueEmpty,
  JsonbRows,
  propertyCopyLine,
  type SqlQueryable,
  upsertProperties,
  withdrawAbsentProperties,
  withdrawPropertiesById,
  type Withdrawal,
} from '@immo/db';
import { isRecord } from './crm/crm-fields';
import { parseCrmId } from './crm/crm-id';
import { CrmCall, ExportFailedError, type ExportSource } from './crm/export-source';
import { mapCrmProperty } from './crm/map-crm-property';
import type { Rejection } from './crm/property-row';
import { DuplicateCopies } from './duplicate-copies';
import { ImportRefusedError, withdrawalRefusal } from './import-guard';
import { inStep, writeBatch, WriteBehind } from './import-steps';
import { WatermarkTracker } from './watermark';

/**
 * Rows per INSERT … SELECT FROM jsonb_to_recordset: pages are small (50 rows),
 * statements are not; batching across pages divides the round trips by 20.
 */
const UPSERT_BATCH_SIZE = 1000;

/**
 * The first batch is smaller, and each next one twice as large up to UPSERT_BATCH_SIZE: PostgreSQL starts writing
 * after 125 records are mapped instead of 1000, which an incremental run of a thousand changes otherwise spends
 * mapping while the database waits.
 */
const FIRST_BATCH_SIZE = 125;

/** Batches that may wait for PostgreSQL while the next is mapped (≈ 3.5 MB each at 1000 properties). */
const WRITES_QUEUED = 3;

export interface PropertyRun {
  /** The sync run: its price changes are recorded under it. */
  runId: number;
  full: boolean;
  /** The watermark an incremental run reads after; null on a full run or before the first success. */
  changedSince: string | null;
  /** When the run started, as a CRM timestamp: the watermark never goes past it. */
  startedAt: string;
  /** The type ids of the export's GetWebIDList (null: it has none, no check). */
  knownWebIds: ReadonlySet<number> | null;
  maxWithdrawShare: number;
}

export interface PropertiesApplied {
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  /** Whether the type and city counts may have changed (a live property appeared, left or changed type, goal or place). */
  recount: boolean;
  /** The highest LastChangedDate applied: the next incremental run starts after it. */
  watermark: string | null;
}

export async function importProperties(
  tx: SqlQueryable,
  source: ExportSource,
  run: PropertyRun,
  report: { rejections: Rejection[]; warnings: Rejection[] },
): Promise<PropertiesApplied> {
  const applied = { created: 0, updated: 0, unchanged: 0, revived: 0, recount: false };
  const deleted = run.full ? new Map<number, string | null>() : await readDeletedIds(source, run.changedSince);
  const watermark = new WatermarkTracker(run.changedSince, run.startedAt);
  // Full runs: every ID the export mentions, rejected records included: a
  // property the CRM still lists but with a broken field must not be withdrawn for it.
  const presentIds = new Set<number>();
  const copies = new DuplicateCopies(
    report.rejections,
    (id, firstWasKept) => `duplicate ID ${id}: the ${firstWasKept ? 'first' : 'first valid'} record was kept`,
  );
  const writes = new WriteBehind(WRITES_QUEUED);
  // Nothing stored, nothing to conflict with or compare prices against: plain COPY (copyNewProperties).
  const firstImport = await isCatalogueEmpty(tx);
  // Batch buffers are reused: one being filled, the others queued or being written (at most WRITES_QUEUED).
  const free: (CopyRows | JsonbRows)[] = [];
  const newBuffer = () => free.pop() ?? (firstImport ? new CopyRows() : new JsonbRows());
  let rows = newBuffer();
  let ids: number[] = [];
  let batchSize = FIRST_BATCH_SIZE;
  const flush = async () => {
    const batch = rows;
    const batchIds = ids;
    ids = [];
    await writes.queue(async () => {
      await writeBatch(
        tx,
        `writing ${CrmCall.properties}`,
        batchIds.map((_, index) => index),
        (index) => batchIds[index]!,
        async (indexes) => {
          const some = indexes.length === batch.count ? undefined : indexes;
          const counts =
            batch instanceof CopyRows
              ? await copyNewProperties(tx, batch, some)
              : await upsertProperties(tx, batch, run.runId, some);
          applied.created += counts.created;
          applied.updated += counts.updated;
          applied.unchanged += counts.unchanged;
          applied.revived += counts.revived;
          applied.recount ||= counts.recount;
        },
        (index, reason) => report.rejections.push({ id: batchIds[index]!, reason }),
      );
      batch.clear();
      free.push(batch);
    });
    rows = newBuffer();
    batchSize = Math.min(batchSize * 2, UPSERT_BATCH_SIZE);
  };

  let pages = 0;
  for await (const page of source.pages(CrmCall.properties, { changedSince: run.changedSince })) {
    pages += 1;
    for (const item of page.items) {
      const id = parseCrmId(item);
      const lastChanged = isRecord(item) ? item['LastChangedDate'] : undefined;
      const future = watermark.see(lastChanged);
      if (id !== null && run.full) presentIds.add(id);
      // Relisted after its deletion: an older deleted-ids entry must not withdraw it again.
      if (id !== null && deleted.has(id) && isLater(lastChanged, deleted.get(id))) deleted.delete(id);
      if (id !== null && copies.isDuplicate(id)) continue;
      if (future && id !== null) report.warnings.push({ id, reason: future });
      const result = mapCrmProperty(item, { knownWebIds: run.knownWebIds });
      if (!result.ok) {
        copies.rejected(id, result.rejection);
        continue;
      }
      copies.kept(result.row.id);
      rows.add(firstImport ? propertyCopyLine(result.row) : result.json);
      ids.push(result.row.id);
      for (const warning of result.warnings) report.warnings.push({ id: result.row.id, reason: warning });
      if (ids.length >= batchSize) await flush();
    }
  }
  if (ids.length > 0) await flush();
  await writes.drain();

  // A full export without a single property page would withdraw the whole catalogue.
  if (pages === 0 && run.full) throw new ExportFailedError(`the export has no ${CrmCall.properties} page`);
  const withdrawal: Withdrawal = await inStep(
    `withdrawing ${run.full ? 'the properties absent from the export' : 'the deleted properties'}`,
    () => (run.full ? withdrawAbsentProperties(tx, [...presentIds]) : withdrawPropertiesById(tx, [...deleted.keys()])),
  );
  // What visitors saw before the run: this run's new and revived rows were not live then.
  const liveBefore = withdrawal.liveBefore - applied.created - applied.revived;
  const refusal = withdrawalRefusal(withdrawal.withdrawn, liveBefore, run.maxWithdrawShare);
  if (refusal) throw new ImportRefusedError(refusal);
  return {
    created: applied.created,
    updated: applied.updated,
    unchanged: applied.unchanged,
    withdrawn: withdrawal.withdrawn,
    recount: applied.recount || withdrawal.withdrawn > 0,
    watermark: watermark.value,
  };
}

/** Incremental runs: ID → latest DeletedDate of the properties the CRM lists as deleted since the watermark. */
async function readDeletedIds(source: ExportSource, changedSince: string | null): Promise<Map<number, string | null>> {
  const deleted = new Map<number, string | null>();
  for await (const page of source.pages(CrmCall.deletedProperties, { changedSince })) {
    for (const item of page.items) {
      const id = parseCrmId(item);
      if (id === null) continue;
      const deletedAt = isRecord(item) && typeof item['DeletedDate'] === 'string' ? item['DeletedDate'] : null;
      if (!deleted.has(id) || isLater(deletedAt, deleted.get(id))) deleted.set(id, deletedAt);
    }
  }
  return deleted;
}

/** CRM timestamps (`YYYY-MM-DD HH:mm:ss`) order as text; an unknown one is never later. */
export function isLater(value: unknown, than: string | null | undefined): boolean {
  return typeof value === 'string' && typeof than === 'string' && value > than;
}
