// What the proxy answers before, or instead of, routing a page request: the
// answers Next.js cannot give once it renders (unroutable-path.ts, bff-health.ts).
import { NextResponse, type NextRequest } from 'next/server';
import { webEnv } from '@/config/env';
import { API_FAILURE_RETRY_AFTER_SECONDS, renderApiFailurePage, renderNotFoundPage, type PlainPageFrame } from './plain-page';
import { isRoutablePath } from './unroutable-path';
import { visitorLocale } from './visitor-locale';

/** Sitemap files: route handlers with a param, seen by the proxy only to have their path checked. */
const SITEMAP_FILE = /^\/sitemaps\/[^/]+$/;

const HTML = 'text/html; charset=utf-8';

/**
 * - An address no page can have: the 404 page, logged once.
 * - A sitemap file: untouched (it answers 503 itself when the BFF is down).
 * - A page while the BFF cannot be reached: the API-failure page with 503,
 *   chosen before rendering, because a page that fails while streaming can
 *   only answer 500, blank without JavaScript. Redirects need no BFF.
 * - Otherwise whatever `route` decides.
 */
export function guardPage(request: NextRequest, bffReachable: boolean, route: (request: NextRequest) => NextResponse): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (!isRoutablePath(pathname)) {
    // The path as sent (still percent-encoded, so one printable line), cut short.
    console.warn(`[web] 404 ${pathname.slice(0, 300)} (malformed address)`);
    return new NextResponse(renderNotFoundPage(frameOf(request)), { status: 404, headers: { 'content-type': HTML } });
  }
  if (SITEMAP_FILE.test(pathname)) return NextResponse.next();
  const response = route(request);
  if (bffReachable || response.headers.has('location')) return response;
  return new NextResponse(renderApiFailurePage(frameOf(request), pathname + search), {
    status: 503,
    headers: { 'content-type': HTML, 'retry-after': String(API_FAILURE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
  });
}

function frameOf(request: NextRequest): PlainPageFrame {
  const { AGENCY_NAME, AGENCY_PHONE } = webEnv();
  return { locale: visitorLocale(request), agencyName: AGENCY_NAME, phone: AGENCY_PHONE };
}
