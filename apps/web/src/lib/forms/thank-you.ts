// The thank-you pages (spec §2: /feedback/{slug}/, /fr/merci/{slug}/, …):
// which slug a URL segment names, and which addresses name none.
import { originalThankYouSlug, resolvePath, thankYouSlugs, type Locale, type ThankYouSlug } from '@immo/i18n';

/** The spec's slug behind a URL segment in any language's form, or null for a slug the spec does not list. */
export function thankYouSlugOfSegment(segment: string): ThankYouSlug | null {
  const slug = originalThankYouSlug(segment);
  return (thankYouSlugs as readonly string[]).includes(slug) ? (slug as ThankYouSlug) : null;
}

/**
 * The language of a thank-you address whose slug the spec does not list
 * ('/fr/merci/nimporte-quoi/'), for the proxy to show the 404 page; null for
 * any other address. A page's own notFound() would send an empty shell
 * (lib/missing-record.ts).
 */
export function unknownThankYouPage(pathname: string): Locale | null {
  const resolved = resolvePath(pathname);
  if (!resolved || resolved.route !== '/feedback/{slug}/') return null;
  return thankYouSlugOfSegment(resolved.params.slug ?? '') ? null : resolved.locale;
}
