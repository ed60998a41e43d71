// The entries of /sitemap.xml (app/sitemap.ts), built from the route table
// and each language's property list. Pure, so it is unit tested.
import type { PropertySummaryDto } from '@immo/domain';
import { alternates, locales, propertyPath, type Locale } from '@immo/i18n';
import type { MetadataRoute } from 'next';

/** The public pages without parameters, by their original path (spec §2 route table). */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/for-sale/',
  '/for-rent/',
  '/contact/',
  '/demand-register/',
  '/contact-demand/',
  '/Privacy-statement/',
  '/Cookie-policy/',
  '/Disclaimer/',
  '/Notre-agence/',
] as const;

type PropertyUrlFields = Pick<PropertySummaryDto, 'id' | 'goal' | 'city' | 'title'>;

/** Each language's list of live properties, as the BFF serves it. */
export type PropertiesByLocale = Partial<Record<Locale, readonly PropertyUrlFields[]>>;

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

function absoluteAll(siteUrl: string, paths: Record<Locale, string>): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, absolute(siteUrl, paths[locale])])) as Record<Locale, string>;
}

/** One <url> per page and language, each listing the page's URL in every language. */
function entriesFor(paths: Record<Locale, string>, siteUrl: string): MetadataRoute.Sitemap {
  const languages = absoluteAll(siteUrl, paths);
  return locales.map((locale) => ({ url: languages[locale], alternates: { languages } }));
}

/**
 * Every public page in every language, then every live property in every
 * language. A property's URL in a language is the canonical one the detail
 * page accepts (propertyPath with that language's city and title); a language
 * whose list lacks the property falls back to another language's names, as
 * the detail page's own hreflang links do.
 */
export function sitemapEntries(siteUrl: string, propertiesByLocale: PropertiesByLocale): MetadataRoute.Sitemap {
  const staticEntries = SITEMAP_STATIC_PATHS.flatMap((path) => entriesFor(alternates(path), siteUrl));

  const byId = new Map<number, Partial<Record<Locale, PropertyUrlFields>>>();
  for (const locale of locales) {
    for (const property of propertiesByLocale[locale] ?? []) {
      byId.set(property.id, { ...byId.get(property.id), [locale]: property });
    }
  }
  const propertyEntries = [...byId.values()].flatMap((perLocale) => {
    const fallback = locales.map((locale) => perLocale[locale]).find((p) => p !== undefined);
    if (!fallback) return [];
    const paths = Object.fromEntries(
      locales.map((locale) => [locale, propertyPath(perLocale[locale] ?? fallback, locale)]),
    ) as Record<Locale, string>;
    return entriesFor(paths, siteUrl);
  });
  return [...staticEntries, ...propertyEntries];
}
