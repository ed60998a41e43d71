// The detail fields of a CRM property record, kept under their CRM names in
// `properties.details` (jsonb): the detail page shows them by label, and a
// column each would make every new CRM field a migration.
import { parseAmount } from '@immo/domain';
import { type CrmRecord, isRecord } from './crm-fields';

/** Surfaces, counts, years and amounts: numbers, possibly typed as text by the CRM's users. */
const NUMERIC_FIELDS = [
  'SurfaceTotal', 'SurfaceLiving', 'SurfaceGround', 'SurfaceTerrace', 'SurfaceGarden', 'SurfaceOffice', 'SurfaceConstructed',
  'FrontWidth', 'PlotWidth', 'Bedrooms', 'Bathrooms', 'Showers', 'Toilets', 'Garages', 'Parkings', 'Floors', 'Facades',
  'ConstructionYear', 'RenovationYear', 'EPCValue', 'CO2Emission', 'CadastralIncome', 'ChargesOwner', 'ChargesRenter',
  'NotaryFee', 'RegistrationRights', 'VAT', 'TotalCost', 'Deposit', 'AgencyCost', 'InventoryCost', 'ViagerBouquet', 'ViagerRent',
] as const;

/** Free text or CRM codes, kept as sent (numbers become text). */
const TEXT_FIELDS = [
  'Heating', 'Kitchen', 'Glazing', 'Roof', 'AsbestosType', 'AsbestosDate', 'ElectricityCertificate', 'GasCertificate',
  'PlanningPermit', 'AllotmentPermit', 'PreemptiveRights', 'Summons', 'JudicialDecision', 'ViagerAges', 'VirtualTourUrl',
] as const;

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
    if (Number.isFinite(number)) details[field] = number;
    else warnings.push(`${field} ${JSON.stringify(value)} is not a number: left out`);
  }
  for (const field of TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string' && value.trim() !== '') details[field] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean') details[field] = String(value);
  }
  const floodZone = pick(raw['FloodZone'], ['Type', 'Score', 'Plot', 'Building']);
  if (floodZone) details['FloodZone'] = floodZone;
  const manager = pick(raw['Manager'], ['Name', 'Phone', 'Email', 'PictureUrl']);
  if (manager) details['Manager'] = manager;
  const documents = list(raw['Documents'], ['Url', 'Name', 'Type', 'LanguageId']);
  if (documents.length > 0) details['Documents'] = documents;
  const videos = list(raw['Videos'], ['Url']);
  if (videos.length > 0) details['Videos'] = videos;
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

/** The entries of a list that carry a Url, each reduced to the named keys. */
function list(value: unknown, keys: readonly string[]): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const picked = pick(entry, keys);
    return picked && typeof picked['Url'] === 'string' ? [picked] : [];
  });
}
