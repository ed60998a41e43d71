import { INTEGER } from './column-bounds';
import { type CrmRecord, isRecord } from './crm-fields';

/** The ID as the CRM wrote it, for rejection reports; null when unusable. */
export function rawCrmId(raw: unknown): string | number | null {
  const id = isRecord(raw) ? raw['ID'] : undefined;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null;
}

/** The record's ID: a positive whole number (or a string of digits) an `integer` column holds, else null. */
export function parseCrmId(raw: unknown): number | null {
  return idOrNull(rawCrmId(raw));
}

/** A positive whole number (or a string of digits) an `integer` id column holds, else null. */
export function idOrNull(value: unknown): number | null {
  const parsed = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isSafeInteger(parsed) && parsed > 0 && parsed <= INTEGER.max
    ? parsed
    : null;
}

/**
 * The checks every list's mapper starts with: a record (an object) with a
 * usable numeric ID. A failure carries what the CRM wrote, for the rejection report.
 */
export function crmIdentity(
  raw: unknown,
):
  | { ok: true; record: CrmRecord; id: number; rawId: string | number }
  | { ok: false; rawId: string | number | null; reason: string } {
  if (!isRecord(raw)) return { ok: false, rawId: null, reason: 'record is not an object' };
  const rawId = rawCrmId(raw);
  if (rawId === null) return { ok: false, rawId: null, reason: 'missing ID' };
  const id = parseCrmId(raw);
  if (id === null) return { ok: false, rawId, reason: `ID ${JSON.stringify(rawId)} is not numeric` };
  return { ok: true, record: raw, id, rawId };
}
