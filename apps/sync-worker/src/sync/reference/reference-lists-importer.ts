// The export's lists besides the properties: types, cities, projects (and
// deleted project ids), owners with their history; then the type and city
// counts. Runs inside the catalogue import's transaction, after the
// properties are written, so the counts see this run's catalogue.
import type { EntityManager } from 'typeorm';
import { isRecord } from '../crm/crm-fields';
import { CrmCall, type ExportSource } from '../crm/export-source';
import { parseCrmId } from '../crm/crm-id';
import type { Rejection } from '../crm/property-row';
import { recomputeCounts, type CountsWritten } from './counts-writer';
import { type ListWriteCounts, replaceCities, replacePropertyTypes } from './list-writer';
import { cityKey, mapCrmCity } from './map-crm-city';
import { mapCrmOwner } from './map-crm-owner';
import { mapCrmProject } from './map-crm-project';
import { mapCrmType } from './map-crm-type';
import { changedOwners, type OwnerWriteCounts, storedOwners, writeChangedOwners } from './owner-writer';
import {
  countLiveProjects,
  type ProjectWriteCounts,
  upsertProjects,
  withdrawAbsentProjects,
  withdrawProjectsById,
} from './project-writer';
import { cleanCrmRecord } from '../crm/clean-text';
import { ImportRefusedError, withdrawalRefusal } from '../import-guard';
import { DuplicateCopies } from '../duplicate-copies';
import { inStep, writeBatch } from '../import-steps';
import type { CityRow, Mapped, OwnerRow, ProjectRow, PropertyTypeRow } from './reference-rows';

export interface ReferenceImportOptions {
  /** A full export: projects it does not list are withdrawn. */
  full: boolean;
  /** Incremental runs read projects, deleted ids and owners changed after it; null reads everything. */
  changedSince: string | null;
  /** The share of live projects one run may withdraw (SYNC_MAX_WITHDRAW_SHARE), as for properties. */
  maxWithdrawShare: number;
}

export interface ReferenceCounts {
  /** null: the export carries no such list, the stored one was left as it was. */
  types: ListWriteCounts | null;
  cities: ListWriteCounts | null;
  projects: ProjectWriteCounts & { withdrawn: number };
  owners: OwnerWriteCounts;
  /** Types and cities whose sale/rent counts changed. */
  counts: CountsWritten;
}

export interface ReferenceImportResult {
  counts: ReferenceCounts;
  /** Records not imported, with the reason (the reason names the CRM list). */
  rejections: Rejection[];
  /** Records imported with something left out or cleared, and why. */
  warnings: Rejection[];
}

/** Owners and projects are written in batches of this many rows (pages hold ~50): one statement each, not one per page. */
const BATCH_SIZE = 1000;

export async function importReferenceLists(
  manager: EntityManager,
  source: ExportSource,
  options: ReferenceImportOptions,
): Promise<ReferenceImportResult> {
  const report = { rejections: [] as Rejection[], warnings: [] as Rejection[] };
  const types = await inStep(`importing ${CrmCall.types}`, () => importTypes(manager, source, report));
  const cities = await inStep(`importing ${CrmCall.cities}`, () => importCities(manager, source, report));
  const projects = await inStep(`importing ${CrmCall.projects}`, () =>
    importProjects(manager, source, options, report),
  );
  const owners = await inStep(`importing ${CrmCall.owners}`, () => importOwners(manager, source, options, report));
  const counts = await inStep('recomputing the type and city counts', () => recomputeCounts(manager));
  return { counts: { types, cities, projects, owners, counts }, ...report };
}

type Report = Pick<ReferenceImportResult, 'rejections' | 'warnings'>;

/**
 * Maps every record of one call, keeping the first valid record of each key
 * and reporting the rest; `onBatch` receives the accepted rows in batches.
 * `idOf` reads the key from a raw record (lists with a CRM ID): a copy that
 * comes after the kept one is a duplicate whatever its content, and an
 * invalid copy before it is reported as replaced (duplicate-copies.ts).
 */
