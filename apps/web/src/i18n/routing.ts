import { parseDefaultLocale } from '@immo/domain';
import { locales, pathnames } from '@immo/i18n';
import { defineRouting } from 'next-intl/routing';

// The localized route table lives once, in @immo/i18n; this only tells
// next-intl how to use it.
export const routing = defineRouting({
  locales,
  // Read where the server runs, when it starts (not inlined at build time), so
  // one image serves any agency; server code only uses it (proxy, not-found,
  // request config). Undefined in a browser bundle: French there.
  defaultLocale: parseDefaultLocale(process.env.DEFAULT_LOCALE),
  // Every public page lives under /{locale}/… (decisions.md).
  localePrefix: 'always',
  pathnames,
  // next-intl's `Link` response header would offer every language with the
  // current page's slugs, which are wrong for property pages (their title
  // slug is translated). Pages declare hreflang alternates in their metadata.
  alternateLinks: false,
});
