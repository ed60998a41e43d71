import { webEnv } from '@/config/env';
import { pagesUrls, parseSitemapFile, propertyFileUrls, renderUrlSet, type SitemapUrl } from '@/lib/sitemap';
import { loadSitemap, sitemapSource, XML_HEADERS } from '@/lib/sitemap-source';

// Per request like the index (see app/sitemap.xml/route.ts).
export const dynamic = 'force-dynamic';

/** One child sitemap of the index: `pages.xml` or `properties-{locale}-{n}.xml`. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const file = parseSitemapFile((await params).file);
  if (!file) return new Response('Not found', { status: 404 });
  const urls = await loadSitemap(async (): Promise<SitemapUrl[]> => {
    const siteUrl = webEnv().SITE_URL;
    if (file.kind === 'pages') return pagesUrls(siteUrl, (await sitemapSource.projects()).projects);
    return propertyFileUrls(siteUrl, file.locale, (await sitemapSource.properties(file.file)).properties);
  });
  if (urls instanceof Response) return urls;
  // Past the last file: the BFF's page is empty.
  if (urls.length === 0) return new Response('Not found', { status: 404 });
  return new Response(renderUrlSet(urls), { headers: XML_HEADERS });
}
