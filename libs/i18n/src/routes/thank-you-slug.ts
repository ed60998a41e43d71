import { locales, type Locale } from '@immo/domain';
import { localizedSegments, thankYouSlugsNamedAfterPage } from './route-table';

type PageNamedSlug = (typeof thankYouSlugsNamedAfterPage)[number];

function isPageNamed(slug: string): slug is PageNamedSlug {
  return (thankYouSlugsNamedAfterPage as readonly string[]).includes(slug);
}

/** The `[slug]` of `/feedback/[slug]` as it appears in `locale`'s URL. */
export function localizeThankYouSlug(slug: string, locale: Locale): string {
  return isPageNamed(slug) ? localizedSegments[slug][locale] : slug;
}

/**
 * The original slug (`contact-demand`, …) behind a thank-you URL segment.
 * Any language's form is accepted so that a page reached through another
 * language's slug still knows which form it thanks for.
 */
export function originalThankYouSlug(segment: string): string {
  for (const slug of thankYouSlugsNamedAfterPage) {
    if (locales.some((locale) => localizedSegments[slug][locale] === segment)) return slug;
  }
  return segment;
}
