import { parseRecordId, type PropertyDetailDto, type PropertyGoal } from '@immo/domain';
import { propertyPath, type Locale } from '@immo/i18n';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { getProperty } from '@/lib/bff';
import { redirectUnlessCanonical, type DetailRouteParams } from '@/lib/canonical-redirect';

export type PropertyRouteParams = DetailRouteParams;

// The list page each detail route hangs under.
const LIST_OF_GOAL = { sale: '/for-sale/', rent: '/for-rent/' } as const;

/**
 * The property behind a detail URL, after making sure the URL is its
 * canonical one. Only the id identifies a property: a stale or wrong city or
 * title slug, or the sale URL of a property for rent, answers 308 to the
 * canonical URL (decisions.md), so old links and shared links keep working
 * and search engines keep a single URL. An unknown or withdrawn id is a 404.
 */
export async function loadCanonicalProperty(
  params: Promise<PropertyRouteParams>,
  routeGoal: PropertyGoal,
): Promise<{ locale: Locale; property: PropertyDetailDto; canonical: string }> {
  const { locale, city, title, id } = await params;
  const propertyId = parseRecordId(id);
  if (!hasLocale(routing.locales, locale) || propertyId === null) notFound();
  const property = await getProperty(propertyId, locale);
  if (!property) notFound();
  const canonical = propertyPath(property, locale);
  redirectUnlessCanonical(LIST_OF_GOAL[routeGoal], { city, title, id }, locale, canonical);
  return { locale, property, canonical };
}
