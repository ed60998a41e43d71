import { cityFilterValue, parseCityFilter, parseWebIds } from './list-filters';

describe(parseCityFilter.name, () => {
  it('reads the name and postal code', () => {
    expect(parseCityFilter('Liège|4000')).toEqual({ name: 'Liège', zip: '4000' });
    expect(parseCityFilter(cityFilterValue({ name: 'Ixelles', zip: '1050' }))).toEqual({
      name: 'Ixelles',
      zip: '1050',
    });
  });

  it.each(['Liège', '|4000', 'Liège|', ''])('ignores %p', (value) => {
    expect(parseCityFilter(value)).toBeNull();
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
