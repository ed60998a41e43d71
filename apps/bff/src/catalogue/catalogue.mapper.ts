// Entity → the CRM-shaped entries of GetCityList and GetWebIDList (spec §9).
import { type CityEntry, type Locale, pickLocalized, type PropertyType } from '@immo/domain';
import type { CityEntity, PropertyTypeEntity } from '@immo/db';

/** The columns a city entry needs (the search reads only these). */
export type CitySource = Pick<
  CityEntity,
  'zip' | 'countryId' | 'name' | 'names' | 'countryName' | 'countSale' | 'countRent'
>;
/** The columns a type entry needs (the search reads only these). */
export type PropertyTypeSource = Pick<
  PropertyTypeEntity,
  'webId' | 'crmId' | 'names' | 'showOrder' | 'sale' | 'rent' | 'countSale' | 'countRent'
>;

export function toCityEntry(city: CitySource, locale: Locale): CityEntry {
  return {
    Name: pickLocalized(city.names, locale) || city.name,
    Zip: city.zip,
    CountryID: city.countryId,
    CountryName: city.countryName,
    PropertyCount: city.countSale + city.countRent,
    language: locale,
    countSaleProperty: city.countSale,
    countRentProperty: city.countRent,
  };
}

export function toPropertyType(type: PropertyTypeSource, locale: Locale): PropertyType {
  return {
    ID: type.crmId,
    WebID: type.webId,
    Name: pickLocalized(type.names, locale),
    ShowOrder: type.showOrder ?? 0,
    Sale: type.sale,
    Rent: type.rent,
    language: locale,
    countSaleProperty: type.countSale,
    countRentProperty: type.countRent,
  };
}
