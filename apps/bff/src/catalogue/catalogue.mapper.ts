// Entity → the CRM-shaped entries of GetCityList and GetWebIDList (spec §9).
import { type CityEntry, type Locale, pickLocalized, type PropertyType } from '@immo/domain';
import type { CityEntity } from './city.entity';
import type { PropertyTypeEntity } from './property-type.entity';

export function toCityEntry(city: CityEntity, locale: Locale): CityEntry {
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

export function toPropertyType(type: PropertyTypeEntity, locale: Locale): PropertyType {
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
