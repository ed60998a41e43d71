import { ZSitemapIndexDtoSchema, ZSitemapProjectsDtoSchema, ZSitemapPropertiesDtoSchema } from '@immo/domain';
import { API_FAILURE_RETRY_AFTER_SECONDS } from '@/lib/plain-page';
import { getJson } from '@/lib/bff';

/**
 * The sitemap's data, one BFF answer per file, each bounded whatever the
 * catalogue's size (SITEMAP_PROPERTIES_PER_FILE properties at most), so each
 * stays under Next's 2 MB data-cache item limit and is cached like every
 * catalogue answer; the web server's own calls are not rate limited.
 */
export const sitemapSource = {
  index: () => getJson('/api/sitemap/index', ZSitemapIndexDtoSchema),
  projects: () => getJson('/api/sitemap/projects', ZSitemapProjectsDtoSchema),
  properties: (file: number) => getJson(`/api/sitemap/properties/${file}`, ZSitemapPropertiesDtoSchema),
};

export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' } as const;

/**
 * The sitemap's data, or the answer when the BFF cannot give it: 503 with
 * Retry-After, which crawlers take as 'come back later'. Never an index
 * without properties, which would read as 'those listings are gone'.
 */
export async function loadSitemap<T>(load: () => Promise<T>): Promise<T | Response> {
  try {
    return await load();
  } catch (error) {
    console.error('[web] sitemap unavailable (503):', error instanceof Error ? error.message : error);
    return new Response('Service unavailable', {
      status: 503,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': String(API_FAILURE_RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
      },
    });
  }
}
