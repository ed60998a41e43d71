// The detail page's fields, which the spec names only by label, so they are
// camelCase. Every value may be missing in the CRM: null means "not shown".
// Surfaces in m², widths in m, money in euros. Equipment and asbestos are
// codes (crm-values.ts), worded in the visitor's language by the web.
import type { AsbestosCode, GlazingCode, HeatingCode, KitchenCode, RoofCode } from '../property/crm-values';

export interface PropertyContact {
  name: string;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  pictureUrl: string | null;
}

export interface PropertyDetailFields {
  totalSurface: number | null;
  livingSurface: number | null;
  groundSurface: number | null;
  terraceSurface: number | null;
  gardenSurface: number | null;
  officeSurface: number | null;
  constructedSurface: number | null;
  frontWidth: number | null;
  plotWidth: number | null;
  /** See `facadeKind`. */
  facades: number | null;

  bedrooms: number | null;
  bathrooms: number | null;
  showers: number | null;
  toilets: number | null;
  garages: number | null;
  parkings: number | null;
  floors: number | null;

  constructionYear: number | null;
  renovationYear: number | null;

  epcLabel: string | null;
  /** kWh/m²/year: the value the regional label is computed from. */
  energyPerformance: number | null;
  /** kWh/year. */
  epcTotalConsumption: number | null;
  epcCertificateNumber: string | null;
  /** kg CO2/m²/year. */
  co2Emission: number | null;

  cadastralIncome: number | null;
  ownerCharges: number | null;
  renterCharges: number | null;
  notaryFee: number | null;
  registrationRights: number | null;
  vat: number | null;
  totalCost: number | null;
  deposit: number | null;
  agencyCost: number | null;
  inventoryCost: number | null;

  heating: HeatingCode | null;
  kitchen: KitchenCode | null;
  glazing: GlazingCode | null;
  roof: RoofCode | null;

  /** Flanders' water-test data: in a flood-prone area, and its P and G scores. */
  floodProneArea: boolean | null;
  floodRiskZone: string | null;
  floodPScore: string | null;
  floodGScore: string | null;

  asbestosType: AsbestosCode | null;
  /** Date of the asbestos certificate, `YYYY-MM-DD`. */
  asbestosDate: string | null;
  /** Whether the electrical installation certificate is compliant. */
  electricityCertificate: boolean | null;
  gasCertificate: boolean | null;

  planningPermit: boolean | null;
  allotmentPermit: boolean | null;
  preemptiveRights: boolean | null;
  summons: boolean | null;
  judicialDecision: boolean | null;

  /** Life annuity (viager): the lump sum paid at signing. */
  viagerBouquet: number | null;
  viagerMonthlyAnnuity: number | null;
  /** Ages of the annuitants, which set the annuity's expected duration. */
  viagerAnnuitantAges: number[];
  /** Whether the seller keeps living in the property (viager occupé). */
  viagerOccupied: boolean | null;

  manager: PropertyContact | null;
}
