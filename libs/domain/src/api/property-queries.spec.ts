import { ZListPropertiesQuerySchema, ZSearchQuerySchema } from './property-queries';

describe('ZListPropertiesQuerySchema', () => {
  it('keeps the old defaults and sorts newest first', () => {
    expect(ZListPropertiesQuerySchema.parse({})).toEqual({ limit: 12, offset: 0, sort: 'newest' });
  });

  it('parses the filters from query strings', () => {
    expect(
      ZListPropertiesQuerySchema.parse({
        city: 'Liège|4000',
        type: '3',
        minPrice: '100000',
        maxPrice: '250000.5',
        minBedrooms: '2',
        minLivingArea: '80',
        maxLivingArea: '150.5',
        maxEnergy: 'a_plus',
        sort: 'price-desc',
      }),
    ).toMatchObject({
      minLivingArea: 80,
      maxLivingArea: 150.5,
      maxEnergy: 'a_plus',
      city: [{ name: 'Liège', zip: '4000' }],
      type: 3,
      minPrice: 100000,
      maxPrice: 250000.5,
      minBedrooms: 2,
      sort: 'price-desc',
    });
  });

  it('takes several towns, each once, as postal codes or Name|Zip', () => {
    expect(ZListPropertiesQuerySchema.parse({ city: ['1050', 'Luik|4000', '1000', '1050'] }).city).toEqual([
      { name: null, zip: '1000' },
      { name: null, zip: '1050' },
      { name: 'Luik', zip: '4000' },
    ]);
    expect(ZListPropertiesQuerySchema.parse({ city: '1050' }).city).toEqual([{ name: null, zip: '1050' }]);
  });

  it("takes several features, each once, in the form's order", () => {
    expect(ZListPropertiesQuerySchema.parse({ feature: ['parking', 'garden', 'parking'] }).feature).toEqual([
      'garden',
      'parking',
    ]);
    expect(ZListPropertiesQuerySchema.parse({ feature: 'new-build' }).feature).toEqual(['new-build']);
  });

  it('rejects a list with one bad value, or too many towns', () => {
    expect(ZListPropertiesQuerySchema.safeParse({ feature: ['garden', 'lift'] }).success).toBe(false);
    expect(ZListPropertiesQuerySchema.safeParse({ city: ['1000', 'Liège'] }).success).toBe(false);
    expect(ZListPropertiesQuerySchema.safeParse({ city: [] }).success).toBe(false);
    const towns = Array.from({ length: 51 }, (_, index) => String(1000 + index));
    expect(ZListPropertiesQuerySchema.safeParse({ city: towns }).success).toBe(false);
    expect(ZListPropertiesQuerySchema.safeParse({ city: towns.slice(0, 50) }).success).toBe(true);
  });

  it.each([
    ['feature', 'lift'],
    ['feature', ''],
    ['city', '105'],
    ['city', 'Liège'],
    ['city', '|4000'],
    ['type', '0'],
    ['type', 'house'],
    ['type', '1e3'],
    ['type', '2147483648'],
    ['city', 'Li\u0000ge|4000'],
    ['city', 'Liège|40\u0000'],
    ['city', 'Villa \ud83c|1000'],
    ['minPrice', '-5'],
    ['minBedrooms', '1.5'],
    ['sort', 'cheapest'],
    ['minLivingArea', '-1'],
    ['maxLivingArea', 'big'],
    ['maxLivingArea', '1e9'],
    ['maxEnergy', 'B'],
    ['maxEnergy', 'b_sub'],
    ['maxEnergy', 'h'],
  ])('rejects %s=%s', (key, value) => {
    expect(ZListPropertiesQuerySchema.safeParse({ [key]: value }).success).toBe(false);
  });
});

describe('ZSearchQuerySchema', () => {
  it('defaults to an empty query and 8 results per group', () => {
    expect(ZSearchQuerySchema.parse({})).toEqual({ q: '', limit: 8 });
  });

  it('rejects a limit out of range', () => {
    expect(ZSearchQuerySchema.safeParse({ limit: '21' }).success).toBe(false);
  });

  it('rejects a query PostgreSQL cannot take: a NUL byte or half an emoji', () => {
    expect(ZSearchQuerySchema.safeParse({ q: 'ab\u0000c' }).success).toBe(false);
    expect(ZSearchQuerySchema.safeParse({ q: 'Villa \ud83c' }).success).toBe(false);
    expect(ZSearchQuerySchema.parse({ q: 'Villa 🏠' }).q).toBe('Villa 🏠');
  });
});
