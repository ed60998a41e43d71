import { locales } from '@immo/i18n';
import type { MetadataRoute } from 'next';
import { webEnv } from '@/config/env';
import { listAllProperties } from '@/lib/bff';
import { sitemapEntries } from '@/lib/sitemap';

// Rendered per request, never at build time, so `next build` needs no BFF.
// The BFF answers still come from Next's data cache (60 s, tag 'catalogue',
// dropped by /internal/revalidate after an import: lib/bff.ts), so a crawler
// fetching the sitemap costs a handful of cached lookups. If the BFF is down
// the request fails (500) rather than serve a sitemap without properties,
// which would tell crawlers they are gone (docs/decisions.md).
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const lists = await Promise.all(locales.map((locale) => listAllProperties(locale)));
  const propertiesByLocale = Object.fromEntries(locales.map((locale, index) => [locale, lists[index]]));
  return sitemapEntries(webEnv().SITE_URL, propertiesByLocale);
}
