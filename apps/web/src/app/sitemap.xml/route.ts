import { webEnv } from '@/config/env';
import { renderSitemapIndex, sitemapIndexFiles } from '@/lib/sitemap';
import { loadSitemap, sitemapSource, XML_HEADERS } from '@/lib/sitemap-source';

// Rendered per request, never at build time, so `next build` needs no BFF and
// SITE_URL is the running server's. If the BFF is down the answer is 503
// rather than an index without properties, which would tell crawlers they
// are gone (docs/decisions.md).
export const dynamic = 'force-dynamic';

/** The sitemap index: pages.xml and each language's property files. */
export async function GET(): Promise<Response> {
  const index = await loadSitemap(sitemapSource.index);
  if (index instanceof Response) return index;
  return new Response(renderSitemapIndex(webEnv().SITE_URL, sitemapIndexFiles(index)), { headers: XML_HEADERS });
}
