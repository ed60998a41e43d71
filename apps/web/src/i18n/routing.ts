import { parseDefaultLocale } from '@immo/domain';
import { locales, pathnames } from '@immo/i18n';
import { defineRouting } from 'next-intl/routing';

// The localized route table lives once, in @immo/i18n; this only tells
// next-intl how to use it.
export const routing = defineRouting({
  locales,
  // Undefined in the browser bundle (not a NEXT_PUBLIC_ variable): French there.
  defaultLocale: parseDefaultLocale(process.env.DEFAULT_LOCALE),
  // Every public page lives under /{locale}/… (decisions.md).
  localePrefix: 'always',
  pathnames,
  // next-intl's `Link` response header would offer every language with the
  // current page's slugs, which are wrong for property pages (their title
  // slug is translated). Pages declare hreflang alternates in their metadata.
  alternateLinks: false,
});
