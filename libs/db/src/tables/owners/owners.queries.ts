// The import's statements on `owners` and their history, inside its
// transaction. An owner record carries its whole history, so a changed
// owner's history is replaced; an unchanged owner (same content hash) is not
// touched at all.
import { copyField, copyRows, CRM_TIME_ZONE, type ImportRowOf, selectRows } from '../../sql/crm-import';
import type { SqlQueryable } from '../../sql/outbox-insert';
import type { OwnerCommunicationEntity } from './owner-communication.entity';
import type { OwnerOnlineMediaEntity } from './owner-online-media.entity';
import type { OwnerVisitEntity } from './owner-visit.entity';
import type { OwnerEntity } from './owner.entity';

export type OwnerVisitImportRow = ImportRowOf<
  OwnerVisitEntity,
  'id' | 'propertyId' | 'date' | 'status' | 'remark',
  'date'
>;
export type OwnerCommunicationImportRow = ImportRowOf<
  OwnerCommunicationEntity,
  'id' | 'propertyId' | 'date' | 'channel' | 'subject' | 'body',
  'date'
>;
export type OwnerOnlineMediaImportRow = ImportRowOf<
  OwnerOnlineMediaEntity,
  'id' | 'propertyId' | 'portal' | 'url' | 'publishedAt',
  'publishedAt'
>;

/** One owner as the importer writes it, with the whole history the CRM sends with it. */
export type OwnerImportRow = ImportRowOf<
  OwnerEntity,
  'id' | 'email' | 'firstName' | 'lastName' | 'locale' | 'phone' | 'crmChangedAt' | 'contentHash',
  'crmChangedAt'
> & {
  property_ids: number[];
  visits: OwnerVisitImportRow[];
  communications: OwnerCommunicationImportRow[];
  online_media: OwnerOnlineMediaImportRow[];
};

/**
 * The changed owners' own columns, one statement per batch. Their history is
 * written after them by COPY (`writeChangedOwners`), which PostgreSQL costs
 * about half of unpacking it from a nested jsonb document and inserting it
 * row by row (docs/benchmarks.md, "Import"); the foreign keys are checked as
 * the COPY writes, when the owners exist.
 */
const WRITE_OWNERS_SQL = `
  INSERT INTO owners (id, email, first_name, last_name, locale, phone, crm_changed_at, content_hash, imported_at)
  SELECT r.id, r.email, r.first_name, r.last_name, r.locale, r.phone, r.crm_changed_at AT TIME ZONE '${CRM_TIME_ZONE}', r.content_hash, now()
  FROM jsonb_to_recordset($1::jsonb) AS r(id integer, email text, first_name text, last_name text, locale text, phone text,
                                          crm_changed_at timestamp, content_hash text)
  ON CONFLICT (id) DO UPDATE SET
    email = EXCLUDED.email, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, locale = EXCLUDED.locale,
    phone = EXCLUDED.phone, crm_changed_at = EXCLUDED.crm_changed_at, content_hash = EXCLUDED.content_hash,
    imported_at = EXCLUDED.imported_at
  WHERE owners.content_hash <> EXCLUDED.content_hash`;

// A changed owner's history is replaced: what the CRM no longer lists goes
// ($1: the stored owners of the batch). An entry's CRM id may also have moved
// from another owner (the CRM merged two owners): the entry follows it
// rather than failing the run ($2-$4: the batch's entry ids, when some
// history was stored before the run).
const DELETE_HISTORY_SQL = `
  WITH a AS (DELETE FROM owner_properties WHERE owner_id = ANY($1::integer[])),
       b AS (DELETE FROM owner_visits WHERE owner_id = ANY($1::integer[]) OR id = ANY($2::integer[])),
       c AS (DELETE FROM owner_communications WHERE owner_id = ANY($1::integer[]) OR id = ANY($3::integer[])),
       d AS (DELETE FROM owner_online_media WHERE owner_id = ANY($1::integer[]) OR id = ANY($4::integer[]))
  SELECT 1`;

