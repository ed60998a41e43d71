import { locales, type Locale } from '@immo/domain';
import { appPathnames, type AppPathname } from './route-table';
import { localizedTemplate } from './route-match';

/** next-intl's `pathnames` value: one path for every language or one per language. */
export type LocalizedPathname = string | Readonly<Record<Locale, string>>;

function localizedPathname(pathname: AppPathname): LocalizedPathname {
  const perLocale = Object.fromEntries(
    locales.map((locale) => [locale, `/${localizedTemplate(pathname, locale).join('/')}`]),
  ) as Record<Locale, string>;
  return new Set(Object.values(perLocale)).size === 1 ? pathname : perLocale;
}

/**
 * The route table in next-intl's `defineRouting({ pathnames })` shape, keyed
 * by the web app's internal routes. next-intl wants no trailing slash here;
 * the URLs themselves end in `/` (Next's `trailingSlash`).
 */
export const pathnames = Object.fromEntries(
  appPathnames.map((pathname) => [pathname, localizedPathname(pathname)]),
) as { readonly [Pathname in AppPathname]: LocalizedPathname };
