import { toCityEntry, toPropertyType } from './catalogue.mapper';
import { CityEntity, PropertyTypeEntity } from '@immo/db';

const liege = Object.assign(new CityEntity(), {
  zip: '4000',
  countryId: 10,
  name: 'Liège',
  names: { nl: 'Luik' },
  countryName: 'Belgique',
  region: 'wallonia',
  countSale: 3,
  countRent: 2,
});

describe(toCityEntry.name, () => {
  it('names the city in the locale and adds up the counts', () => {
    expect(toCityEntry(liege, 'nl')).toMatchObject({
      Name: 'Luik',
      Zip: '4000',
      PropertyCount: 5,
      countSaleProperty: 3,
      countRentProperty: 2,
      language: 'nl',
    });
  });

  it('falls back to the official name when no language has one', () => {
    expect(toCityEntry(Object.assign(new CityEntity(), liege, { names: {} }), 'de').Name).toBe('Liège');
  });
});

describe(toPropertyType.name, () => {
  it('gives a type without ShowOrder the order 0 and its French name', () => {
    const type = Object.assign(new PropertyTypeEntity(), {
      webId: 9,
      crmId: 109,
      names: { fr: 'Terrain' },
      showOrder: null,
      sale: true,
      rent: false,
      countSale: 1,
      countRent: 0,
    });
    expect(toPropertyType(type, 'en')).toEqual({
      ID: 109,
      WebID: 9,
      Name: 'Terrain',
      ShowOrder: 0,
      Sale: true,
      Rent: false,
      language: 'en',
      countSaleProperty: 1,
      countRentProperty: 0,
    });
  });
});
