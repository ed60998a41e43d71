import { emptyDetailFields } from '../entities/stored-property-details';
import { ZPropertyDetailFieldsSchema } from './property-detail-fields-schema';
import { ZPropertySummaryDtoSchema } from './property-dto';

const summary = {
  id: 4113,
  goal: 'sale',
  reference: 'V-4113',
  title: 'Maison',
  mainTypeName: 'Maison',
  city: 'Etterbeek',
  zip: '1040',
  countryId: 10,
  countryName: 'Belgique',
  price: 395_000,
  publishPrice: true,
  priceUnit: null,
  priceUnitText: null,
  marquee: 0,
  marqueeName: null,
  epcLabelText: null,
  energyPerformance: null,
  bedrooms: 3,
  surface: 140,
  livingSurface: 120,
  groundSurface: null,
  picture: null,
};

describe('ZPropertySummaryDtoSchema', () => {
  it("accepts a card and leaves out fields it does not know (a newer BFF's)", () => {
    expect(ZPropertySummaryDtoSchema.parse({ ...summary, extra: 1 })).toEqual(summary);
  });

  it("refuses the CRM's goal number: every shape past the importer says sale or rent", () => {
    expect(ZPropertySummaryDtoSchema.safeParse({ ...summary, goal: 0 }).success).toBe(false);
  });
});

const nothingKnown = () => emptyDetailFields({ bedrooms: null, epcLabelText: null, energyPerformance: null });

describe('ZPropertyDetailFieldsSchema', () => {
  it('accepts fields with nothing known', () => {
    expect(ZPropertyDetailFieldsSchema.safeParse(nothingKnown()).success).toBe(true);
  });

  it('refuses a CRM word where a code belongs, and a missing field', () => {
    expect(ZPropertyDetailFieldsSchema.safeParse({ ...nothingKnown(), heating: 'Mazout' }).success).toBe(false);
    expect(ZPropertyDetailFieldsSchema.safeParse({ ...nothingKnown(), heating: 'oil' }).success).toBe(true);
    const { floors: _floors, ...withoutFloors } = nothingKnown();
    expect(ZPropertyDetailFieldsSchema.safeParse(withoutFloors).success).toBe(false);
  });
});
