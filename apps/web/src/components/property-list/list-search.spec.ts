import { listSearchQuery, pageNumbers, parseListSearch } from './list-search';

describe(parseListSearch.name, () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      parseListSearch({ city: 'Liège|4000', type: '2', minPrice: '100000', maxPrice: '300000', minBedrooms: '2', sort: 'price-asc', page: '3' }),
    ).toEqual({
      filters: { city: { name: 'Liège', zip: '4000' }, type: 2, minPrice: 100000, maxPrice: 300000, minBedrooms: 2, sort: 'price-asc' },
      page: 3,
    });
  });

  it('drops bad or empty parameters instead of failing', () => {
    expect(parseListSearch({ city: 'Liège', type: 'house', minPrice: '', maxPrice: '-5', sort: 'cheapest', page: 'two', utm_source: 'x' })).toEqual({
      filters: {},
      page: 1,
    });
    expect(parseListSearch({ page: '0' }).page).toBe(1);
    expect(parseListSearch({ minBedrooms: ['3', '4'] }).filters).toEqual({ minBedrooms: 3 });
  });
});

describe(listSearchQuery.name, () => {
  it('round-trips a search and leaves defaults out', () => {
    const search = parseListSearch({ city: 'Liège|4000', sort: 'price-desc', page: '2' });
    expect(listSearchQuery(search.filters, search.page)).toBe('city=Li%C3%A8ge%7C4000&sort=price-desc&page=2');
    expect(listSearchQuery({ sort: 'newest' }, 1)).toBe('');
  });
});

describe(pageNumbers.name, () => {
  it('keeps the ends and the neighbourhood of the current page', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});
