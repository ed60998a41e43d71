import { parseRecordId, type PropertyDetailDto, type PropertyGoal } from '@immo/domain';
import { propertyPath, type Locale } from '@immo/i18n';
import { notFound } from 'next/navigation';
import { localeParams } from '@/lib/locale-params';
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
  const { locale, city, title, id } = await localeParams(params);
  const propertyId = parseRecordId(id);
  if (propertyId === null) notFound();
  const property = await getProperty(propertyId, locale);
  if (!property) notFound();
  const canonical = propertyPath(property, locale);
  redirectUnlessCanonical(LIST_OF_GOAL[routeGoal], { city, title, id }, locale, canonical);
  return { locale, property, canonical };
}
