// SQL writes to `owners` and their history, inside the import's transaction.
// An owner record carries its whole history, so a changed owner's history is
// replaced; an unchanged owner (same content hash) is not touched at all.
import type { EntityManager } from 'typeorm';
import type { OwnerRow } from './reference-rows';

export interface OwnerWriteCounts {
  created: number;
  updated: number;
  unchanged: number;
}

const CRM_TIME_ZONE = 'Europe/Brussels';

const UPSERT_OWNERS_SQL = `
  INSERT INTO owners (id, email, first_name, last_name, locale, phone, crm_changed_at, content_hash, imported_at)
  SELECT r.id, r.email, r.first_name, r.last_name, r.locale, r.phone, r.crm_changed_at AT TIME ZONE '${CRM_TIME_ZONE}', r.content_hash, now()
  FROM jsonb_to_recordset($1::jsonb) AS r(id integer, email text, first_name text, last_name text, locale text, phone text,
                                          crm_changed_at timestamp, content_hash text)
  ON CONFLICT (id) DO UPDATE SET
    email = EXCLUDED.email, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, locale = EXCLUDED.locale,
    phone = EXCLUDED.phone, crm_changed_at = EXCLUDED.crm_changed_at, content_hash = EXCLUDED.content_hash,
    imported_at = EXCLUDED.imported_at
  WHERE owners.content_hash <> EXCLUDED.content_hash
  RETURNING id, (xmax = 0) AS inserted`;

const DELETE_HISTORY_SQL = `
  WITH a AS (DELETE FROM owner_properties WHERE owner_id = ANY($1::integer[])),
       b AS (DELETE FROM owner_visits WHERE owner_id = ANY($1::integer[])),
       c AS (DELETE FROM owner_communications WHERE owner_id = ANY($1::integer[])),
       d AS (DELETE FROM owner_online_media WHERE owner_id = ANY($1::integer[]))
  SELECT 1`;

const INSERT_PROPERTIES_SQL = `
  INSERT INTO owner_properties (owner_id, property_id)
  SELECT r.owner_id, r.property_id FROM jsonb_to_recordset($1::jsonb) AS r(owner_id integer, property_id integer)
  ON CONFLICT DO NOTHING`;

// A history entry's CRM id may have moved to another owner (the CRM merged
// two owners): the entry follows it rather than failing the run.
const INSERT_VISITS_SQL = `
  INSERT INTO owner_visits (id, owner_id, property_id, date, status, remark)
  SELECT r.id, r.owner_id, r.property_id, r.date AT TIME ZONE '${CRM_TIME_ZONE}', r.status, r.remark
  FROM jsonb_to_recordset($1::jsonb) AS r(id integer, owner_id integer, property_id integer, date timestamp, status text, remark text)
  ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, property_id = EXCLUDED.property_id, date = EXCLUDED.date,
    status = EXCLUDED.status, remark = EXCLUDED.remark`;

const INSERT_COMMUNICATIONS_SQL = `
  INSERT INTO owner_communications (id, owner_id, property_id, date, channel, subject, body)
  SELECT r.id, r.owner_id, r.property_id, r.date AT TIME ZONE '${CRM_TIME_ZONE}', r.channel, r.subject, r.body
  FROM jsonb_to_recordset($1::jsonb) AS r(id integer, owner_id integer, property_id integer, date timestamp, channel text, subject text, body text)
  ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, property_id = EXCLUDED.property_id, date = EXCLUDED.date,
    channel = EXCLUDED.channel, subject = EXCLUDED.subject, body = EXCLUDED.body`;

const INSERT_MEDIA_SQL = `
  INSERT INTO owner_online_media (id, owner_id, property_id, portal, url, published_at)
  SELECT r.id, r.owner_id, r.property_id, r.portal, r.url, r.published_at AT TIME ZONE '${CRM_TIME_ZONE}'
  FROM jsonb_to_recordset($1::jsonb) AS r(id integer, owner_id integer, property_id integer, portal text, url text, published_at timestamp)
  ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, property_id = EXCLUDED.property_id, portal = EXCLUDED.portal,
    url = EXCLUDED.url, published_at = EXCLUDED.published_at`;

/**
 * E-mail → owner id for the e-mails of these rows as stored now. The e-mail
 * is the portal login, hence unique; a row whose e-mail another owner holds
 * must not reach the INSERT, whose unique violation would abort the run.
 */
export async function emailHolders(manager: EntityManager, rows: readonly OwnerRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const held = (await manager.query(`SELECT id, email FROM owners WHERE email = ANY($1::text[])`, [rows.map((row) => row.email)])) as {
    id: number;
    email: string;
  }[];
  return new Map(held.map((row) => [row.email, row.id]));
}

/** Upserts owners (distinct ids and e-mails) and replaces the history of those that changed. */
export async function writeOwners(manager: EntityManager, rows: readonly OwnerRow[]): Promise<OwnerWriteCounts> {
  if (rows.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const written = (await manager.query(UPSERT_OWNERS_SQL, [JSON.stringify(rows)])) as { id: number; inserted: boolean }[];
  const changedIds = new Set(written.map((row) => row.id));
  const changed = rows.filter((row) => changedIds.has(row.id));
  if (changed.length > 0) {
    await manager.query(DELETE_HISTORY_SQL, [[...changedIds]]);
    const history = <T extends object>(pick: (row: OwnerRow) => T[]) =>
      JSON.stringify(changed.flatMap((row) => pick(row).map((entry) => ({ ...entry, owner_id: row.id }))));
    await manager.query(INSERT_PROPERTIES_SQL, [history((row) => row.property_ids.map((property_id) => ({ property_id })))]);
    await manager.query(INSERT_VISITS_SQL, [history((row) => row.visits)]);
    await manager.query(INSERT_COMMUNICATIONS_SQL, [history((row) => row.communications)]);
    await manager.query(INSERT_MEDIA_SQL, [history((row) => row.online_media)]);
  }
  const created = written.filter((row) => row.inserted).length;
  return { created, updated: written.length - created, unchanged: rows.length - written.length };
}
