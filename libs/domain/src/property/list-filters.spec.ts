import { cityFilterValue, distinctCityFilters, parseCityFilter, parseWebIds } from './list-filters';

describe(parseCityFilter.name, () => {
  it('reads the name and postal code', () => {
    expect(parseCityFilter('Liège|4000')).toEqual({ name: 'Liège', zip: '4000' });
    expect(parseCityFilter(cityFilterValue({ name: 'Ixelles', zip: '1050' }))).toEqual({
      name: 'Ixelles',
      zip: '1050',
    });
  });

  it('reads a postal code alone as every town of that code', () => {
    expect(parseCityFilter(' 1050 ')).toEqual({ name: null, zip: '1050' });
    expect(cityFilterValue({ name: null, zip: '1050' })).toBe('1050');
  });

  it.each(['Liège', '|4000', 'Liège|', '', '105', '10500', 'B-1050'])('ignores %p', (value) => {
    expect(parseCityFilter(value)).toBeNull();
  });
});

describe(distinctCityFilters.name, () => {
  it('keeps each town once, by postal code, and a postal code over a town of that code', () => {
    expect(
      distinctCityFilters([
        { name: 'Liège', zip: '4000' },
        { name: null, zip: '1000' },
        { name: 'liège', zip: '4000' },
        { name: 'Bruxelles', zip: '1000' },
        { name: null, zip: '1000' },
      ]),
    ).toEqual([
      { name: null, zip: '1000' },
      { name: 'Liège', zip: '4000' },
    ]);
  });
});

describe(parseWebIds.name, () => {
  it('lists the type ids', () => {
    expect(parseWebIds('1,4')).toEqual([1, 4]);
    expect(parseWebIds(' 2 , ,x,7')).toEqual([2, 7]);
    expect(parseWebIds('')).toEqual([]);
    expect(parseWebIds(null)).toEqual([]);
  });
});
