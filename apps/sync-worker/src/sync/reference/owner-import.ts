// The owners of one export (GetOwnerList) with their history. Owners are
// never removed: the export has no deleted-owners list and the portal account
// must not vanish with one missing record. Written 1000 per batch while the
// next is mapped (several batches queued on a first import, which looks
// nothing up); an unchanged owner (same content
// hash, which covers its history) costs no write at all. Inside the run's
// transaction.
import {
  isOwnerHistoryEmpty,
  isOwnersTableEmpty,
  prepareOwners,
  type SqlQueryable,
  type StoredOwners,
  storedOwners,
  suspendHistoryKeys,
  writeChangedOwners,
} from '@immo/db';
import { parseCrmId } from '../crm/crm-id';
import { CrmCall, type ExportSource } from '../crm/export-source';
import { writeBatch, WriteBehind } from '../import-steps';
import { ListRecords, type Report } from './list-records';
import { mapCrmOwner } from './map-crm-owner';
import type { OwnerRow } from './reference-rows';

const BATCH_SIZE = 1000;

/** Batches that may wait for PostgreSQL while the next is mapped, when no look-up needs the previous ones written. */
const WRITES_QUEUED = 3;

const NOTHING_STORED: StoredOwners = { hashById: new Map(), idByEmail: new Map() };

export interface OwnersApplied {
  created: number;
  updated: number;
  unchanged: number;
}

type HistoryList = 'visits' | 'communications' | 'online_media';

/**
 * An owner whose e-mail another owner uses (stored, or earlier in this run)
 * is rejected: the e-mail is the login. When the other owner's new e-mail is
 * imported, the next run accepts it. History entries whose CRM id another
 * owner of this run already claimed are left out, as the same id twice keeps
 * the first.
 */
export async function importOwners(
  tx: SqlQueryable,
  source: ExportSource,
  changedSince: string | null,
  report: Report,
): Promise<OwnersApplied> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const emails = new Map<string, number>();
  const claimed: Record<HistoryList, Set<number>> = {
    visits: new Set(),
    communications: new Set(),
    online_media: new Set(),
  };
  const records = new ListRecords(CrmCall.owners, mapCrmOwner, (row) => row.id, report, parseCrmId);
  // With no history stored, an entry can only collide with one of this run's, which `claimed` leaves out.
  // Asked at the first batch: a run without owners (an incremental one) sends no statement for it.
  let entriesMayBeStored: boolean | undefined;
  // No owner stored before the run (a first import): nothing to look up, as this run's own ids are distinct and
  // `emails` holds its logins; the history is written without its foreign keys, checked once at the end.
  const first: { run?: boolean; restoreKeys: (() => Promise<void>) | null } = { restoreKeys: null };
  const writes = new WriteBehind(WRITES_QUEUED);
  const write = async (batch: OwnerRow[]) => {
    if (first.run === undefined) {
      first.run = await isOwnersTableEmpty(tx);
      entriesMayBeStored = !(await isOwnerHistoryEmpty(tx));
      if (first.run) first.restoreKeys = await suspendHistoryKeys(tx);
    }
    // Otherwise the look-up must see the previous batches' owners (an owner's former e-mail is free again).
    if (!first.run) await writes.drain();
    const stored = first.run ? NOTHING_STORED : await storedOwners(tx, batch);
    const changed: OwnerRow[] = [];
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
      const accepted = withoutClaimedHistory(row, claimed, report);
      const hash = stored.hashById.get(accepted.id);
      if (hash === accepted.content_hash) counts.unchanged += 1;
      else {
        if (hash === undefined) counts.created += 1;
        else counts.updated += 1;
        changed.push(accepted);
      }
    }
    // The batch's texts are made now, while PostgreSQL writes the previous batches, not between its statements.
    const prepared = prepareOwners(changed);
    await writes.queue(() =>
      writeBatch(
        tx,
        `writing ${CrmCall.owners}`,
        changed,
        (row) => row.id,
        (rows) =>
          writeChangedOwners(
            tx,
            rows.length === changed.length ? prepared : prepareOwners(rows),
            rows.filter((row) => stored.hashById.has(row.id)).map((row) => row.id),
            entriesMayBeStored ?? true,
          ),
        (row, reason) => report.rejections.push({ id: row.id, reason: `${CrmCall.owners}: ${reason}` }),
      ),
    );
  };

  let batch: OwnerRow[] = [];
  for await (const page of source.pages(CrmCall.owners, { changedSince })) {
    for (const item of page.items) {
      const row = records.accept(item);
      if (row) batch.push(row);
      if (batch.length >= BATCH_SIZE) {
        await write(batch);
        batch = [];
      }
    }
  }
  if (batch.length > 0) await write(batch);
  await writes.drain();
  await first.restoreKeys?.();
  return counts;
}

function withoutClaimedHistory(row: OwnerRow, claimed: Record<HistoryList, Set<number>>, report: Report): OwnerRow {
  const keep = <Entry extends { id: number }>(list: HistoryList, entries: Entry[]) =>
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
