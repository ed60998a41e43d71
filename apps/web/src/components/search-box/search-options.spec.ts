import type { CityEntry, PropertyType, SearchPropertyDto, SearchResultDto } from '@immo/domain';
import { searchGroups } from './search-options';

const villa: SearchPropertyDto = {
  id: 4109,
  goal: 'sale',
  reference: 'V-2025-04109',
  title: "Villa d'exception",
  mainTypeName: 'Villa',
  city: 'Liège',
  zip: '4000',
  countryId: 10,
  countryName: 'Belgique',
  price: 1_200_000,
  publishPrice: true,
  priceUnit: 0,
  priceUnitText: null,
  marquee: 5,
  marqueeName: 'Compromis en cours',
  epcLabelText: 'D',
  energyPerformance: 268,
  bedrooms: 4,
  surface: 253,
  livingSurface: null,
  groundSurface: null,
  picture: { url: '/sample-photos/villa-facade.svg', width: 250, height: 188 },
  description: 'Ce bien de 253 m² se trouve à Liège…',
};

const liege: CityEntry = {
  Name: 'Liège',
  Zip: '4000',
  CountryID: 10,
  CountryName: 'Belgique',
  PropertyCount: 1,
  language: 'fr',
  countSaleProperty: 1,
  countRentProperty: 0,
};

const house: PropertyType = {
  ID: 1,
  WebID: 1,
  Name: 'Maison',
  ShowOrder: 1,
  Sale: true,
  Rent: true,
  language: 'fr',
  countSaleProperty: 0,
  countRentProperty: 4,
};

describe(searchGroups.name, () => {
  it('orders references, then cities, then types, each with the URL it opens', () => {
    const result: SearchResultDto = { properties: [villa], cities: [liege], types: [house] };
    const groups = searchGroups(result, 'fr', []);
    expect(groups.map((group) => group.kind)).toEqual(['property', 'city', 'type']);
    expect(groups.flatMap((group) => group.options.map((option) => option.href))).toEqual([
      '/fr/a-vendre/liege/villa-d-exception/4109/',
      '/fr/a-vendre/?city=Li%C3%A8ge%7C4000',
      '/fr/a-louer/?type=1',
    ]);
  });

  it('shows the price as the cards do, ignore-listed marquees included', () => {
    const [properties] = searchGroups({ properties: [villa], cities: [], types: [] }, 'fr', []);
    expect(properties?.options[0]).toMatchObject({ price: { kind: 'price', text: '€ 1.200.000' } });
    const [ignored] = searchGroups({ properties: [villa], cities: [], types: [] }, 'fr', [5]);
    expect(ignored?.options[0]).toMatchObject({ price: { kind: 'marquee', marquee: 'saleAgreed' } });
  });

  it('leaves out empty groups, so nothing found gives no group at all', () => {
    expect(searchGroups({ properties: [], cities: [liege], types: [] }, 'fr', []).map((group) => group.kind)).toEqual([
      'city',
    ]);
    expect(searchGroups({ properties: [], cities: [], types: [] }, 'fr', [])).toEqual([]);
  });
});
