import { isLocale, type Locale } from '@immo/domain';

export { locales, type Locale } from '@immo/domain';

const fallbackLocale: Locale = 'fr';

/**
 * The site's default language. Callers pass `process.env.DEFAULT_LOCALE`
 * themselves so this stays a pure function that also works in the browser
 * bundle; a typo in the configuration must not take the site down, hence the
 * French fallback (decisions.md) instead of an error.
 */
export function defaultLocale(env?: string | undefined): Locale {
  const configured = env?.trim().toLowerCase();
  return isLocale(configured) ? configured : fallbackLocale;
}
