import { type Locale, locales } from '../locale';

/** Text the site configuration holds once per language; any language may be missing. */
export type LocalizedText = Partial<Record<Locale, string>>;

/** Column widths per breakpoint, in grid columns. */
export interface ColumnWidths {
  sm: number;
  md: number;
  lg: number;
}

/** Where a city is: the CRM's name and the names per language from the cities list. */
export interface CityNaming {
  city: string | null;
  cityNames?: LocalizedText | null;
}

/**
 * The city as the visitor's language names it (Elsene on /nl/), else the
 * CRM's name. Detail URLs carry it, so cards, detail pages, projects and the
 * sitemap must all choose it this one way to agree on canonical URLs.
 */
export function localizedCity({ city, cityNames }: CityNaming, locale: Locale): string {
  return cityNames?.[locale]?.trim() || (city ?? '');
}

/** The city in every language (a detail DTO's `cities`, a sitemap entry's). */
export function localizedCities(naming: CityNaming): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, localizedCity(naming, locale)])) as Record<Locale, string>;
}

/** The text in `locale`, else French (the agency's first language), else any language, else ''. */
export function pickLocalized(texts: LocalizedText, locale: Locale): string {
  const inLocale = texts[locale];
  if (inLocale) return inLocale;
  if (texts.fr) return texts.fr;
  return Object.values(texts).find((text) => typeof text === 'string' && text.length > 0) ?? '';
}
