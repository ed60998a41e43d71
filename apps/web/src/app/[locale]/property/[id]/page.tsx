import { parseRecordId } from '@immo/domain';
import { propertyPath } from '@immo/i18n';
import { hasLocale } from 'next-intl';
import { notFound, permanentRedirect } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { getProperty } from '@/lib/bff';

/**
 * The spec's original '/property/{id}/'. The proxy has already put the
 * visitor's language in front; the slugs need the property itself, so we
 * look it up and send the visitor (308) to its canonical URL.
 */
export default async function LegacyPropertyPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  const propertyId = parseRecordId(id);
  if (!hasLocale(routing.locales, locale) || propertyId === null) notFound();
  const property = await getProperty(propertyId, locale);
  if (!property) notFound();
  permanentRedirect(propertyPath(property, locale));
}
