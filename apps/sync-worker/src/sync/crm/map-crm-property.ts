// One CRM export record → one `properties` row, or a rejection with its
// reason. Pure: the importer decides what to do with duplicates and writes.
import { hash } from 'node:crypto';
import { COUNTRY_BELGIUM, crmLanguageIds, type Locale, locales, type PictureDto } from '@immo/domain';
import { sanitiseDescriptionHtml } from '@immo/platform/html';
import { type CrmRecord, FieldReader, isRecord } from './crm-fields';
import { toStoredDetails } from './detail-fields';
import { readDetails } from './property-details';
import type { PropertyRow, Rejection } from './property-row';
import { crmPosition } from './crm-position';
import { idOrNull } from './crm-id';
import { crmIdentity } from './crm-id';
import { cleanCrmRecord } from './clean-text';
import { SMALLINT } from './column-bounds';
import { quoted, webAddress } from './crm-links';

/**
 * `json` is the row serialised once, content_hash included: the hash is taken
 * over the same text, and the writer sends it as is (no second stringify of
 * 100k rows).
 */
export type MapResult =
  { ok: true; row: PropertyRow; json: string; warnings: string[] } | { ok: false; rejection: Rejection };

export interface MapOptions {
  /**
   * The type ids (WebID) of the export's GetWebIDList. A record of another
   * type is rejected: the site could neither name nor filter it. Absent
   * (the export has no type list): no check.
   */
  knownWebIds?: ReadonlySet<number> | null;
}

/** Belgium, the agency's home country (spec §9), is assumed when the CRM omits the country. */
const HOME_COUNTRY_ID = COUNTRY_BELGIUM;

const localeByCrmLanguageId = new Map<number, Locale>(locales.map((locale) => [crmLanguageIds[locale], locale]));

export function mapCrmProperty(raw: unknown, options: MapOptions = {}): MapResult {
  const warnings: string[] = [];
  const identity = crmIdentity(cleanCrmRecord(raw, warnings));
  if (!identity.ok) return reject(identity.rawId, identity.reason);
  const { id, rawId, record } = identity;

  const read = new FieldReader(record);
  const goal = read.required('Goal', read.integer('Goal', SMALLINT));
  const zip = read.required('Zip', read.text('Zip'));
  const city = read.required('City', read.text('City'));
  const webId = read.integer('WebID');
  if (webId !== null && options.knownWebIds && !options.knownWebIds.has(webId)) {
    read.problems.push(`unknown type WebID ${webId} (not in GetWebIDList)`);
  }
  const { titles, descriptions } = localizedTexts(record, read);
  const position = crmPosition(read.number('GoogleY'), read.number('GoogleX'), warnings);
  const details = readDetails(record, warnings);
  // Out of range, the details left it out with a warning: unknown here too.
  const bedrooms = details['Bedrooms'] === undefined ? null : read.integer('Bedrooms');
  const epc_label_text = read.text('EPCLabelText');
  const energy_performance = read.number('EnergyPerformance');

  const fields: Omit<PropertyRow, 'content_hash'> = {
    id,
    goal: goal ?? 0,
    reference: read.text('RecordFile') ?? '',
    web_id: webId,
    web_ids: read.text('WebIDs'),
    main_type_name: read.text('MainTypeName'),
    titles,
    descriptions,
    city: city ?? '',
    zip: normalizeZip(zip),
    country_id: read.integer('CountryID') ?? HOME_COUNTRY_ID,
    country_name: read.text('CountryName') ?? '',
    price: read.price('Price'),
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
    epc_label_text,
    energy_performance,
    bedrooms,
    surface: read.number('SurfaceTotal'),
    latitude: position.latitude,
    longitude: position.longitude,
    pictures: pictures(record, read, warnings),
    crm_created_at: read.dateTime('CreatedDate'),
    crm_changed_at: read.dateTime('LastChangedDate'),
    project_id: positiveIdOrNull(record, 'ProjectID', warnings),
    owner_id: positiveIdOrNull(record, 'OwnerID', warnings),
    status: read.text('Status'),
    sub_status: read.text('SubStatus'),
    details: toStoredDetails(details, {
      bedrooms,
      epcLabelText: epc_label_text,
      energyPerformance: energy_performance,
    }),
  };

  if (read.problems.length > 0) return reject(rawId, read.problems.join('; '));
  // Keys in the fixed order of `fields`, so the hash does not depend on the CRM's order.
  const fieldsJson = JSON.stringify(fields);
  const content_hash = hash('sha256', fieldsJson);
  const json = `${fieldsJson.slice(0, -1)},"content_hash":"${content_hash}"}`;
  return { ok: true, row: { ...fields, content_hash }, json, warnings };
}

/** A link to another list: an unusable one is left out (with a note), never the reason to reject the property. */
function positiveIdOrNull(record: CrmRecord, field: string, notes: string[]): number | null {
  const value = record[field];
  if (value === null || value === undefined || value === '' || value === 0) return null;
  const id = idOrNull(value);
  if (id === null) notes.push(`${field} ${quoted(value)} is not an ID: left out`);
  return id;
}

function reject(id: string | number | null, reason: string): MapResult {
  return { ok: false, rejection: { id, reason } };
}

/** Luxembourg postcodes come as `L-1212`; the site shows and searches `1212`. */
function normalizeZip(zip: string | null): string {
  return (zip ?? '').replace(/^L-\s*/i, '');
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
    const html = entry ? stringOrNull(entry['Description']) : null;
    const description = html === null ? null : sanitiseDescriptionHtml(html) || null;
    if (title) titles[locale] = title;
    if (description) descriptions[locale] = description;
  }
  // Without per-language texts, the record's own TypeDescription is in the
  // language the export was requested in: French for this agency.
  const ownTitle = stringOrNull(raw['TypeDescription']);
  if (Object.keys(titles).length === 0 && ownTitle) titles.fr = ownTitle;
  return { titles, descriptions };
}

function pictures(raw: CrmRecord, read: FieldReader, notes: string[]): PictureDto[] {
  const list = read.array('Pictures').flatMap((entry, index) => picture(entry, `Pictures[${index}]`, notes));
  // A record with only its thumbnail still gets one photo.
  return list.length > 0 ? list : picture(raw['SmallPictureItem'], 'SmallPictureItem', notes);
}

function picture(entry: unknown, field: string, notes: string[]): PictureDto[] {
  if (!isRecord(entry)) return [];
  const url = webAddress(entry['Url'], `${field}.Url`, notes);
  if (!url) return [];
  return [{ url, width: positiveOrZero(entry['Width']), height: positiveOrZero(entry['Height']) }];
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function positiveOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}
