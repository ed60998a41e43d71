import {
  type DemandCriteria,
  demandCriteriaOf,
  listingTypeIds,
  type MatchableListing,
  matchesDemand,
} from './demand-match';

const demand: DemandCriteria = {
  goal: 'sale',
  propertyTypes: [1, 2],
  zones: [
    { kind: 'region', region: 'wallonia' },
    { kind: 'city', countryId: 10, zip: '1000' },
  ],
  budgetMin: 200_000,
  budgetMax: 350_000,
  bedroomsMin: null,
};
const house: MatchableListing = {
  goal: 0,
  typeIds: [1],
  zip: '4000',
  countryId: 10,
  city: 'Liège',
  publishedPrice: 300_000,
  bedrooms: 3,
};

describe(matchesDemand.name, () => {
  it('matches a listing of the goal, a type, a zone and within the budget', () => {
    expect(matchesDemand(demand, house)).toBe(true);
    expect(matchesDemand(demand, { ...house, zip: '1000', city: 'Bruxelles' })).toBe(true);
    expect(matchesDemand(demand, { ...house, typeIds: [7, 2] })).toBe(true);
  });

  it('refuses another goal, type or zone', () => {
    expect(matchesDemand(demand, { ...house, goal: 1 })).toBe(false);
    expect(matchesDemand({ ...demand, goal: 'rent' }, house)).toBe(false);
    expect(matchesDemand(demand, { ...house, typeIds: [3] })).toBe(false);
    expect(matchesDemand(demand, { ...house, zip: '9000', city: 'Gent' })).toBe(false);
    expect(matchesDemand(demand, { ...house, zip: '1020', city: 'Laeken' })).toBe(false);
  });

  it('keeps the budget bounds inclusive and open when unset', () => {
    expect(matchesDemand(demand, { ...house, publishedPrice: 350_000 })).toBe(true);
    expect(matchesDemand(demand, { ...house, publishedPrice: 350_001 })).toBe(false);
    expect(matchesDemand(demand, { ...house, publishedPrice: 199_999 })).toBe(false);
    expect(matchesDemand({ ...demand, budgetMax: null }, { ...house, publishedPrice: 2_000_000 })).toBe(true);
  });

  it('keeps a listing whose price is on request', () => {
    expect(matchesDemand(demand, { ...house, publishedPrice: null })).toBe(true);
  });

  it('applies the minimum bedrooms when the listing states them', () => {
    expect(matchesDemand({ ...demand, bedroomsMin: 4 }, house)).toBe(false);
    expect(matchesDemand({ ...demand, bedroomsMin: 3 }, house)).toBe(true);
    expect(matchesDemand({ ...demand, bedroomsMin: 4 }, { ...house, bedrooms: null })).toBe(true);
  });
});

describe(demandCriteriaOf.name, () => {
  it('reads stored zones and drops one that no longer parses', () => {
    const criteria = demandCriteriaOf({
      goal: 'sale',
      propertyTypes: [1],
      zones: ['region:wallonia', 'nowhere'],
      budgetMin: null,
      budgetMax: null,
      bedroomsMin: null,
    });
    expect(criteria.zones).toHaveLength(1);
  });
});

describe(listingTypeIds.name, () => {
  it('adds the main type to the extra ones once', () => {
    expect(listingTypeIds(2, '1,4')).toEqual([2, 1, 4]);
    expect(listingTypeIds(4, '1,4')).toEqual([1, 4]);
    expect(listingTypeIds(null, null)).toEqual([]);
  });
});
