// One GetOwnerList record → one owner with the history the portal shows, or
// a rejection. A broken history entry is left out with a note; only a broken
// owner (no ID, no usable e-mail) is rejected. Pure.
import { type Locale } from '@immo/domain';
import { safeHttpUrl } from '@immo/platform';
import { MAX_EMAIL_LENGTH } from '../crm/column-bounds';
import { quoted } from '../crm/crm-links';
import { type CrmRecord, FieldReader, isRecord } from '../crm/crm-fields';
import { crmIdentity, idOrNull } from '../crm/crm-id';
import { sanitiseDescriptionHtml } from '@immo/platform/html';
import { crmDateTime, jsonHash, localeByCrmLanguageId } from './crm-values';
import type { Mapped, OwnerCommunicationRow, OwnerOnlineMediaRow, OwnerRow, OwnerVisitRow } from './reference-rows';

/** The language the CRM writes in for this agency, when an owner's LanguageId is missing or unknown. */
const DEFAULT_OWNER_LOCALE: Locale = 'fr';
const VISIT_STATUSES = new Set(['planned', 'done', 'cancelled'] as const);
const CHANNELS = new Set(['email', 'phone', 'letter', 'meeting'] as const);
// Deliberately loose: the CRM's addresses are typed by staff; this only stops what can never log in.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function mapCrmOwner(raw: unknown): Mapped<OwnerRow> {
  const identity = crmIdentity(raw);
  if (!identity.ok) return reject(identity.rawId, identity.reason);
  const { id, rawId, record } = identity;

  const read = new FieldReader(record);
  const email = read.required('Email', read.text('Email'))?.toLowerCase() ?? null;
  if (email !== null && (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH))
    read.problems.push(`Email ${quoted(email)} is not an e-mail address`);
  const notes: string[] = [];
  const fields: Omit<OwnerRow, 'content_hash'> = {
    id,
    email: email ?? '',
    first_name: read.text('FirstName'),
    last_name: read.text('LastName'),
    locale: localeByCrmLanguageId.get(Number(read.raw('LanguageId'))) ?? DEFAULT_OWNER_LOCALE,
    phone: read.text('Phone'),
    crm_changed_at: read.dateTime('LastChangedDate'),
    property_ids: propertyIds(read, notes),
    visits: entries(read, 'Visits', notes, visit),
    communications: entries(read, 'Communications', notes, communication),
    online_media: entries(read, 'OnlineMedia', notes, onlineMedia),
  };
  if (read.problems.length > 0) return reject(rawId, read.problems.join('; '));
  const row: OwnerRow = { ...fields, content_hash: jsonHash(JSON.stringify(fields)) };
  return { ok: true, row, notes };
}

function reject(id: string | number | null, reason: string): Mapped<OwnerRow> {
  return { ok: false, rejection: { id, reason: `GetOwnerList: ${reason}` } };
}

function propertyIds(read: FieldReader, notes: string[]): number[] {
  const ids = new Set<number>();
  for (const value of read.array('PropertyIDs')) {
    const id = idOrNull(value);
    if (id === null) notes.push(`PropertyIDs entry ${JSON.stringify(value)} is not an ID: left out`);
    else ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Maps a history list; an entry without a usable ID or field is left out with a note, a repeated ID keeps the first. */
function entries<Row extends { id: number }>(
  read: FieldReader,
  field: string,
  notes: string[],
  map: (entry: CrmRecord, entryRead: FieldReader) => Omit<Row, 'id'> | null,
): Row[] {
  const rows: Row[] = [];
  const seen = new Set<number>();
  for (const entry of read.array(field)) {
    const id = isRecord(entry) ? idOrNull(entry['ID']) : null;
    if (!isRecord(entry) || id === null) {
      notes.push(`${field} entry without a usable ID: left out`);
      continue;
    }
    if (seen.has(id)) {
      notes.push(`${field} ${id} appears twice: the first was kept`);
      continue;
    }
    const entryRead = new FieldReader(entry);
    const mapped = map(entry, entryRead);
    if (mapped === null || entryRead.problems.length > 0) {
      notes.push(`${field} ${id} left out: ${entryRead.problems.join('; ') || 'unusable'}`);
      continue;
    }
    seen.add(id);
    rows.push({ id, ...mapped } as Row);
  }
  return rows;
}

function visit(entry: CrmRecord, read: FieldReader): Omit<OwnerVisitRow, 'id'> | null {
  const date = read.required('Date', crmDateTime(read, entry, 'Date'));
  const status = read.text('Status')?.toLowerCase() ?? null;
  if (!isOneOf(VISIT_STATUSES, status))
    read.problems.push(`Status ${JSON.stringify(status)} is not planned, done or cancelled`);
  if (date === null || !isOneOf(VISIT_STATUSES, status)) return null;
  return { property_id: idOrNull(entry['PropertyID']), date, status, remark: read.text('Remark') };
}

function communication(entry: CrmRecord, read: FieldReader): Omit<OwnerCommunicationRow, 'id'> | null {
  const date = read.required('Date', crmDateTime(read, entry, 'Date'));
  const channel = read.text('Channel')?.toLowerCase() ?? null;
  if (!isOneOf(CHANNELS, channel))
    read.problems.push(`Channel ${JSON.stringify(channel)} is not email, phone, letter or meeting`);
  if (date === null || !isOneOf(CHANNELS, channel)) return null;
  const body = read.text('Body');
  return {
    property_id: idOrNull(entry['PropertyID']),
    date,
    channel,
    subject: read.text('Subject'),
    // E-mails from the CRM are HTML; the portal renders the body as such.
    body: body === null ? null : sanitiseDescriptionHtml(body) || null,
  };
}

function onlineMedia(entry: CrmRecord, read: FieldReader): Omit<OwnerOnlineMediaRow, 'id'> | null {
  const portal = read.required('Portal', read.text('Portal'));
  const url = read.required('Url', read.text('Url'));
  // The portal links to it: only a web address may become a link.
  const link = url === null ? null : safeHttpUrl(url);
  if (url !== null && link === null) read.problems.push(`Url ${quoted(url)} is not a web address`);
  const publishedAt = crmDateTime(read, entry, 'PublishedDate');
  if (portal === null || link === null) return null;
  return { property_id: idOrNull(entry['PropertyID']), portal, url: link, published_at: publishedAt };
}

function isOneOf<T extends string>(allowed: ReadonlySet<T>, value: string | null): value is T {
  return value !== null && (allowed as ReadonlySet<string>).has(value);
}
