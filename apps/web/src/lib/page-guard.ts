// What the proxy answers before, or instead of, routing a request: the
// answers Next.js cannot give once it renders (unroutable-path.ts, bff-health.ts).
import { NextResponse, type NextRequest } from 'next/server';
import { webEnv } from '@/config/env';
import { isMapFramePath } from '@/security/content-security-policy';
import { isFailurePageRequest } from './failure-page-request';
import {
  API_FAILURE_RETRY_AFTER_SECONDS,
  renderApiFailurePage,
  renderNotFoundPage,
  type PlainPageFrame,
} from './plain-page';
import { isRoutablePath } from './unroutable-path';
import { visitorLocale } from './visitor-locale';

/** The relay, the worker's hook, Next's files and any file (a dot in the last segment): not pages. */
const NOT_A_PAGE = /^\/(?:api|internal|_next|_vercel)(?:\/|$)|\.[^/]*$/;
const API = /^\/(?:api|internal)(?:\/|$)/;

const HTML = 'text/html; charset=utf-8';

/**
 * A request that is no page (the proxy sees one only when its address holds a
 * '%', see proxy.ts): a malformed address is refused here, since Next.js
 * would fail on it with a bare 500; anything else goes on untouched. Null for
 * a page, which guardPage handles.
 */
export function guardNonPage(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (!NOT_A_PAGE.test(pathname) || isMapFramePath(pathname)) return null;
  if (isRoutablePath(pathname)) return NextResponse.next();
  // The relay's callers read the BFF's error body (apps/bff common/malformed-url.ts).
  if (API.test(pathname)) {
    logMalformed(400, pathname);
    return NextResponse.json({ code: 'INVALID_REQUEST', message: 'The request is invalid.' }, { status: 400 });
  }
  logMalformed(404, pathname);
  return notFoundPage(request);
}

/**
 * - An address no page can have: the 404 page, logged once.
 * - A page while the BFF cannot be reached: the API-failure page with 503,
 *   chosen before rendering, because a page that fails while streaming can
 *   only answer 500, blank without JavaScript. Redirects need no BFF.
 * - A page that failed while rendering (a BFF 5xx that is no outage, an
 *   answer of the wrong shape): server.mjs asks again for the same address
 *   with its key, and gets the API-failure page, to send with the 500.
 * - Otherwise whatever `route` decides.
 */
export function guardPage(
  request: NextRequest,
  bffReachable: boolean,
  route: (request: NextRequest) => NextResponse,
): NextResponse {
  const { pathname } = request.nextUrl;
  if (!isRoutablePath(pathname)) {
    logMalformed(404, pathname);
    return notFoundPage(request);
  }
  if (isFailurePageRequest(request)) return apiFailurePage(request, 500);
  const response = route(request);
  if (bffReachable || response.headers.has('location')) return response;
  return apiFailurePage(request, 503);
}

function apiFailurePage(request: NextRequest, status: 500 | 503): NextResponse {
  const { pathname, search } = request.nextUrl;
  return new NextResponse(renderApiFailurePage(frameOf(request), pathname + search), {
    status,
    headers: {
      'content-type': HTML,
      'retry-after': String(API_FAILURE_RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    },
  });
}

function logMalformed(status: 400 | 404, pathname: string): void {
  // The path as sent (still percent-encoded, so one printable line), cut short.
  console.warn(`[web] ${status} ${pathname.slice(0, 300)} (malformed address)`);
}

function notFoundPage(request: NextRequest): NextResponse {
  return new NextResponse(renderNotFoundPage(frameOf(request)), { status: 404, headers: { 'content-type': HTML } });
}

function frameOf(request: NextRequest): PlainPageFrame {
  const { AGENCY_NAME, AGENCY_PHONE } = webEnv();
  return { locale: visitorLocale(request), agencyName: AGENCY_NAME, phone: AGENCY_PHONE };
}
