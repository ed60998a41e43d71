import { parseRecordId } from '@immo/domain';
import { propertyPath } from '@immo/i18n';
import { notFound, permanentRedirect } from 'next/navigation';
import { localeParams } from '@/lib/locale-params';
import { getProperty } from '@/lib/bff';

/**
 * The spec's original '/property/{id}/'. The proxy has already put the
 * visitor's language in front; the slugs need the property itself, so we
 * look it up and send the visitor (308) to its canonical URL.
 */
export default async function LegacyPropertyPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await localeParams(params);
  const propertyId = parseRecordId(id);
  if (propertyId === null) notFound();
  const property = await getProperty(propertyId, locale);
  if (!property) notFound();
  permanentRedirect(propertyPath(property, locale));
}
