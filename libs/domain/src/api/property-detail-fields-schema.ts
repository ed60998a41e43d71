// The check of a detail page's fields as the web receives them. The type stays
// in entities/property-detail.ts (the importer writes it); the annotation below
// makes the compiler reject a schema that no longer produces that type.
import { z } from 'zod';
import type { PropertyContact, PropertyDetailFields } from '../entities/property-detail';
import { crmValueCodes, type CrmValueCode, type CrmValueKind } from '../property/crm-values';

const amount = z.number().nullable();
const text = z.string().nullable();
const flag = z.boolean().nullable();

// An enum rather than a custom check: the same test, and the BFF's OpenAPI document (generated from these schemas) lists the codes.
function code<K extends CrmValueKind>(kind: K): z.ZodType<CrmValueCode<K> | null> {
  const codes = crmValueCodes(kind) as readonly string[] as [string, ...string[]];
  return z
    .enum(codes, { error: `Expected null or a ${kind} code` })
    .nullable()
    .meta({ description: 'A code, worded by the web' }) as unknown as z.ZodType<CrmValueCode<K> | null>;
}

const ZPropertyContactSchema: z.ZodType<PropertyContact> = z.object({
  name: z.string(),
  email: text,
  phone: z.string().nullable().meta({ description: 'As the CRM wrote it; the web formats it' }),
  mobile: text,
  pictureUrl: text,
});

export const ZPropertyDetailFieldsSchema: z.ZodType<PropertyDetailFields> = z
  .object({
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
  })
  .meta({
    description:
      'Surfaces in m², widths in m, money in euros, energy in kWh/m²/year, CO₂ in kg/m²/year; null = not given (or withheld: the amounts that reveal an unpublished price)',
  });
