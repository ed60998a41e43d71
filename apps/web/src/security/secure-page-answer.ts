import type { NextRequest, NextResponse } from 'next/server';
import { createNonce } from './content-security-policy';
import { pageSecurityHeaders } from './page-security-headers';
import { markCookiesSecure } from './secure-cookies';

const CSP_HEADER = 'content-security-policy';

/**
 * Runs the proxy's routing for one page request and adds the headers that
 * depend on the answer (its nonce) or on the site (https: HSTS, Secure
 * cookies). The policy goes on the request too, before routing copies its
 * headers: Next reads the nonce from there and puts it on its scripts.
 */
export async function securePageAnswer(request: NextRequest, https: boolean, route: (request: NextRequest) => NextResponse): Promise<NextResponse> {
  const headers = await pageSecurityHeaders({ pathname: request.nextUrl.pathname, nonce: createNonce(), https });
  request.headers.set(CSP_HEADER, new Map(headers).get(CSP_HEADER) ?? '');
  const response = route(request);
  for (const [name, value] of headers) response.headers.set(name, value);
  if (https) markCookiesSecure(response);
  return response;
}
