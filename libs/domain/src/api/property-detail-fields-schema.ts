// The check of a detail page's fields as the web receives them. The type stays
// in entities/property-detail.ts (the importer writes it); the annotation below
// makes the compiler reject a schema that no longer produces that type.
import { z } from 'zod';
import type { PropertyContact, PropertyDetailFields } from '../entities/property-detail';
import { crmValueCodes, type CrmValueCode, type CrmValueKind } from '../property/crm-values';

const amount = z.number().nullable();
const text = z.string().nullable();
const flag = z.boolean().nullable();

function code<K extends CrmValueKind>(kind: K): z.ZodType<CrmValueCode<K> | null> {
  const codes: readonly string[] = crmValueCodes(kind);
  return z.custom<CrmValueCode<K> | null>((value) => value === null || (typeof value === 'string' && codes.includes(value)), {
    message: `Expected null or a ${kind} code`,
  });
}

const ZPropertyContactSchema: z.ZodType<PropertyContact> = z.object({
  name: z.string(),
  email: text,
  phone: text,
  mobile: text,
  pictureUrl: text,
});

export const ZPropertyDetailFieldsSchema: z.ZodType<PropertyDetailFields> = z.object({
  totalSurface: amount,
  livingSurface: amount,
  groundSurface: amount,
  terraceSurface: amount,
  gardenSurface: amount,
  officeSurface: amount,
  constructedSurface: amount,
  frontWidth: amount,
  plotWidth: amount,
  facades: amount,
  bedrooms: amount,
  bathrooms: amount,
  showers: amount,
  toilets: amount,
  garages: amount,
  parkings: amount,
  floors: amount,
  constructionYear: amount,
  renovationYear: amount,
  epcLabel: text,
  energyPerformance: amount,
  epcTotalConsumption: amount,
  epcCertificateNumber: text,
  co2Emission: amount,
  cadastralIncome: amount,
  ownerCharges: amount,
  renterCharges: amount,
  notaryFee: amount,
  registrationRights: amount,
  vat: amount,
  totalCost: amount,
  deposit: amount,
  agencyCost: amount,
  inventoryCost: amount,
  heating: code('heating'),
  kitchen: code('kitchen'),
  glazing: code('glazing'),
  roof: code('roof'),
  floodProneArea: flag,
  floodRiskZone: text,
  floodPScore: text,
  floodGScore: text,
  asbestosType: code('asbestos'),
  asbestosDate: text,
  electricityCertificate: flag,
  gasCertificate: flag,
  planningPermit: flag,
  allotmentPermit: flag,
  preemptiveRights: flag,
  summons: flag,
  judicialDecision: flag,
  viagerBouquet: amount,
  viagerMonthlyAnnuity: amount,
  viagerAnnuitantAges: z.array(z.number()),
  viagerOccupied: flag,
  manager: ZPropertyContactSchema.nullable(),
});