async function readList<Row>(
  source: ExportSource,
  call: CrmCall,
  changedSince: string | null,
  map: (raw: unknown) => Mapped<Row>,
  key: (row: Row) => string | number,
  report: Report,
  onBatch: (rows: Row[]) => Promise<void>,
  idOf: (raw: unknown) => number | null = () => null,
): Promise<{ pages: number; items: number; accepted: number }> {
  const copies = new DuplicateCopies(
    report.rejections,
    (id, firstWasKept) => `${call}: duplicate ${id}: the ${firstWasKept ? 'first' : 'first valid'} record was kept`,
  );
  let batch: Row[] = [];
  let pages = 0;
  let items = 0;
  let accepted = 0;
  for await (const page of source.pages(call, { changedSince })) {
    pages += 1;
    for (const item of page.items) {
      items += 1;
      const cleaning: string[] = [];
      const cleaned = cleanCrmRecord(item, cleaning);
      const rawId = idOf(cleaned);
      if (rawId !== null && copies.isDuplicate(rawId)) continue;
      const result = map(cleaned);
      if (!result.ok) {
        copies.rejected(rawId, result.rejection);
        continue;
      }
      const id = key(result.row);
      if (copies.isDuplicate(id)) continue;
      copies.kept(id);
      accepted += 1;
      for (const note of [...cleaning, ...result.notes]) report.warnings.push({ id, reason: `${call}: ${note}` });
      batch.push(result.row);
      if (batch.length >= BATCH_SIZE) {
        await onBatch(batch);
        batch = [];
      }
    }
  }
  if (batch.length > 0) await onBatch(batch);
  return { pages, items, accepted };
}

/**
 * Types and cities are small lists the CRM always sends whole, so they are
 * read without a watermark and replace the stored list. A list that is
 * absent, or whose every record was rejected, leaves the stored one as is:
 * an empty search form is worse than a stale one.
 */
async function importTypes(
  manager: EntityManager,
  source: ExportSource,
  report: Report,
): Promise<ListWriteCounts | null> {
  const rows: PropertyTypeRow[] = [];
  const read = await readList(
    source,
    CrmCall.types,
    null,
    mapCrmType,
    (row) => row.web_id,
    report,
    async (batch) => {
      rows.push(...batch);
    },
  );
  if (read.pages === 0 || (read.accepted === 0 && read.items > 0)) return null;
  return replacePropertyTypes(manager, rows);
}

async function importCities(
  manager: EntityManager,
  source: ExportSource,
  report: Report,
): Promise<ListWriteCounts | null> {
  const rows: CityRow[] = [];
  const read = await readList(source, CrmCall.cities, null, mapCrmCity, cityKey, report, async (batch) => {
    rows.push(...batch);
  });
  if (read.pages === 0 || (read.accepted === 0 && read.items > 0)) return null;
  return replaceCities(manager, rows);
}

async function importProjects(
  manager: EntityManager,
  source: ExportSource,
  options: ReferenceImportOptions,
  report: Report,
): Promise<ReferenceCounts['projects']> {
  const counts = { created: 0, updated: 0, unchanged: 0, withdrawn: 0 };
  // Before this run writes any: the base of the withdrawal limit is what visitors saw.
  const liveBefore = await countLiveProjects(manager);
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
  const read = await readList(
    source,
    CrmCall.projects,
    options.changedSince,
    mapAndNote,
    (row) => row.id,
    report,
    async (batch) => {
      const write = async (rows: ProjectRow[]) => {
        const written = await upsertProjects(manager, rows);
        counts.created += written.created;
        counts.updated += written.updated;
        counts.unchanged += written.unchanged;
      };
      await writeBatch(
        manager,
        `writing ${CrmCall.projects}`,
        batch,
        (row) => row.id,
        write,
        (row, reason) => report.rejections.push({ id: row.id, reason: `${CrmCall.projects}: ${reason}` }),
      );
    },
    parseCrmId,
  );

  const deleted = await readDeletedProjectIds(source, options.changedSince, changedAt);
  counts.withdrawn += await withdrawProjectsById(manager, deleted);
  // A full export that does not carry the project list says nothing about projects.
  if (options.full && read.pages > 0) counts.withdrawn += await withdrawAbsentProjects(manager, [...presentIds]);
  // The properties' guard: an export listing no project at all must not empty the projects page.
  // An agency has a handful of projects, so one may always leave (one of four is already 25 %).
  const refusal = withdrawalRefusal(counts.withdrawn, liveBefore, options.maxWithdrawShare, {
    what: 'projects',
    alwaysAllowed: 1,
  });
  if (refusal) throw new ImportRefusedError(refusal);
  return counts;
}

