// `properties.details` (jsonb) as the importer stores it: the detail page's
// parts in the domain's own shape, read from the CRM's record once, at import
// (apps/sync-worker, crm/detail-fields.ts). The BFF serves them as they are.
import type { PropertyDocumentDto } from '../api/property-dto';
import type { PropertyDetailFields } from './property-detail';

export interface StoredPropertyDetails {
  fields: PropertyDetailFields;
  documents: PropertyDocumentDto[];
  videoUrls: string[];
  virtualTourUrl: string | null;
}

/** The columns of a property the fields repeat (bedrooms, energy) when the CRM gave no detail. */
export interface DetailSummary {
  bedrooms: number | null;
  epcLabelText: string | null;
  energyPerformance: number | null;
}

const NULL_FIELDS = {
  totalSurface: null,
  livingSurface: null,
  groundSurface: null,
  terraceSurface: null,
  gardenSurface: null,
  officeSurface: null,
  constructedSurface: null,
  frontWidth: null,
  plotWidth: null,
  facades: null,
  bathrooms: null,
  showers: null,
  toilets: null,
  garages: null,
  parkings: null,
  floors: null,
  constructionYear: null,
  renovationYear: null,
  epcTotalConsumption: null,
  epcCertificateNumber: null,
  co2Emission: null,
  cadastralIncome: null,
  ownerCharges: null,
  renterCharges: null,
  notaryFee: null,
  registrationRights: null,
  vat: null,
  totalCost: null,
  deposit: null,
  agencyCost: null,
  inventoryCost: null,
  heating: null,
  kitchen: null,
  glazing: null,
  roof: null,
  floodProneArea: null,
  floodRiskZone: null,
  floodPScore: null,
  floodGScore: null,
  asbestosType: null,
  asbestosDate: null,
  electricityCertificate: null,
  gasCertificate: null,
  planningPermit: null,
  allotmentPermit: null,
  preemptiveRights: null,
  summons: null,
  judicialDecision: null,
  viagerBouquet: null,
  viagerMonthlyAnnuity: null,
  viagerOccupied: null,
  manager: null,
} as const satisfies Omit<PropertyDetailFields, 'bedrooms' | 'epcLabel' | 'energyPerformance' | 'viagerAnnuitantAges'>;

/** The fields of a property whose CRM record gave no detail: only what its columns say. */
export function emptyDetailFields(summary: DetailSummary): PropertyDetailFields {
  return {
    ...NULL_FIELDS,
    bedrooms: summary.bedrooms,
    epcLabel: summary.epcLabelText,
    energyPerformance: summary.energyPerformance,
    viagerAnnuitantAges: [],
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether stored details are in this shape. A row imported before details
 * were stored so (CRM field names) is not: the migration that brought this
 * shape marks such rows for re-import, and until then they show no details.
 */
export function isStoredPropertyDetails(value: unknown): value is StoredPropertyDetails {
  return (
    isRecord(value) &&
    isRecord(value['fields']) &&
    Array.isArray(value['documents']) &&
    Array.isArray(value['videoUrls']) &&
    (value['virtualTourUrl'] === null || typeof value['virtualTourUrl'] === 'string')
  );
}
