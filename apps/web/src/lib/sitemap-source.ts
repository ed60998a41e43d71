import type { SitemapDto } from '@immo/domain';
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
