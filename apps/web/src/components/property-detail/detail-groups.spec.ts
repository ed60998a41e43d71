import type { PropertyDetailFields } from '@immo/domain';
import { detailGroups } from './detail-groups';

const empty: PropertyDetailFields = {
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
  bedrooms: null,
  bathrooms: null,
  showers: null,
  toilets: null,
  garages: null,
  parkings: null,
  floors: null,
  constructionYear: null,
  renovationYear: null,
  epcLabel: null,
  energyPerformance: null,
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
  viagerAnnuitantAges: [],
  viagerOccupied: null,
  manager: null,
};

describe(detailGroups.name, () => {
  it('shows no group when the CRM gave nothing', () => {
    expect(detailGroups(empty)).toEqual([]);
  });

  it('keeps only the fields with a value, in their group, with their kind', () => {
    const groups = detailGroups({
      ...empty,
      totalSurface: 110,
      frontWidth: 8,
      floodPScore: '  ',
      garages: 2,
      planningPermit: false,
    });
    expect(groups).toEqual([
      {
        id: 'surfaces',
        fields: [
          { label: 'totalSurface', kind: 'area', value: 110 },
          { label: 'frontWidth', kind: 'length', value: 8 },
        ],
      },
      { id: 'rooms', fields: [{ label: 'garages', kind: 'count', value: 2 }] },
      { id: 'mentions', fields: [{ label: 'planningPermit', kind: 'flag', value: false }] },
    ]);
  });

  it('gives equipment and asbestos codes the kind their words are looked up by', () => {
    const groups = detailGroups({ ...empty, heating: 'oil', roof: 'slate', asbestosType: 'notAsbestosSafe' });
    expect(groups).toEqual([
      { id: 'construction', fields: [{ label: 'roof', kind: 'roof', value: 'slate' }] },
      { id: 'equipment', fields: [{ label: 'heating', kind: 'heating', value: 'oil' }] },
      { id: 'mentions', fields: [{ label: 'asbestosType', kind: 'asbestos', value: 'notAsbestosSafe' }] },
    ]);
  });

  it('leaves out a number the CRM left at zero, as it leaves out an empty one', () => {
    expect(detailGroups({ ...empty, floors: 0, agencyCost: 0, garages: 0, totalSurface: 0 })).toEqual([]);
    expect(detailGroups({ ...empty, floors: 3, agencyCost: 0 })).toEqual([
      { id: 'rooms', fields: [{ label: 'floors', kind: 'count', value: 3 }] },
    ]);
  });

  it('shows the life-annuity group only with annuity data', () => {
    const groups = detailGroups({ ...empty, viagerAnnuitantAges: [72, 75] });
    expect(groups).toEqual([
      { id: 'lifeAnnuity', fields: [{ label: 'lifeAnnuityAges', kind: 'ages', value: [72, 75] }] },
    ]);
  });
});
