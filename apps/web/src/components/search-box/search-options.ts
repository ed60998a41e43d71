// The search answer as the panel shows it: three groups in a fixed order
// (references, cities, types), each option with the URL it opens.
import {
  priceDisplay,
  type CityEntry,
  type Locale,
  type PriceDisplay,
  type PropertyType,
  type SearchPropertyDto,
  type SearchResultDto,
} from '@immo/domain';
import { cityResultHref, propertyResultHref, typeResultHref } from './search-result-links';

export type SearchOption =
  | { kind: 'property'; key: string; href: string; property: SearchPropertyDto; price: PriceDisplay }
  | { kind: 'city'; key: string; href: string; city: CityEntry }
  | { kind: 'type'; key: string; href: string; type: PropertyType };

export interface SearchGroup {
  kind: SearchOption['kind'];
  options: SearchOption[];
}

/** The non-empty groups; options are numbered across groups for arrow keys. */
export function searchGroups(
  result: SearchResultDto,
  locale: Locale,
  marqueeIgnoreList: readonly number[],
): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      kind: 'property',
      options: result.properties.map((property) => ({
        kind: 'property',
        key: `p-${property.id}`,
        href: propertyResultHref(property, locale),
        property,
        price: priceDisplay(property, marqueeIgnoreList),
      })),
    },
    {
      kind: 'city',
      options: result.cities.map((city) => ({
        kind: 'city',
        key: `c-${city.Zip}-${city.Name}`,
        href: cityResultHref(city, locale),
        city,
      })),
    },
    {
      kind: 'type',
      options: result.types.map((type) => ({
        kind: 'type',
        key: `t-${type.WebID}`,
        href: typeResultHref(type, locale),
        type,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
