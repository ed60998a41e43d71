import type { SitemapDto } from '@immo/domain';
import { API_FAILURE_RETRY_AFTER_SECONDS } from '@/lib/plain-page';
import { getJson } from '@/lib/bff';

/**
 * Every live property and project with its URL parts in every language: one
 * BFF call, not a list page per language (the per-IP rate limit would stop
 * that at a few thousand properties). Through Next's data cache like every
 * catalogue answer; above its 2 MB item limit (~8 000 properties) Next skips
 * the cache and each sitemap file costs one BFF call, still a handful per crawl.
 */
export function getSitemap(): Promise<SitemapDto> {
  return getJson<SitemapDto>('/api/sitemap');
}

export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' } as const;

/**
 * The sitemap's data, or the answer when the BFF cannot give it: 503 with
 * Retry-After, which crawlers take as 'come back later'. Never an index
 * without properties, which would read as 'those listings are gone'.
 */
export async function loadSitemap(): Promise<SitemapDto | Response> {
  try {
    return await getSitemap();
  } catch (error) {
    console.error('[web] sitemap unavailable (503):', error instanceof Error ? error.message : error);
    return new Response('Service unavailable', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(API_FAILURE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
    });
  }
}
