import { webEnv } from '@/config/env';
import { parseSitemapFile, renderUrlSet, sitemapUrls } from '@/lib/sitemap';
import { loadSitemap, XML_HEADERS } from '@/lib/sitemap-source';

// Per request like the index (see app/sitemap.xml/route.ts).
export const dynamic = 'force-dynamic';

/** One child sitemap of the index: `pages.xml` or `properties-{locale}-{n}.xml`. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const file = parseSitemapFile((await params).file);
  if (!file) return new Response('Not found', { status: 404 });
  const sitemap = await loadSitemap();
  if (sitemap instanceof Response) return sitemap;
  const urls = sitemapUrls(file, webEnv().SITE_URL, sitemap);
  if (!urls) return new Response('Not found', { status: 404 });
  return new Response(renderUrlSet(urls), { headers: XML_HEADERS });
}
