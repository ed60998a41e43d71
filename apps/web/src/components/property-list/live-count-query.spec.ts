import { liveCountQuery } from './live-count-query';

describe(liveCountQuery.name, () => {
  it("asks for the form's filters, repeated ones included, for the list's goal", () => {
    const fields: [string, string][] = [
      ['view', 'map'],
      ['city', '1000'],
      ['city', '1050'],
      ['type', ''],
      ['minPrice', ' 200000 '],
      ['feature', 'garden'],
      ['sort', 'price-asc'],
      ['goal', 'rent'],
    ];
    expect(liveCountQuery(fields, 'sale')).toBe('goal=sale&limit=1&city=1000&city=1050&minPrice=200000&feature=garden');
  });

  it('asks for the whole goal when no field is set', () => {
    expect(liveCountQuery([['maxEnergy', '']], 'rent')).toBe('goal=rent&limit=1');
  });
});
