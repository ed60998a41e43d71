import type { NextRequest, NextResponse } from 'next/server';
import { createNonce } from './content-security-policy';
import { pageSecurityHeaders } from './page-security-headers';
import { markCookiesSecure } from './secure-cookies';
import { isSharedPage } from './shared-page';

const CSP_HEADER = 'content-security-policy';

/**
 * Runs the proxy's routing for one page request and adds the headers that
 * depend on the answer (its nonce) or on the site (https: HSTS, Secure
 * cookies). The policy goes on the request too, before routing copies its
 * headers: Next reads the nonce from there and puts it on its scripts.
 * A page a shared cache keeps gets no nonce and sets no cookie: its policy
 * goes to server.mjs as a template, and the language cookie next-intl would
 * set is written by the browser (components/frame/LanguageMemory.tsx).
 * A redirect says nothing about caching unless routing did: it may depend on
 * the visitor's language, so no shared cache keeps it.
 */
export async function securePageAnswer(
  request: NextRequest,
  https: boolean,
  route: (request: NextRequest) => NextResponse,
): Promise<NextResponse> {
  const shared = isSharedPage(request);
  const headers = await pageSecurityHeaders({
    pathname: request.nextUrl.pathname,
    nonce: shared ? null : createNonce(),
    https,
  });
  if (shared) request.headers.delete(CSP_HEADER);
  else request.headers.set(CSP_HEADER, new Map(headers).get(CSP_HEADER) ?? '');
  const response = route(request);
  for (const [name, value] of headers) response.headers.set(name, value);
  if (response.headers.has('location') && !response.headers.has('cache-control'))
    response.headers.set('cache-control', 'private, no-store');
  // After the cookie jar has had its say: it would write its cookies back.
  if (shared) {
    response.headers.delete('set-cookie');
    // Next hands the proxy's cookies to the render in this header, and the render's answer would set them again.
    response.headers.delete('x-middleware-set-cookie');
  } else if (https) markCookiesSecure(response);
  return response;
}
