import {
  alternatesWithQuery,
  cityOption,
  listSearchHref,
  listSearchQuery,
  pageNumbers,
  parseListSearch,
} from './list-search';

describe(parseListSearch.name, () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      parseListSearch({
        city: 'Liège|4000',
        type: '2',
        minPrice: '100000',
        maxPrice: '300000',
        minBedrooms: '2',
        minLivingArea: '80',
        maxLivingArea: '150',
        maxEnergy: 'c',
        sort: 'price-asc',
        page: '3',
      }),
    ).toEqual({
      filters: {
        city: [{ name: 'Liège', zip: '4000' }],
        type: 2,
        minPrice: 100000,
        maxPrice: 300000,
        minBedrooms: 2,
        minLivingArea: 80,
        maxLivingArea: 150,
        maxEnergy: 'c',
        sort: 'price-asc',
      },
      page: 3,
      view: 'list',
    });
  });

  it('reads several towns and features, old and new forms alike, each once', () => {
    expect(
      parseListSearch({ city: ['1000', 'Luik|4000', '1000', ''], feature: ['parking', 'garden'] }).filters,
    ).toEqual({
      city: [
        { name: null, zip: '1000' },
        { name: 'Luik', zip: '4000' },
      ],
      feature: ['garden', 'parking'],
    });
    expect(parseListSearch({ city: '1050', feature: 'terrace' }).filters).toEqual({
      city: [{ name: null, zip: '1050' }],
      feature: ['terrace'],
    });
  });

  it('drops a bad town or feature and keeps the others', () => {
    expect(parseListSearch({ city: ['1000', 'Liège', 'x\u0000|1040'], feature: ['lift', 'garden'] }).filters).toEqual({
      city: [{ name: null, zip: '1000' }],
      feature: ['garden'],
    });
    expect(parseListSearch({ city: 'Liège', feature: 'lift' }).filters).toEqual({});
  });

  it('reads the map view, which has no pages', () => {
    expect(parseListSearch({ view: 'map', page: '3', type: '2' })).toEqual({
      filters: { type: 2 },
      page: 1,
      view: 'map',
    });
    expect(parseListSearch({ view: 'satellite' }).view).toBe('list');
  });

  it('drops bad or empty parameters instead of failing', () => {
    expect(
      parseListSearch({
        city: 'Liège',
        type: 'house',
        minPrice: '',
        maxPrice: '-5',
        sort: 'cheapest',
        page: 'two',
        utm_source: 'x',
        minLivingArea: 'big',
        maxLivingArea: '-1',
        maxEnergy: 'B-',
      }),
    ).toEqual({
      filters: {},
      page: 1,
      view: 'list',
    });
    expect(parseListSearch({ page: '0' }).page).toBe(1);
    expect(parseListSearch({ minBedrooms: ['3', '4'] }).filters).toEqual({ minBedrooms: 3 });
  });

  it('drops a city the database could not hold (NUL, half an emoji, 10-digit type) and keeps the rest of the search', () => {
    expect(parseListSearch({ city: 'Etterbeek\u0000|1040', sort: 'price-asc', page: '2' })).toEqual({
      filters: { sort: 'price-asc' },
      page: 2,
      view: 'list',
    });
    expect(parseListSearch({ city: 'Villa \ud83c|1000', type: '9999999999' }).filters).toEqual({});
  });
});

describe(listSearchQuery.name, () => {
  it('round-trips a search and leaves defaults out', () => {
    const search = parseListSearch({ city: 'Liège|4000', sort: 'price-desc', page: '2' });
    expect(listSearchQuery(search.filters, search.page)).toBe('city=Li%C3%A8ge%7C4000&sort=price-desc&page=2');
    expect(listSearchQuery({ sort: 'newest' }, 1)).toBe('');
  });

  it('keeps every filter in the map view and drops the page', () => {
    const search = parseListSearch({ city: 'Liège|4000', minBedrooms: '2', view: 'map' });
    expect(listSearchQuery(search.filters, 4, 'map')).toBe('city=Li%C3%A8ge%7C4000&minBedrooms=2&view=map');
  });
});

describe(listSearchHref.name, () => {
  it('appends the query only when there is one', () => {
    expect(listSearchHref('/fr/a-vendre/', {})).toBe('/fr/a-vendre/');
    expect(listSearchHref('/nl/te-koop/', { type: 2 }, 1, 'map')).toBe('/nl/te-koop/?type=2&view=map');
  });
});

describe(pageNumbers.name, () => {
  it('keeps the ends and the neighbourhood of the current page', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});

describe(alternatesWithQuery.name, () => {
  it("gives every language's list the same search", () => {
    const alternates = { fr: '/fr/a-vendre/', nl: '/nl/te-koop/' };
    expect(alternatesWithQuery(alternates, 'city=Li%C3%A8ge%7C4000&view=map')).toEqual({
      fr: '/fr/a-vendre/?city=Li%C3%A8ge%7C4000&view=map',
      nl: '/nl/te-koop/?city=Li%C3%A8ge%7C4000&view=map',
    });
    expect(alternatesWithQuery(alternates, '')).toBe(alternates);
  });
});

describe(cityOption.name, () => {
  const entry = (Name: string, Zip: string) => ({
    Name,
    Zip,
    CountryID: 1,
    CountryName: 'België',
    PropertyCount: 1,
    language: 'nl',
    countSaleProperty: 1,
    countRentProperty: 0,
  });
  const dutch = [entry('Brussel', '1000'), entry('Luik', '4000'), entry('Wavre', '1300'), entry('Limal', '1300')];

  it('names a city searched in another language as this language does', () => {
    expect(cityOption({ name: 'Bruxelles', zip: '1000' }, dutch)).toEqual({ name: 'Brussel', zip: '1000' });
    expect(cityOption({ name: 'Luik', zip: '4000' }, dutch)).toEqual({ name: 'Luik', zip: '4000' });
  });

  it('picks by name where cities share a postal code, and nothing it cannot tell apart', () => {
    expect(cityOption({ name: 'Limal', zip: '1300' }, dutch)).toEqual({ name: 'Limal', zip: '1300' });
    expect(cityOption({ name: 'Waver', zip: '1300' }, dutch)).toBeUndefined();
    expect(cityOption({ name: 'Gent', zip: '9000' }, dutch)).toBeUndefined();
  });
});
