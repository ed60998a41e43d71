import { ZListPropertiesQuerySchema } from '@immo/domain';
import { BffError, isMissingStatus, listFilterParams, nullWhenMissing, type ListFilters } from './bff-contract';

describe(listFilterParams.name, () => {
  const full: ListFilters = {
    city: [
      { name: null, zip: '1050' },
      { name: 'Liège', zip: '4000' },
    ],
    type: 2,
    minPrice: 100_000,
    maxPrice: 350_000.5,
    minBedrooms: 3,
    minLivingArea: 80,
    maxLivingArea: 150.5,
    maxEnergy: 'a_plus',
    feature: ['garden', 'parking'],
    sort: 'price-desc',
  };

  it("round-trips every filter through the BFF's own query schema", () => {
    // As a server reads a query string: a repeated parameter is a list.
    const params = listFilterParams(full);
    const query = Object.fromEntries(
      [...new Set(params.keys())].map((key) => {
        const values = params.getAll(key);
        return [key, values.length > 1 ? values : values[0]];
      }),
    );
    expect(ZListPropertiesQuerySchema.parse(query)).toMatchObject(full);
  });

  it('repeats the towns and the features', () => {
    const params = listFilterParams({
      city: [
        { name: null, zip: '1000' },
        { name: null, zip: '1050' },
      ],
      feature: ['garden'],
    });
    expect(params.toString()).toBe('city=1000&city=1050&feature=garden');
  });

  it('leaves out absent filters and the default sort, which the BFF applies itself', () => {
    expect(listFilterParams({}).toString()).toBe('');
    expect(listFilterParams({ sort: 'newest', minPrice: 0 }).toString()).toBe('minPrice=0');
    expect(ZListPropertiesQuerySchema.parse({}).sort).toBe('newest');
  });
});

describe(nullWhenMissing.name, () => {
  it.each([404, 410])('answers null when the BFF answers %p', async (status) => {
    await expect(nullWhenMissing(Promise.reject(new BffError(status, '/api/properties/1')))).resolves.toBeNull();
  });

  it('passes the record through', async () => {
    await expect(nullWhenMissing(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 });
  });

  it.each([400, 429, 500, 503])('lets a %p through, for the API-failure page', async (status) => {
    await expect(nullWhenMissing(Promise.reject(new BffError(status, '/x')))).rejects.toBeInstanceOf(BffError);
  });

  it('lets an unreachable BFF through', async () => {
    await expect(nullWhenMissing(Promise.reject(new TypeError('fetch failed')))).rejects.toThrow('fetch failed');
  });
});

describe(isMissingStatus.name, () => {
  it('is 404 and 410 only', () => {
    expect([200, 301, 400, 404, 410, 429, 500, 503].filter(isMissingStatus)).toEqual([404, 410]);
  });
});
