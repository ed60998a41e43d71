// The import's statements on `owners` and their history, inside its
// transaction. An owner record carries its whole history, so a changed
// owner's history is replaced; an unchanged owner (same content hash) is not
// touched at all.
import { CRM_TIME_ZONE, type ImportRowOf, selectRows } from '../../sql/crm-import';
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
 * One statement per batch writes the changed owners and their whole history:
 * PostgreSQL unpacks the nested lists itself, so Node builds no flat copy of
 * the history and the batch costs one round trip (the foreign keys are
 * checked at the end of the statement, when the new owners exist).
 */
const WRITE_OWNERS_SQL = `
  WITH r AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id integer, email text, first_name text, last_name text, locale text, phone text,
                                                     crm_changed_at timestamp, content_hash text, property_ids jsonb, visits jsonb,
                                                     communications jsonb, online_media jsonb)
  ), owners_written AS (
    INSERT INTO owners (id, email, first_name, last_name, locale, phone, crm_changed_at, content_hash, imported_at)
    SELECT r.id, r.email, r.first_name, r.last_name, r.locale, r.phone, r.crm_changed_at AT TIME ZONE '${CRM_TIME_ZONE}', r.content_hash, now()
    FROM r
    ON CONFLICT (id) DO UPDATE SET
      email = EXCLUDED.email, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, locale = EXCLUDED.locale,
      phone = EXCLUDED.phone, crm_changed_at = EXCLUDED.crm_changed_at, content_hash = EXCLUDED.content_hash,
      imported_at = EXCLUDED.imported_at
    WHERE owners.content_hash <> EXCLUDED.content_hash
  ), properties_written AS (
    INSERT INTO owner_properties (owner_id, property_id)
    SELECT r.id, p.value::integer FROM r, jsonb_array_elements_text(r.property_ids) AS p(value)
    ON CONFLICT DO NOTHING
  ), visits_written AS (
    -- A history entry's CRM id may have moved to another owner (the CRM
    -- merged two owners): the entry follows it rather than failing the run.
    INSERT INTO owner_visits (id, owner_id, property_id, date, status, remark)
    SELECT h.id, r.id, h.property_id, h.date AT TIME ZONE '${CRM_TIME_ZONE}', h.status, h.remark
    FROM r, jsonb_to_recordset(r.visits) AS h(id integer, property_id integer, date timestamp, status text, remark text)
    ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, property_id = EXCLUDED.property_id, date = EXCLUDED.date,
      status = EXCLUDED.status, remark = EXCLUDED.remark
  ), communications_written AS (
    INSERT INTO owner_communications (id, owner_id, property_id, date, channel, subject, body)
    SELECT h.id, r.id, h.property_id, h.date AT TIME ZONE '${CRM_TIME_ZONE}', h.channel, h.subject, h.body
    FROM r, jsonb_to_recordset(r.communications) AS h(id integer, property_id integer, date timestamp, channel text, subject text, body text)
    ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, property_id = EXCLUDED.property_id, date = EXCLUDED.date,
      channel = EXCLUDED.channel, subject = EXCLUDED.subject, body = EXCLUDED.body
  )
  INSERT INTO owner_online_media (id, owner_id, property_id, portal, url, published_at)
  SELECT h.id, r.id, h.property_id, h.portal, h.url, h.published_at AT TIME ZONE '${CRM_TIME_ZONE}'
  FROM r, jsonb_to_recordset(r.online_media) AS h(id integer, property_id integer, portal text, url text, published_at timestamp)
  ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, property_id = EXCLUDED.property_id, portal = EXCLUDED.portal,
    url = EXCLUDED.url, published_at = EXCLUDED.published_at`;

// A changed owner's history is replaced: what the CRM no longer lists goes.
const DELETE_HISTORY_SQL = `
  WITH a AS (DELETE FROM owner_properties WHERE owner_id = ANY($1::integer[])),
       b AS (DELETE FROM owner_visits WHERE owner_id = ANY($1::integer[])),
       c AS (DELETE FROM owner_communications WHERE owner_id = ANY($1::integer[])),
       d AS (DELETE FROM owner_online_media WHERE owner_id = ANY($1::integer[]))
  SELECT 1`;

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

/**
 * Writes changed owners (distinct ids and e-mails), each given as its JSON
 * text (an OwnerImportRow): the stored history of `knownIds` (those already
 * stored) is deleted in one statement, then owners and history are inserted
 * in one more.
 */
export async function writeChangedOwners(
  db: SqlQueryable,
  rowsJson: readonly string[],
  knownIds: readonly number[],
): Promise<void> {
  if (rowsJson.length === 0) return;
  // Owners are never deleted, so one never stored has no history to replace.
  if (knownIds.length > 0) await db.query(DELETE_HISTORY_SQL, [knownIds]);
  await db.query(WRITE_OWNERS_SQL, [`[${rowsJson.join(',')}]`]);
}
