// DEFAULT_LOCALE, the language of `/` and of BFF answers whose request names
// none, has one rule for every app (BFF and web at boot, the web's routing in
// server and browser bundles): one of the site's locales, exactly as written,
// French when unset. A typo stops the process with the other configuration
// errors instead of quietly serving French.
import { z } from 'zod';
import { locales, type Locale } from '../locale';

export const FALLBACK_DEFAULT_LOCALE: Locale = 'fr';

/** The env schemas' field (parseEnv counts an empty value as unset). */
export const ZDefaultLocaleSchema = z.enum(locales).default(FALLBACK_DEFAULT_LOCALE);

/** The same rule for code that reads one variable outside an env schema (the web's routing table). */
export function parseDefaultLocale(value: string | undefined): Locale {
  const parsed = ZDefaultLocaleSchema.safeParse(value === '' ? undefined : value);
  if (!parsed.success) throw new Error(`DEFAULT_LOCALE must be one of ${locales.join(', ')} (got "${value}")`);
  return parsed.data;
}