/**
 * Whether no owner has any visit, communication or online media stored: then
 * no entry of a run can be stored under another owner (the run itself never
 * gives one id to two owners), and `writeChangedOwners` skips looking for
 * them, ≈ 8,000 index look-ups a batch on a first import.
 */
export async function isOwnerHistoryEmpty(db: SqlQueryable): Promise<boolean> {
  const [row] = await selectRows<{ empty: boolean }>(
    db,
    `SELECT NOT (EXISTS (SELECT 1 FROM owner_visits) OR EXISTS (SELECT 1 FROM owner_communications)
                 OR EXISTS (SELECT 1 FROM owner_online_media)) AS empty`,
  );
  return row?.empty ?? false;
}

/** The history tables whose foreign keys `suspendHistoryKeys` lifts for a first import. */
const HISTORY_TABLES = ['owner_properties', 'owner_visits', 'owner_communications', 'owner_online_media'];

/**
 * Into an empty `owners` table (a first import), the history's foreign keys to it are dropped for the run's writes
 * and added back after them, as pg_restore does: one validating join then, instead of a key look-up per history row,
 * which cost more than the COPY itself (500,000 rows: 4.4 s of backend CPU against 2.5 s, docs/benchmarks.md
 * "Import"). Their definitions are read from the catalogue, so the migrations stay their one source. Dropping them
 * locks `owners` until the run commits, which no one waits on while there is no owner; inside the run's transaction,
 * a failed run gets them back with its rollback. Returns what adds them back, or null: owners are stored, or the
 * role may not alter the tables (the keys then stay and check each row, as on any later run).
 */
export async function suspendHistoryKeys(db: SqlQueryable): Promise<(() => Promise<void>) | null> {
  const keys = await selectRows<{ drop: string; add: string }>(
    db,
    `SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname) AS drop,
            format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) AS add
       FROM pg_constraint c
      WHERE c.contype = 'f' AND c.confrelid = 'owners'::regclass AND c.conrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM owners)`,
    [HISTORY_TABLES],
  );
  if (keys.length === 0) return null;
  await db.query('SAVEPOINT history_keys');
  try {
    for (const key of keys) await db.query(key.drop);
  } catch {
    await db.query('ROLLBACK TO SAVEPOINT history_keys');
    return null;
  }
  await db.query('RELEASE SAVEPOINT history_keys');
  return async () => {
    for (const key of keys) await db.query(key.add);
  };
}

/** What is stored now about a batch's owners: their content hashes, and who holds their e-mails. */
export interface StoredOwners {
  hashById: Map<number, string>;
  /**
   * E-mail → owner id. The e-mail is the portal login, hence unique; a row
   * whose e-mail another owner holds must not reach the INSERT, whose unique
   * violation would abort the run.
   */
  idByEmail: Map<string, number>;
}

/** One look-up per batch: the ids' hashes (to skip unchanged owners) and the e-mails' holders. */
export async function storedOwners(
  db: SqlQueryable,
  rows: readonly Pick<OwnerImportRow, 'id' | 'email'>[],
): Promise<StoredOwners> {
  if (rows.length === 0) return { hashById: new Map(), idByEmail: new Map() };
  const stored = await selectRows<{ id: number; email: string; content_hash: string }>(
    db,
    `SELECT id, email, content_hash FROM owners WHERE id = ANY($1::integer[]) OR email = ANY($2::text[])`,
    [rows.map((row) => row.id), rows.map((row) => row.email)],
  );
  return {
    hashById: new Map(stored.map((row) => [row.id, row.content_hash])),
    idByEmail: new Map(stored.map((row) => [row.email, row.id])),
  };
}

/** Whether no owner is stored at all (a first import: nothing to look up, `suspendHistoryKeys` applies). */
export async function isOwnersTableEmpty(db: SqlQueryable): Promise<boolean> {
  const [row] = await selectRows<{ empty: boolean }>(db, 'SELECT NOT EXISTS (SELECT 1 FROM owners) AS empty');
  return row?.empty ?? false;
}

