import { alternates, locales, type Locale } from '@immo/i18n';
import type { PropertyDetailDto } from '@immo/domain';

/** Each language's URL of one page, e.g. { nl: '/nl/', fr: '/fr/', … }. */
export type Alternates = Record<Locale, string>;

/** A page without parameters, by its original path ('/', '/for-sale/'). */
export function staticAlternates(originalPath: string): Alternates {
  return alternates(originalPath);
}

/**
 * A property's URL in every language. The title slug is translated, so each
 * language takes its own title (the BFF sends them all), falling back to the
 * current one where the CRM has no translation.
 */
export function propertyAlternates(
  property: Pick<PropertyDetailDto, 'id' | 'goal' | 'city' | 'cities' | 'title' | 'titles'>,
): Alternates {
  const title = Object.fromEntries(locales.map((locale) => [locale, property.titles[locale] ?? property.title]));
  return alternates(`/property/${property.id}/`, {
    goal: property.goal,
    city: property.cities ?? property.city,
    title,
  });
}
