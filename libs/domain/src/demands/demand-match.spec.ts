import {
  type DemandCriteria,
  demandCriteriaOf,
  listingTypeIds,
  type MatchableListing,
  matchableListing,
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
  livingAreaMin: null,
  livingAreaMax: null,
  maxEnergy: null,
  features: [],
};
const house: MatchableListing = {
  goal: 0,
  typeIds: [1],
  zip: '4000',
  countryId: 10,
  city: 'Liège',
  publishedPrice: 300_000,
  bedrooms: 3,
  livingArea: 120,
  energyLabel: 'c',
  features: ['garden', 'parking'],
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

  it('keeps the living area bounds inclusive, and a listing whose area is unknown', () => {
    expect(matchesDemand({ ...demand, livingAreaMin: 120, livingAreaMax: 120 }, house)).toBe(true);
    expect(matchesDemand({ ...demand, livingAreaMin: 121 }, house)).toBe(false);
    expect(matchesDemand({ ...demand, livingAreaMax: 119 }, house)).toBe(false);
    expect(matchesDemand({ ...demand, livingAreaMin: 121 }, { ...house, livingArea: null })).toBe(true);
  });

  it('keeps a listing whose label is that good or better, or unknown', () => {
    expect(matchesDemand({ ...demand, maxEnergy: 'c' }, house)).toBe(true);
    expect(matchesDemand({ ...demand, maxEnergy: 'b' }, house)).toBe(false);
    // Brussels' C- is worse than C.
    expect(matchesDemand({ ...demand, maxEnergy: 'c' }, { ...house, energyLabel: 'c_sub' })).toBe(false);
    expect(matchesDemand({ ...demand, maxEnergy: 'a_plusplus' }, { ...house, energyLabel: null })).toBe(true);
  });

  it('asks for every feature ticked, and only those', () => {
    expect(matchesDemand({ ...demand, features: ['garden'] }, house)).toBe(true);
    expect(matchesDemand({ ...demand, features: ['garden', 'parking'] }, house)).toBe(true);
    expect(matchesDemand({ ...demand, features: ['garden', 'terrace'] }, house)).toBe(false);
    expect(matchesDemand({ ...demand, features: ['parking'] }, { ...house, features: [] })).toBe(false);
  });
});

describe(matchableListing.name, () => {
  const facts = {
    goal: 0,
    webId: 1,
    webIds: null,
    zip: '1000',
    countryId: 10,
    city: 'Bruxelles',
    publishedPrice: 300_000,
    bedrooms: 2,
    livingSurface: 95,
    epcLabelText: null,
    energyPerformance: 100,
    hasGarden: false,
    hasTerrace: true,
    hasParking: true,
    isNewBuild: false,
  };

  it('reads the label on the listing’s own region’s scale', () => {
    // 100 kWh/m² is C+ in Brussels (B from 79 to 95) but B in Wallonia.
    expect(matchableListing(facts)).toMatchObject({ energyLabel: 'c_plus', livingArea: 95, typeIds: [1] });
    expect(matchableListing(facts).features).toEqual(['terrace', 'parking']);
    expect(matchableListing({ ...facts, zip: '4000', city: 'Liège' }).energyLabel).toBe('b');
    expect(matchesDemand({ ...demand, maxEnergy: 'b' }, matchableListing(facts))).toBe(false);
    expect(matchesDemand({ ...demand, maxEnergy: 'c' }, matchableListing(facts))).toBe(true);
  });

  it('judges no label outside Belgium’s scales', () => {
    expect(matchableListing({ ...facts, zip: 'L-1111', countryId: 50, epcLabelText: 'B' }).energyLabel).toBeNull();
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
      livingAreaMin: null,
      livingAreaMax: null,
      maxEnergy: 'bogus',
      features: ['garden', 'lift'],
    });
    expect(criteria.zones).toHaveLength(1);
    expect(criteria.maxEnergy).toBeNull();
    expect(criteria.features).toEqual(['garden']);
  });
});

describe(listingTypeIds.name, () => {
  it('adds the main type to the extra ones once', () => {
    expect(listingTypeIds(2, '1,4')).toEqual([2, 1, 4]);
    expect(listingTypeIds(4, '1,4')).toEqual([1, 4]);
    expect(listingTypeIds(null, null)).toEqual([]);
  });
});
