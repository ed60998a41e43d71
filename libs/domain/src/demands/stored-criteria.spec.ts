import { ZDemandCriteriaSchema } from '../forms/demand-register';
import { criteriaFieldsOf, storedCriteriaOf } from './stored-criteria';

describe('a demand criteria stored and read back', () => {
  it('keeps every criterion the visitor asked for', () => {
    const criteria = ZDemandCriteriaSchema.parse({
      goal: 'sale',
      propertyTypes: ['1', '2'],
      zones: ['city:10:1050'],
      budgetMin: '200000',
      budgetMax: '400000',
      bedroomsMin: '2',
      livingAreaMin: '80',
      livingAreaMax: '140',
      maxEnergy: 'c',
      features: ['terrace', 'garden'],
    });
    const stored = storedCriteriaOf(criteria);
    expect(stored).toMatchObject({ budgetMin: 200_000, livingAreaMax: 140, maxEnergy: 'c' });
    expect(criteriaFieldsOf(stored)).toEqual(criteria);
  });

  it('stores a criterion not asked as none, and reads it back as absent', () => {
    const criteria = ZDemandCriteriaSchema.parse({ goal: 'rent', propertyTypes: ['1'], zones: ['region:wallonia'] });
    const stored = storedCriteriaOf(criteria);
    expect(stored).toEqual({
      goal: 'rent',
      propertyTypes: [1],
      zones: ['region:wallonia'],
      budgetMin: null,
      budgetMax: null,
      bedroomsMin: null,
      livingAreaMin: null,
      livingAreaMax: null,
      maxEnergy: null,
      features: [],
    });
    expect(criteriaFieldsOf(stored)).toMatchObject({ budgetMin: undefined, maxEnergy: undefined, features: [] });
  });
});
