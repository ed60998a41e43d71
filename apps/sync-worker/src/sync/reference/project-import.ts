// The projects of one export (GetProjectList, GetDeletedProjectIds): upserted
// 1000 per statement, unchanged ones not rewritten; withdrawn (never deleted)
// when listed as deleted — unless this run read them back with a later
// change — or absent from a full export that carries the list. Inside the
// run's transaction.
import { type SqlQueryable, upsertProjects, withdrawProjects } from '@immo/db';
import { isRecord } from '../crm/crm-fields';
import { parseCrmId } from '../crm/crm-id';
import { CrmCall, type ExportSource } from '../crm/export-source';
import { ImportRefusedError, withdrawalRefusal } from '../import-guard';
import { writeBatch } from '../import-steps';
import { ListRecords, type Report } from './list-records';
import { mapCrmProject } from './map-crm-project';
import type { Mapped, ProjectRow } from './reference-rows';

const BATCH_SIZE = 1000;

export interface ProjectsApplied {
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
}

export async function importProjects(
  tx: SqlQueryable,
  source: ExportSource,
  options: { full: boolean; changedSince: string | null; maxWithdrawShare: number },
  report: Report,
): Promise<ProjectsApplied> {
  const counts = { created: 0, updated: 0, unchanged: 0, revived: 0 };
  // Every ID the list mentions, rejected ones included: a project the CRM
  // still lists with a broken field is not withdrawn for it.
  const presentIds = new Set<number>();
  const changedAt = new Map<number, string>();
  const mapAndNote = (raw: unknown): Mapped<ProjectRow> => {
    const id = parseCrmId(raw);
    if (id !== null) {
      presentIds.add(id);
      const lastChanged = isRecord(raw) ? raw['LastChangedDate'] : undefined;
      if (typeof lastChanged === 'string') changedAt.set(id, lastChanged);
    }
    return mapCrmProject(raw);
  };
  const records = new ListRecords(CrmCall.projects, mapAndNote, (row) => row.id, report, parseCrmId);
  const write = (batch: ProjectRow[]) =>
    writeBatch(
      tx,
      `writing ${CrmCall.projects}`,
      batch,
      (row) => row.id,
      async (rows) => {
        const written = await upsertProjects(tx, rows);
        counts.created += written.created;
        counts.updated += written.updated;
        counts.unchanged += written.unchanged;
        counts.revived += written.revived;
      },
      (row, reason) => report.rejections.push({ id: row.id, reason: `${CrmCall.projects}: ${reason}` }),
    );
  let pages = 0;
  let batch: ProjectRow[] = [];
  for await (const page of source.pages(CrmCall.projects, { changedSince: options.changedSince })) {
    pages += 1;
    for (const item of page.items) {
      const row = records.accept(item);
      if (row) batch.push(row);
      if (batch.length >= BATCH_SIZE) {
        await write(batch);
        batch = [];
      }
    }
  }
  await write(batch);

  // The deleted ids, except a project this run read back with a later change (listed again after its deletion).
  const deleted = new Set<number>();
  for await (const page of source.pages(CrmCall.deletedProjects, { changedSince: options.changedSince })) {
    for (const item of page.items) {
      const id = parseCrmId(item);
      if (id === null) continue;
      const deletedAt = isRecord(item) ? item['DeletedDate'] : undefined;
      const relistedAt = changedAt.get(id);
      if (relistedAt !== undefined && typeof deletedAt === 'string' && relistedAt > deletedAt) continue;
      deleted.add(id);
    }
  }
  // A full export that does not carry the project list says nothing about projects.
  const withdrawal = await withdrawProjects(tx, [...deleted], options.full && pages > 0 ? [...presentIds] : null);
  // The properties' guard: an export listing no project at all must not empty the projects page.
  // An agency has a handful of projects, so one may always leave (one of four is already 25 %).
  const liveBefore = withdrawal.liveBefore - counts.created - counts.revived;
  const refusal = withdrawalRefusal(withdrawal.withdrawn, liveBefore, options.maxWithdrawShare, {
    what: 'projects',
    alwaysAllowed: 1,
  });
  if (refusal) throw new ImportRefusedError(refusal);
  return {
    created: counts.created,
    updated: counts.updated,
    unchanged: counts.unchanged,
    withdrawn: withdrawal.withdrawn,
  };
}
