// Where each kind of search result leads. Shared by the search box (client)
// and its tests; the paths come from the same route helpers as the cards.
import { cityFilterValue, type CityEntry, type Locale, type PropertyType, type SearchPropertyDto } from '@immo/domain';
import { localizePath, propertyPath } from '@immo/i18n';

type Listed = Pick<CityEntry, 'countSaleProperty' | 'countRentProperty'>;

/** The sale list, unless everything this entry has is for rent. */
function listFor(entry: Listed): '/for-sale/' | '/for-rent/' {
  return entry.countSaleProperty === 0 && entry.countRentProperty > 0 ? '/for-rent/' : '/for-sale/';
}

function listHref(entry: Listed, locale: Locale, param: string, value: string): string {
  return `${localizePath(listFor(entry), locale)}?${new URLSearchParams({ [param]: value }).toString()}`;
}

export function propertyResultHref(
  property: Pick<SearchPropertyDto, 'id' | 'goal' | 'city' | 'title'>,
  locale: Locale,
): string {
  return propertyPath(property, locale);
}

/** The list filtered on the city (`?city=Liège|4000`, spec §2). */
export function cityResultHref(city: Pick<CityEntry, 'Name' | 'Zip'> & Listed, locale: Locale): string {
  return listHref(city, locale, 'city', cityFilterValue({ name: city.Name, zip: city.Zip }));
}

/** The list filtered on the type (`?type=<WebID>`, spec §2). */
export function typeResultHref(type: Pick<PropertyType, 'WebID'> & Listed, locale: Locale): string {
  return listHref(type, locale, 'type', String(type.WebID));
}
