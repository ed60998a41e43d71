import { parseListSearch } from '@/lib/list-search';
import { cityResultHref, propertyResultHref, typeResultHref } from './search-result-links';

function query(href: string): Record<string, string> {
  return Object.fromEntries(new URL(href, 'http://site.test').searchParams);
}

describe(propertyResultHref.name, () => {
  it('is the canonical detail URL of the property in that language', () => {
    const villa = { id: 4109, goal: 'sale' as const, city: 'Liège', title: "Villa d'exception" };
    expect(propertyResultHref(villa, 'fr')).toBe('/fr/a-vendre/liege/villa-d-exception/4109/');
    expect(propertyResultHref({ ...villa, goal: 'rent' }, 'nl')).toMatch(
      /^\/nl\/te-huur\/liege\/villa-d-exception\/4109\/$/,
    );
  });
});

describe(cityResultHref.name, () => {
  const liege = { Name: 'Liège', Zip: '4000', countSaleProperty: 2, countRentProperty: 1 };

  it('opens the sale list filtered on the city, which the list page reads back', () => {
    const href = cityResultHref(liege, 'fr');
    expect(href.startsWith('/fr/a-vendre/?')).toBe(true);
    expect(parseListSearch(query(href)).filters.city).toEqual([{ name: 'Liège', zip: '4000' }]);
  });

  it('opens the rent list when the city only has properties for rent', () => {
    expect(cityResultHref({ ...liege, countSaleProperty: 0 }, 'de').startsWith('/de/zu-vermieten/?')).toBe(true);
  });

  it('keeps the sale list when the counts are unknown (both 0)', () => {
    expect(
      cityResultHref({ ...liege, countSaleProperty: 0, countRentProperty: 0 }, 'en').startsWith('/en/for-sale/?'),
    ).toBe(true);
  });
});

describe(typeResultHref.name, () => {
  it('filters the list on the WebID', () => {
    const house = { WebID: 1, countSaleProperty: 3, countRentProperty: 0 };
    expect(typeResultHref(house, 'nl')).toBe('/nl/te-koop/?type=1');
    expect(typeResultHref({ ...house, countSaleProperty: 0, countRentProperty: 2 }, 'nl')).toBe('/nl/te-huur/?type=1');
  });
});
