import { goalOfCrm, type Locale } from '@immo/domain';
import { propertyPath } from '@immo/i18n';
import type { LeadProperty } from '../leads/handlers/lead-handler';

/**
 * The property's page on the public site in `locale`, absolute, for a mail
 * that must carry it (a friend's, the documents'). Built here from the
 * stored property, never taken from the visitor. The site's origin is the
 * first of ALLOWED_ORIGINS: the web's own origin(s), the first one canonical.
 */
export function propertyUrl(property: LeadProperty, locale: Locale, siteOrigins: readonly string[]): string {
  const origin = siteOrigins[0] ?? 'http://localhost:3000';
  const title = property.titles[locale] ?? Object.values(property.titles).find((value) => value) ?? property.reference ?? String(property.id);
  return new URL(propertyPath({ id: property.id, goal: goalOfCrm(property.goal), city: property.city ?? '', title }, locale), origin).toString();
}
