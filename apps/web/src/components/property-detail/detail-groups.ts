// Which detail fields the page shows, grouped, and how each value is read.
// Pure so that "hidden when empty" is unit-tested; DetailGroups formats.
import type { CrmValueKind, PropertyDetailFields } from '@immo/domain';

/** A CrmValueKind: the value is a code (crm-values.ts), worded from the `CrmValues` dictionary. */
export type FieldKind =
  | 'area'
  | 'length'
  | 'count'
  | 'year'
  | 'money'
  | 'energy'
  | 'energyTotal'
  | 'co2'
  | 'text'
  | 'flag'
  | 'compliance'
  | 'facades'
  | 'date'
  | 'ages'
  | CrmValueKind;

/** Keys of the PropertyDetails dictionary namespace. */
export type FieldLabel =
  | 'totalSurface'
  | 'livingSurface'
  | 'groundSurface'
  | 'terraceSurface'
  | 'gardenSurface'
  | 'officeSurface'
  | 'constructedSurface'
  | 'frontWidth'
  | 'plotWidth'
  | 'facades'
  | 'bedrooms'
  | 'bathrooms'
  | 'showers'
  | 'toilets'
  | 'garages'
  | 'parkings'
  | 'floors'
  | 'constructionYear'
  | 'renovationYear'
  | 'epcValue'
  | 'epcTotal'
  | 'epcReference'
  | 'co2Emission'
  | 'cadastralIncome'
  | 'chargesOwner'
  | 'chargesRenter'
  | 'notaryFee'
  | 'registrationRights'
  | 'vat'
  | 'totalCost'
  | 'deposit'
  | 'agencyCost'
  | 'inventoryCost'
  | 'heating'
  | 'kitchen'
  | 'glazing'
  | 'roof'
  | 'floodScoreParcel'
  | 'floodScoreBuilding'
  | 'asbestosType'
  | 'asbestosDate'
  | 'electricityCertificate'
  | 'gasCertificate'
  | 'planningPermit'
  | 'allotmentPermit'
  | 'preemptiveRights'
  | 'summons'
  | 'judicialDecision'
  | 'lifeAnnuityLumpSum'
  | 'lifeAnnuityMonthly'
  | 'lifeAnnuityAges'
  | 'lifeAnnuityOccupied';

export type GroupId =
  'surfaces' | 'rooms' | 'construction' | 'energy' | 'financial' | 'equipment' | 'mentions' | 'lifeAnnuity';

export interface DetailField {
  label: FieldLabel;
  kind: FieldKind;
  value: number | string | boolean | number[];
}

export interface DetailGroup {
  id: GroupId;
  fields: DetailField[];
}

type Spec = readonly [keyof PropertyDetailFields, FieldLabel, FieldKind];

const GROUPS: ReadonlyArray<readonly [GroupId, readonly Spec[]]> = [
  [
    'surfaces',
    [
      ['totalSurface', 'totalSurface', 'area'],
      ['livingSurface', 'livingSurface', 'area'],
      ['groundSurface', 'groundSurface', 'area'],
      ['terraceSurface', 'terraceSurface', 'area'],
      ['gardenSurface', 'gardenSurface', 'area'],
      ['officeSurface', 'officeSurface', 'area'],
      ['constructedSurface', 'constructedSurface', 'area'],
      ['frontWidth', 'frontWidth', 'length'],
      ['plotWidth', 'plotWidth', 'length'],
    ],
  ],
  [
    'rooms',
    [
      ['bedrooms', 'bedrooms', 'count'],
      ['bathrooms', 'bathrooms', 'count'],
      ['showers', 'showers', 'count'],
      ['toilets', 'toilets', 'count'],
      ['garages', 'garages', 'count'],
      ['parkings', 'parkings', 'count'],
      ['floors', 'floors', 'count'],
    ],
  ],
  [
    'construction',
    [
      ['constructionYear', 'constructionYear', 'year'],
      ['renovationYear', 'renovationYear', 'year'],
      ['facades', 'facades', 'facades'],
      ['roof', 'roof', 'roof'],
    ],
  ],
  [
    'energy',
    [
      ['energyPerformance', 'epcValue', 'energy'],
      ['epcTotalConsumption', 'epcTotal', 'energyTotal'],
      ['co2Emission', 'co2Emission', 'co2'],
      ['epcCertificateNumber', 'epcReference', 'text'],
    ],
  ],
  [
    'financial',
    [
      ['cadastralIncome', 'cadastralIncome', 'money'],
      ['ownerCharges', 'chargesOwner', 'money'],
      ['renterCharges', 'chargesRenter', 'money'],
      ['notaryFee', 'notaryFee', 'money'],
      ['registrationRights', 'registrationRights', 'money'],
      ['vat', 'vat', 'money'],
      ['totalCost', 'totalCost', 'money'],
      ['deposit', 'deposit', 'money'],
      ['agencyCost', 'agencyCost', 'money'],
      ['inventoryCost', 'inventoryCost', 'money'],
    ],
  ],
  [
    'equipment',
    [
      ['heating', 'heating', 'heating'],
      ['kitchen', 'kitchen', 'kitchen'],
      ['glazing', 'glazing', 'glazing'],
    ],
  ],
  [
    'mentions',
    [
      ['floodPScore', 'floodScoreParcel', 'text'],
      ['floodGScore', 'floodScoreBuilding', 'text'],
      ['asbestosType', 'asbestosType', 'asbestos'],
      ['asbestosDate', 'asbestosDate', 'date'],
      ['electricityCertificate', 'electricityCertificate', 'compliance'],
      ['gasCertificate', 'gasCertificate', 'compliance'],
      ['planningPermit', 'planningPermit', 'flag'],
      ['allotmentPermit', 'allotmentPermit', 'flag'],
      ['preemptiveRights', 'preemptiveRights', 'flag'],
      ['summons', 'summons', 'flag'],
      ['judicialDecision', 'judicialDecision', 'flag'],
    ],
  ],
  [
    'lifeAnnuity',
    [
      ['viagerBouquet', 'lifeAnnuityLumpSum', 'money'],
      ['viagerMonthlyAnnuity', 'lifeAnnuityMonthly', 'money'],
      ['viagerAnnuitantAges', 'lifeAnnuityAges', 'ages'],
      ['viagerOccupied', 'lifeAnnuityOccupied', 'flag'],
    ],
  ],
];

/** Whether a CRM value says something: not null, blank, empty or zero. */
export function present(
  value: PropertyDetailFields[keyof PropertyDetailFields],
): value is number | string | boolean | number[] {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  // The CRM sends 0 for a number nobody filled in ("Floors 0", "Agency fee € 0").
  if (typeof value === 'number') return value !== 0;
  return typeof value !== 'object';
}

/** The groups that have at least one value, each with only its fields that have one. */
export function detailGroups(fields: PropertyDetailFields): DetailGroup[] {
  return GROUPS.flatMap(([id, specs]) => {
    const shown = specs.flatMap(([key, label, kind]): DetailField[] => {
      const value = fields[key];
      return present(value) ? [{ label, kind, value }] : [];
    });
    return shown.length > 0 ? [{ id, fields: shown }] : [];
  });
}
