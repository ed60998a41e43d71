import { ZDemandRegisterSchema } from './demand-register';
import { fieldMessages, visitor } from './form-test-helpers';

const demand = { ...visitor, goal: 'sale', propertyTypes: [1], zones: ['12-Liège'] };

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
    });
    expect(fieldMessages(ZDemandRegisterSchema, visitor)).toEqual({
      goal: ['goalRequired'],
      propertyTypes: ['propertyTypeRequired'],
      zones: ['zoneRequired'],
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
});
