import type { MetadataRoute } from 'next';
import { webEnv } from '@/config/env';

// Read per request like the sitemap, so the origin is the running server's SITE_URL.
export const dynamic = 'force-dynamic';

/** Everything is public except the BFF relay and the sync worker's revalidation hook. */
export default function robots(): MetadataRoute.Robots {
  const siteUrl = webEnv().SITE_URL;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/internal/'] },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
