// One CRM export record → one `properties` row, or a rejection with its
// reason. Pure: the importer decides what to do with duplicates and writes.
import { createHash } from 'node:crypto';
import { COUNTRY_BELGIUM, crmLanguageIds, type Locale, locales, type PictureDto } from '@immo/domain';
import { type CrmRecord, FieldReader, isRecord } from './crm-fields';
import type { PropertyRow, Rejection } from './property-row';

export type MapResult = { ok: true; row: PropertyRow } | { ok: false; rejection: Rejection };

/** Belgium, the agency's home country (spec §9), is assumed when the CRM omits the country. */
const HOME_COUNTRY_ID = COUNTRY_BELGIUM;

const localeByCrmLanguageId = new Map<number, Locale>(locales.map((locale) => [crmLanguageIds[locale], locale]));

/** The ID as the CRM wrote it, for rejection reports; null when unusable. */
export function rawCrmId(raw: unknown): string | number | null {
  const id = isRecord(raw) ? raw['ID'] : undefined;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null;
}

/** A positive whole number (or a string of digits), else null. */
export function parseCrmId(raw: unknown): number | null {
  const id = rawCrmId(raw);
  const value = typeof id === 'string' && /^\d+$/.test(id.trim()) ? Number(id) : id;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
}

export function mapCrmProperty(raw: unknown): MapResult {
  if (!isRecord(raw)) return reject(null, 'record is not an object');
  const rawId = rawCrmId(raw);
  if (rawId === null) return reject(null, 'missing ID');
  const id = parseCrmId(raw);
  if (id === null) return reject(rawId, `ID ${JSON.stringify(rawId)} is not numeric`);

  const read = new FieldReader(raw);
  const goal = read.integer('Goal');
  if (goal === null && read.problems.length === 0) read.problems.push('missing Goal');
  const { titles, descriptions } = localizedTexts(raw, read);

  const fields: Omit<PropertyRow, 'content_hash'> = {
    id,
    goal: goal ?? 0,
    reference: read.text('RecordFile') ?? '',
    web_id: read.integer('WebID'),
    web_ids: read.text('WebIDs'),
    main_type_name: read.text('MainTypeName'),
    titles,
    descriptions,
    city: read.text('City') ?? '',
    zip: normalizeZip(read.text('Zip')),
    country_id: read.integer('CountryID') ?? HOME_COUNTRY_ID,
    country_name: read.text('CountryName') ?? '',
    price: read.number('Price'),
    // Unpublished unless the CRM says otherwise: showing a price or an
    // address by mistake is worse than hiding it.
    publish_price: read.boolean('PublishPrice') ?? false,
    price_unit: read.integer('PriceUnit'),
    price_unit_text: read.text('PriceUnitText'),
    marquee: read.integer('Marquee') ?? 0,
    marquee_name: read.text('MarqueeName'),
    publish_address: read.boolean('PublishAddress') ?? false,
    street: read.text('Street'),
    house_number: read.text('HouseNumber'),
    box_nr: read.text('BoxNr'),
    epc_label_text: read.text('EPCLabelText'),
    energy_performance: read.number('EnergyPerformance'),
    bedrooms: read.integer('Bedrooms'),
    surface: read.number('SurfaceTotal'),
    // GoogleX is the longitude, GoogleY the latitude; the CRM writes 0 for 'unknown'.
    latitude: coordinate(read.number('GoogleY'), 90),
    longitude: coordinate(read.number('GoogleX'), 180),
    pictures: pictures(raw, read),
    crm_created_at: read.dateTime('CreatedDate'),
    crm_changed_at: read.dateTime('LastChangedDate'),
  };

  if (read.problems.length > 0) return reject(rawId, read.problems.join('; '));
  return { ok: true, row: { ...fields, content_hash: contentHash(fields) } };
}

function reject(id: string | number | null, reason: string): MapResult {
  return { ok: false, rejection: { id, reason } };
}

/** Luxembourg postcodes come as `L-1212`; the site shows and searches `1212`. */
function normalizeZip(zip: string | null): string {
  return (zip ?? '').replace(/^L-\s*/i, '');
}

function coordinate(value: number | null, limit: number): number | null {
  return value === null || value === 0 || Math.abs(value) > limit ? null : value;
}

function localizedTexts(raw: CrmRecord, read: FieldReader) {
  const titles: Partial<Record<Locale, string>> = {};
  const descriptions: Partial<Record<Locale, string>> = {};
  const byLocale = new Map<Locale, CrmRecord>();
  for (const entry of read.array('Descriptions')) {
    const locale = isRecord(entry) ? localeByCrmLanguageId.get(Number(entry['LanguageId'])) : undefined;
    if (locale && isRecord(entry) && !byLocale.has(locale)) byLocale.set(locale, entry);
  }
  // Fixed locale order so the content hash does not depend on the CRM's order.
  for (const locale of locales) {
    const entry = byLocale.get(locale);
    const title = entry ? stringOrNull(entry['TypeDescription']) : null;
    const description = entry ? stringOrNull(entry['Description']) : null;
    if (title) titles[locale] = title;
    if (description) descriptions[locale] = description;
  }
  // Without per-language texts, the record's own TypeDescription is in the
  // language the export was requested in: French for this agency.
  const ownTitle = stringOrNull(raw['TypeDescription']);
  if (Object.keys(titles).length === 0 && ownTitle) titles.fr = ownTitle;
  return { titles, descriptions };
}

function pictures(raw: CrmRecord, read: FieldReader): PictureDto[] {
  const list = read.array('Pictures').flatMap((entry) => picture(entry));
  // A record with only its thumbnail still gets one photo.
  return list.length > 0 ? list : picture(raw['SmallPictureItem']);
}

function picture(entry: unknown): PictureDto[] {
  if (!isRecord(entry)) return [];
  const url = stringOrNull(entry['Url']);
  if (!url) return [];
  return [{ url, width: positiveOrZero(entry['Width']), height: positiveOrZero(entry['Height']) }];
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function positiveOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

function contentHash(fields: Omit<PropertyRow, 'content_hash'>): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}
