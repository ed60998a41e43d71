import { hasLocale } from 'next-intl';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { NotFoundMain } from '@/components/not-found/NotFoundMain';
import { PropertyNotFoundMain } from '@/components/not-found/PropertyNotFoundMain';
import { SiteFooter } from '@/components/frame/SiteFooter';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { SkipLink } from '@/components/frame/SkipLink';
import { routing } from '@/i18n/routing';
import { NOT_FOUND_KIND_HEADER, NOT_FOUND_LOCALE_HEADER } from '@/lib/not-found-request';
import './globals.css';

/**
 * Every address no page claims ('/de/nope/': app/[locale] has no catch-all;
 * '/map/', '/xx.txt'), and the detail addresses the proxy found no record for
 * (proxy.ts showNotFound). Next.js renders an unmatched address completely on
 * the server, with 404, whereas a page's notFound() is an empty shell filled
 * in by JavaScript (vercel/next.js#62228). The language is the missing
 * record's, else the one next-intl's routing chose (the path's prefix, else
 * the visitor's), else the default; the page brings its own <html>.
 */
export default async function GlobalNotFound() {
  const requestHeaders = await headers();
  const kind = requestHeaders.get(NOT_FOUND_KIND_HEADER);
  const requested = requestHeaders.get(NOT_FOUND_LOCALE_HEADER) ?? (await getLocale());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const property = kind === 'property-sale' || kind === 'property-rent';
  const [tMetadata, tErrors] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Errors' }),
  ]);
  return (
    <html lang={locale}>
      <head>
        <title>{property ? tErrors('propertyNotFound') : tMetadata('notFoundTitle')}</title>
      </head>
      <body>
        <div id="top">
          <SkipLink />
        </div>
        <SiteHeader />
        {property ? (
          <PropertyNotFoundMain locale={locale} goal={kind === 'property-rent' ? 'rent' : 'sale'} />
        ) : (
          <NotFoundMain locale={locale} />
        )}
        <SiteFooter locale={locale} />
      </body>
    </html>
  );
}
