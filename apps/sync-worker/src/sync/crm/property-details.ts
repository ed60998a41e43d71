// The detail fields of a CRM property record, checked and cleaned under their
// CRM names (with a warning for each value left out); detail-fields.ts then
// turns them into the domain's shape that `properties.details` (jsonb) holds.
// A jsonb rather than a column each, so a new CRM field is no migration.
import { parseAmount } from '@immo/domain';
import { type SafeHttpUrlOptions } from '@immo/platform';
import { COUNT, INTEGER, inRange, type Range } from './column-bounds';
import { type CrmRecord, isRecord } from './crm-fields';
import { quoted, webAddress } from './crm-links';

/** Surfaces, counts, years and amounts: numbers, possibly typed as text by the CRM's users. */
const NUMERIC_FIELDS = [
  'SurfaceTotal',
  'SurfaceLiving',
  'SurfaceGround',
  'SurfaceTerrace',
  'SurfaceGarden',
  'SurfaceOffice',
  'SurfaceConstructed',
  'FrontWidth',
  'PlotWidth',
  'Bedrooms',
  'Bathrooms',
  'Showers',
  'Toilets',
  'Garages',
  'Parkings',
  'Floors',
  'Facades',
  'ConstructionYear',
  'RenovationYear',
  'EPCValue',
  'CO2Emission',
  'CadastralIncome',
  'ChargesOwner',
  'ChargesRenter',
  'NotaryFee',
  'RegistrationRights',
  'VAT',
  'TotalCost',
  'Deposit',
  'AgencyCost',
  'InventoryCost',
  'ViagerBouquet',
  'ViagerRent',
  'EPCTotal',
] as const;

/** Free text or CRM codes, kept as sent (numbers become text). */
const TEXT_FIELDS = [
  'Heating',
  'Kitchen',
  'Glazing',
  'Roof',
  'AsbestosType',
  'AsbestosDate',
  'ElectricityCertificate',
  'GasCertificate',
  'PlanningPermit',
  'AllotmentPermit',
  'PreemptiveRights',
  'Summons',
  'JudicialDecision',
  'ViagerAges',
  'ViagerOccupied',
  'EPCReference',
] as const;

/**
 * Counts, within their column-bounds range. Floors is also the floor of a
 * flat (-1: a basement), so it may be negative, within an `integer`.
 */
const COUNT_RANGES: Partial<Record<(typeof NUMERIC_FIELDS)[number], Range>> = {
  Bedrooms: COUNT,
  Bathrooms: COUNT,
  Showers: COUNT,
  Toilets: COUNT,
  Garages: COUNT,
  Parkings: COUNT,
  Facades: COUNT,
  Floors: INTEGER,
};

export type PropertyDetails = Record<string, unknown>;

/**
 * Reads every detail field in a fixed order (the content hash must not
 * depend on the CRM's field order). An unreadable optional value is left out
 * with a warning rather than rejecting a property the site can show.
 */
export function readDetails(raw: CrmRecord, warnings: string[]): PropertyDetails {
  const details: PropertyDetails = {};
  for (const field of NUMERIC_FIELDS) {
    const value = raw[field];
    if (value === null || value === undefined || value === '') continue;
    const number = typeof value === 'number' ? value : typeof value === 'string' ? parseAmount(value) : Number.NaN;
    const range = COUNT_RANGES[field];
    if (!Number.isFinite(number)) warnings.push(`${field} ${quoted(value)} is not a number: left out`);
    else if (range && !inRange(number, range))
      warnings.push(`${field} ${number} is not a count (${range.min} to ${range.max}): left out`);
    else details[field] = number;
  }
  for (const field of TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string' && value.trim() !== '') details[field] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean') details[field] = String(value);
  }
  const floodZone = pick(raw['FloodZone'], ['Type', 'Score', 'Plot', 'Building']);
  if (floodZone) details['FloodZone'] = floodZone;
  const documents = links(raw['Documents'], 'Documents', ['Url', 'Name', 'Type', 'LanguageId'], warnings);
  if (documents.length > 0) details['Documents'] = documents;
  // Agents paste video and tour links without their https:// (the page embeds them).
  const videos = links(raw['Videos'], 'Videos', ['Url'], warnings, { assumeHttps: true });
  if (videos.length > 0) details['Videos'] = videos;
  const tour = webAddress(raw['VirtualTourUrl'], 'VirtualTourUrl', warnings, { assumeHttps: true });
  if (tour) details['VirtualTourUrl'] = tour;
  const manager = pick(raw['Manager'], ['Name', 'Phone', 'Mobile', 'Email', 'PictureUrl']);
  if (manager && 'PictureUrl' in manager) {
    const picture = webAddress(manager['PictureUrl'], 'Manager.PictureUrl', warnings);
    if (picture) manager['PictureUrl'] = picture;
    else delete manager['PictureUrl'];
  }
  if (manager && Object.keys(manager).length > 0) details['Manager'] = manager;
  return details;
}

/** The named keys of an object that have a value, or null when none has. */
function pick(value: unknown, keys: readonly string[]): Record<string, unknown> | null {
  if (!isRecord(value)) return null;
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const entry = value[key];
    if (entry !== null && entry !== undefined && entry !== '') picked[key] = entry;
  }
  return Object.keys(picked).length > 0 ? picked : null;
}

/** The entries of a list that carry a web address as Url, each reduced to the named keys. */
function links(
  value: unknown,
  field: string,
  keys: readonly string[],
  notes: string[],
  options?: SafeHttpUrlOptions,
): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry, index) => {
    const picked = pick(entry, keys);
    if (!picked || typeof picked['Url'] !== 'string') return [];
    const url = webAddress(picked['Url'], `${field}[${index}].Url`, notes, options);
    return url ? [{ ...picked, Url: url }] : [];
  });
}
