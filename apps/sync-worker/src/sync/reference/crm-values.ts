// Small readers shared by the reference-list mappers, on top of crm/crm-fields.
import { createHash } from 'node:crypto';
import { crmLanguageIds, type Locale, type LocalizedText, locales } from '@immo/domain';
import { type CrmRecord, FieldReader, isRecord } from '../crm/crm-fields';

export const localeByCrmLanguageId = new Map<number, Locale>(locales.map((locale) => [crmLanguageIds[locale], locale]));

export function stringOrNull(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * `[{LanguageId, <field>}]` → `{nl, fr, en, de}`: first entry per language
 * wins, unknown languages are ignored, and the result is in a fixed locale
 * order so the content hash does not depend on the CRM's order.
 */
export function localizedField(
  entries: unknown[],
  field: string,
  clean: (text: string) => string = (text) => text,
): LocalizedText {
  const byLocale = new Map<Locale, string>();
  for (const entry of entries) {
    if (!isRecord(entry)) continue;
    const locale = localeByCrmLanguageId.get(Number(entry['LanguageId']));
    const text = stringOrNull(entry[field]);
    if (locale && text && !byLocale.has(locale)) byLocale.set(locale, clean(text));
  }
  const result: LocalizedText = {};
  for (const locale of locales) {
    const text = byLocale.get(locale);
    if (text) result[locale] = text;
  }
  return result;
}

/**
 * Without the name in French, the record's own Name is used for it: the CRM
 * writes the record's fields in the language the export was requested in,
 * French for this agency.
 */
export function withOwnName(names: LocalizedText, ownName: string | null): LocalizedText {
  if (names.fr || !ownName) return names;
  const merged: LocalizedText = { ...names, fr: ownName };
  const result: LocalizedText = {};
  for (const locale of locales) if (merged[locale]) result[locale] = merged[locale];
  return result;
}

/** `YYYY-MM-DD HH:mm:ss`, or a date alone (`YYYY-MM-DD`, read as midnight); problems go to the reader. */
export function crmDateTime(read: FieldReader, record: CrmRecord, field: string): string | null {
  const value = record[field];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return read.dateTime(field);
  const dateOnly = new FieldReader({ [field]: `${value.trim()} 00:00:00` });
  const result = dateOnly.dateTime(field);
  read.problems.push(...dateOnly.problems);
  return result;
}

/** Luxembourg postcodes come as `L-1212`; the site stores and searches `1212`, as for properties. */
export function normalizeZip(zip: string | null): string | null {
  const normalized = (zip ?? '').replace(/^L-\s*/i, '').trim();
  return normalized === '' ? null : normalized;
}

export function contentHash(fields: unknown): string {
  return jsonHash(JSON.stringify(fields));
}

/** `contentHash` of fields already serialised with JSON.stringify (a caller that also writes the JSON serialises once). */
export function jsonHash(json: string): string {
  return createHash('sha256').update(json).digest('hex');
}
