// Title, description, canonical + hreflang and Open Graph of a configured
// page (menu_pages), for any page's generateMetadata.
import type { Locale, PageConfigDto } from '@immo/domain';
import type { Metadata } from 'next';
import { staticAlternates } from './alternates';
import { getPageConfig } from './site-config';

export interface PageMetadataInput {
  /** The configured path ('home', 'for-sale', 'Notre-agence'). */
  path: string;
  locale: Locale;
  /** Used when the page is not configured (or not published) or has no title. */
  fallbackTitle: string;
  fallbackDescription?: string;
  /** The original URL path for the alternates; '/{path}/' by default, '/' for home. */
  originalPath?: string;
}

/** Pure: the Metadata for a page config (or its fallbacks); exported for its test. */
export function buildPageMetadata(page: PageConfigDto | null, input: PageMetadataInput): Metadata {
  const originalPath = input.originalPath ?? (input.path === 'home' ? '/' : `/${input.path}/`);
  const alternates = staticAlternates(originalPath);
  const title = page?.metadata['og:title'] || page?.title || input.fallbackTitle;
  const description = page?.description || input.fallbackDescription;
  const image = page?.metadata['og:image'] || page?.image;
  return {
    // The home page's title is the layout's default; others use the "%s | agency" template.
    title: page?.title || input.fallbackTitle,
    ...(description ? { description } : {}),
    alternates: { canonical: alternates[input.locale], languages: alternates },
    openGraph: {
      title,
      ...(page?.metadata['og:description'] || description
        ? { description: page?.metadata['og:description'] || description }
        : {}),
      url: alternates[input.locale],
      type: 'website',
      locale: input.locale,
      ...(image ? { images: [image] } : {}),
    },
    // The operator's "not for search engines" switch.
    ...(page && !page.isActiveSEO ? { robots: { index: false, follow: true } } : {}),
  };
}

/** `pageMetadata({ path: 'for-sale', locale, fallbackTitle })` in a page's generateMetadata. */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const page = await getPageConfig(input.path, input.locale).catch(() => null);
  return buildPageMetadata(page, input);
}

/** A page that is not configured (a form's own page): its title and description, and its URL in every language. */
export function staticPageMetadata(locale: Locale, originalPath: string, title: string, description: string): Metadata {
  const alternates = staticAlternates(originalPath);
  return { title, description, alternates: { canonical: alternates[locale], languages: alternates } };
}
