// The owners of one export (GetOwnerList) with their history. Owners are
// never removed: the export has no deleted-owners list and the portal account
// must not vanish with one missing record. Written 1000 per batch with one
// batch in flight while the next is mapped; an unchanged owner (same content
// hash, which covers its history) costs no write at all. Inside the run's
// transaction.
import { isOwnerHistoryEmpty, type SqlQueryable, storedOwners, suspendHistoryKeys, writeChangedOwners } from '@immo/db';
import { parseCrmId } from '../crm/crm-id';
import { CrmCall, type ExportSource } from '../crm/export-source';
import { writeBatch, WriteBehind } from '../import-steps';
import { ListRecords, type Report } from './list-records';
import { mapCrmOwner } from './map-crm-owner';
import type { OwnerRow } from './reference-rows';

const BATCH_SIZE = 1000;

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
  // A first import writes the history without its foreign keys and checks them once at the end.
  const historyKeys: { restore: (() => Promise<void>) | null } = { restore: null };
  const writes = new WriteBehind();
  const write = async (batch: OwnerRow[]) => {
    // The look-up must see the previous batch's owners (their e-mails are taken).
    await writes.drain();
    if (entriesMayBeStored === undefined) {
      entriesMayBeStored = !(await isOwnerHistoryEmpty(tx));
      historyKeys.restore = await suspendHistoryKeys(tx);
    }
    const stored = await storedOwners(tx, batch);
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
    await writes.queue(() =>
      writeBatch(
        tx,
        `writing ${CrmCall.owners}`,
        changed,
        (row) => row.id,
        (rows) =>
          writeChangedOwners(
            tx,
            rows,
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
  await historyKeys.restore?.();
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