/** The deleted ids, except a project this run read back with a later change (listed again after its deletion). */
async function readDeletedProjectIds(
  source: ExportSource,
  changedSince: string | null,
  changedAt: ReadonlyMap<number, string>,
): Promise<number[]> {
  const ids = new Set<number>();
  for await (const page of source.pages(CrmCall.deletedProjects, { changedSince })) {
    for (const item of page.items) {
      const id = parseCrmId(item);
      if (id === null) continue;
      const deletedAt = isRecord(item) ? item['DeletedDate'] : undefined;
      const relistedAt = changedAt.get(id);
      if (relistedAt !== undefined && typeof deletedAt === 'string' && relistedAt > deletedAt) continue;
      ids.add(id);
    }
  }
  return [...ids];
}

/**
 * Owners are never removed: the export has no deleted-owners list and the
 * portal account must not vanish with one missing record. An owner whose
 * e-mail another owner uses (stored, or earlier in this run) is rejected:
 * the e-mail is the login. When the other owner's new e-mail is imported,
 * the next run accepts it;
 * history entries whose CRM id another owner of this run already claimed are
 * left out, as the same id twice keeps the first.
 */
async function importOwners(
  manager: EntityManager,
  source: ExportSource,
  options: ReferenceImportOptions,
  report: Report,
): Promise<OwnerWriteCounts> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const emails = new Map<string, number>();
  const historyIds = { visits: new Set<number>(), communications: new Set<number>(), online_media: new Set<number>() };
  // One batch written while the next is read and mapped (as the properties
  // are): Node and PostgreSQL work side by side, memory stays at two batches.
  let writing: Promise<void> = Promise.resolve();
  await readList(
    source,
    CrmCall.owners,
    options.changedSince,
    mapCrmOwner,
    (row) => row.id,
    report,
    async (batch) => {
      // The look-up must see the previous batch's owners (their e-mails are taken).
      await writing;
      const stored = await storedOwners(manager, batch);
      const accepted: OwnerRow[] = [];
      for (const row of batch) {
        const holder = [emails.get(row.email), stored.idByEmail.get(row.email)].find(
          (id) => id !== undefined && id !== row.id,
        );
        if (holder !== undefined) {
          report.rejections.push({
            id: row.id,
            reason: `${CrmCall.owners}: Email ${row.email} is already owner ${holder}'s login`,
          });
          continue;
        }
        emails.set(row.email, row.id);
        accepted.push(withoutClaimedHistory(row, historyIds, report));
      }
      const { changed, counts: batchCounts } = changedOwners(accepted, stored);
      counts.created += batchCounts.created;
      counts.updated += batchCounts.updated;
      counts.unchanged += batchCounts.unchanged;
      writing = writeBatch(
        manager,
        `writing ${CrmCall.owners}`,
        changed,
        (row) => row.id,
        (rows) => writeChangedOwners(manager, rows, stored),
        (row, reason) => report.rejections.push({ id: row.id, reason: `${CrmCall.owners}: ${reason}` }),
      );
      // Observed at the next batch or below; until then it must not count as unhandled.
      writing.catch(() => undefined);
    },
    parseCrmId,
  );
  await writing;
  return counts;
}

function withoutClaimedHistory(
  row: OwnerRow,
  claimed: Record<'visits' | 'communications' | 'online_media', Set<number>>,
  report: Report,
): OwnerRow {
  const keep = <Entry extends { id: number }>(list: 'visits' | 'communications' | 'online_media', entries: Entry[]) =>
    entries.filter((entry) => {
      if (!claimed[list].has(entry.id)) {
        claimed[list].add(entry.id);
        return true;
      }
      report.warnings.push({
        id: row.id,
        reason: `${CrmCall.owners}: ${list} ${entry.id} already belongs to another owner: left out`,
      });
      return false;
    });
  const visits = keep('visits', row.visits);
  const communications = keep('communications', row.communications);
  const onlineMedia = keep('online_media', row.online_media);
  const unchanged =
    visits.length === row.visits.length &&
    communications.length === row.communications.length &&
    onlineMedia.length === row.online_media.length;
  // The hash still covers what the CRM sent: the next identical run compares equal and writes nothing.
  return unchanged ? row : { ...row, visits, communications, online_media: onlineMedia };
}
