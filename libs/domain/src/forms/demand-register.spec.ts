import { ZDemandCriteriaSchema, ZDemandRegisterSchema } from './demand-register';
import { fieldMessages, visitor } from './form-test-helpers';

const demand = { ...visitor, goal: 'sale', propertyTypes: [1], zones: ['city:10:4000'], frequency: 'daily' };

describe('ZDemandRegisterSchema', () => {
  it('accepts a demand with a budget range', () => {
    expect(ZDemandRegisterSchema.parse({ ...demand, budgetMin: '200.000', budgetMax: '350.000' })).toMatchObject({
      budgetMin: 200000,
      budgetMax: 350000,
    });
    expect(fieldMessages(ZDemandRegisterSchema, { ...demand, budgetMin: 300000, budgetMax: 300000 })).toEqual({});
  });

  it('asks for buy or rent, a type and a zone', () => {
    expect(fieldMessages(ZDemandRegisterSchema, { ...visitor, propertyTypes: [], zones: [] })).toEqual({
      goal: ['goalRequired'],
      propertyTypes: ['propertyTypeRequired'],
      zones: ['zoneRequired'],
      frequency: ['required'],
    });
    expect(fieldMessages(ZDemandRegisterSchema, visitor)).toEqual({
      goal: ['goalRequired'],
      propertyTypes: ['propertyTypeRequired'],
      zones: ['zoneRequired'],
      frequency: ['required'],
    });
  });

  it('refuses a minimum budget above the maximum', () => {
    expect(fieldMessages(ZDemandRegisterSchema, { ...demand, budgetMin: 400000, budgetMax: 300000 })).toEqual({
      budgetMax: ['budgetRange'],
    });
  });

  it('accepts an open-ended budget', () => {
    expect(fieldMessages(ZDemandRegisterSchema, { ...demand, budgetMin: 400000, budgetMax: '' })).toEqual({});
  });

  it('accepts regions and communes of the map, once each, and refuses anything else', () => {
    const zones = ['region:wallonia', 'city:50:1911', 'region:wallonia'];
    expect(ZDemandRegisterSchema.parse({ ...demand, zones }).zones).toEqual(['region:wallonia', 'city:50:1911']);
    expect(fieldMessages(ZDemandRegisterSchema, { ...demand, zones: ['12-Liège'] })).toEqual({
      'zones.0': ['zoneRequired'],
    });
  });

  it('reads the type checkboxes’ text as ids', () => {
    expect(ZDemandRegisterSchema.parse({ ...demand, propertyTypes: ['2', '5', '2'] }).propertyTypes).toEqual([2, 5]);
    expect(fieldMessages(ZDemandRegisterSchema, { ...demand, propertyTypes: ['house'] })).toEqual({
      'propertyTypes.0': ['number'],
    });
  });

  it('asks how often to be informed: instantly, daily or weekly', () => {
    for (const frequency of ['instant', 'daily', 'weekly']) {
      expect(fieldMessages(ZDemandRegisterSchema, { ...demand, frequency })).toEqual({});
    }
    expect(fieldMessages(ZDemandRegisterSchema, { ...demand, frequency: 'hourly' })).toEqual({
      frequency: ['required'],
    });
  });

  it('takes a living area range as typed, whole m², the minimum never above the maximum', () => {
    expect(ZDemandRegisterSchema.parse({ ...demand, livingAreaMin: '90', livingAreaMax: '1.200' })).toMatchObject({
      livingAreaMin: 90,
      livingAreaMax: 1200,
    });
    expect(fieldMessages(ZDemandRegisterSchema, { ...demand, livingAreaMin: '150', livingAreaMax: '90' })).toEqual({
      livingAreaMax: ['livingAreaRange'],
    });
    expect(fieldMessages(ZDemandRegisterSchema, { ...demand, livingAreaMin: 'big' })).toEqual({
      livingAreaMin: ['number'],
    });
    expect(fieldMessages(ZDemandRegisterSchema, { ...demand, livingAreaMax: '100001' })).toEqual({
      livingAreaMax: ['number'],
    });
  });

  it('takes an energy label of the list filter’s choices, and the features in the form’s order', () => {
    expect(
      ZDemandRegisterSchema.parse({ ...demand, maxEnergy: 'b', features: ['parking', 'garden', 'parking'] }),
    ).toMatchObject({ maxEnergy: 'b', features: ['garden', 'parking'] });
    expect(fieldMessages(ZDemandRegisterSchema, { ...demand, maxEnergy: 'b_sub', features: ['lift'] })).toEqual({
      maxEnergy: ['required'],
      'features.0': ['required'],
    });
  });
});

describe('ZDemandCriteriaSchema', () => {
  const criteria = { goal: 'rent', propertyTypes: ['2'], zones: ['region:brussels'] };

  it('is the register’s criteria without the person, the remark or the frequency', () => {
    expect(ZDemandCriteriaSchema.parse({ ...criteria, email: 'x@example.be', frequency: 'daily' })).toEqual({
      goal: 'rent',
      propertyTypes: [2],
      zones: ['region:brussels'],
    });
  });

  it('refuses what the register refuses, with the same words', () => {
    expect(
      fieldMessages(ZDemandCriteriaSchema, {
        propertyTypes: [],
        zones: ['nowhere'],
        budgetMin: '400.000',
        budgetMax: '300.000',
        livingAreaMin: 200,
        livingAreaMax: 100,
      }),
    ).toEqual({
      goal: ['goalRequired'],
      propertyTypes: ['propertyTypeRequired'],
      'zones.0': ['zoneRequired'],
      budgetMax: ['budgetRange'],
      livingAreaMax: ['livingAreaRange'],
    });
  });
});
