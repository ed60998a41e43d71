import { goalOfCrm, type Locale } from '@immo/domain';
import { propertyPath } from '@immo/i18n';
import type { LeadProperty } from '../leads/handlers/lead-handler';

/**
 * The property's page on the public site (SITE_URL) in `locale`, absolute,
 * for a mail that must carry it (a friend's, the documents', the offer's
 * copy). Built here from the stored property, never taken from the visitor.
 */
export function propertyUrl(property: LeadProperty, locale: Locale, siteUrl: string): string {
  const title = propertyTitle(property, locale);
  return new URL(
    propertyPath({ id: property.id, goal: goalOfCrm(property.goal), city: property.city ?? '', title }, locale),
    siteUrl,
  ).toString();
}

/** Its title in `locale`, else in any language the CRM gave, else its reference (or id): a mail always names it. */
export function propertyTitle(property: Pick<LeadProperty, 'id' | 'reference' | 'titles'>, locale: Locale): string {
  return (
    property.titles[locale] ??
    Object.values(property.titles).find((value) => value) ??
    property.reference ??
    String(property.id)
  );
}