/** A batch of changed owners with the texts its statements send, made before its turn to be written. */
export interface PreparedOwners {
  rows: readonly OwnerImportRow[];
  /** The owners' own columns, as the jsonb of WRITE_OWNERS_SQL. */
  owners: string;
  /** The history, as COPY text per table. */
  history: ReturnType<typeof historyLines>;
}

export function prepareOwners(rows: readonly OwnerImportRow[]): PreparedOwners {
  const owners = JSON.stringify(
    rows.map(({ id, email, first_name, last_name, locale, phone, crm_changed_at, content_hash }) => ({
      id,
      email,
      first_name,
      last_name,
      locale,
      phone,
      crm_changed_at,
      content_hash,
    })),
  );
  return { rows, owners, history: historyLines(rows) };
}

/**
 * Writes changed owners (distinct ids and e-mails, distinct entry ids): the
 * stored history of `knownIds` (those already stored) and, when
 * `entriesMayBeStored` (see `isOwnerHistoryEmpty`), the stored entries with
 * the rows' entry ids are deleted in one statement, the owners' columns
 * upserted in one more, then their property links, visits, communications and
 * online media are COPYed, one list after the other.
 */
export async function writeChangedOwners(
  db: SqlQueryable,
  batch: PreparedOwners,
  knownIds: readonly number[],
  entriesMayBeStored: boolean,
): Promise<void> {
  const { rows, history } = batch;
  if (rows.length === 0) return;
  const entryIds = (list: 'visits' | 'communications' | 'online_media') =>
    entriesMayBeStored ? rows.flatMap((row) => row[list].map((entry) => entry.id)) : [];
  if (knownIds.length > 0 || entriesMayBeStored)
    await db.query(DELETE_HISTORY_SQL, [
      knownIds,
      entryIds('visits'),
      entryIds('communications'),
      entryIds('online_media'),
    ]);
  await db.query(WRITE_OWNERS_SQL, [batch.owners]);
  await copyRows(db, 'owner_properties', ['owner_id', 'property_id'], history.properties);
  await copyRows(db, 'owner_visits', ['id', 'owner_id', 'property_id', 'date', 'status', 'remark'], history.visits);
  await copyRows(
    db,
    'owner_communications',
    ['id', 'owner_id', 'property_id', 'date', 'channel', 'subject', 'body'],
    history.communications,
  );
  await copyRows(
    db,
    'owner_online_media',
    ['id', 'owner_id', 'property_id', 'portal', 'url', 'published_at'],
    history.onlineMedia,
  );
}

/** A CRM wall-clock time as timestamptz input: PostgreSQL reads it in the agency's zone, as `AT TIME ZONE` does. */
const crmTime = (value: string | null) => (value === null ? null : `${value} ${CRM_TIME_ZONE}`);
const line = (fields: readonly (string | number | null)[]) => `${fields.map(copyField).join('\t')}\n`;

/** The rows' history as COPY text, one string per table, in the column order `writeChangedOwners` names. */
function historyLines(rows: readonly OwnerImportRow[]) {
  let properties = '';
  let visits = '';
  let communications = '';
  let onlineMedia = '';
  for (const row of rows) {
    for (const propertyId of row.property_ids) properties += line([row.id, propertyId]);
    for (const visit of row.visits)
      visits += line([visit.id, row.id, visit.property_id, crmTime(visit.date), visit.status, visit.remark]);
    for (const entry of row.communications)
      communications += line([
        entry.id,
        row.id,
        entry.property_id,
        crmTime(entry.date),
        entry.channel,
        entry.subject,
        entry.body,
      ]);
    for (const media of row.online_media)
      onlineMedia += line([media.id, row.id, media.property_id, media.portal, media.url, crmTime(media.published_at)]);
  }
  return { properties, visits, communications, onlineMedia };
}
