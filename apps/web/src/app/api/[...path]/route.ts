// The same-origin /api relay to the BFF (decisions.md: the browser talks only
// to the web origin). A route handler rather than a next.config rewrite, so
// BFF_URL is read when the server starts, not baked in by `next build`: one
// image serves every environment.
import type { NextRequest } from 'next/server';
import { webEnv } from '@/config/env';
import { visitorAddress } from '@/lib/forms/visitor-address';
import { relayResponseHeaders } from '@/lib/relay-headers';
import { requestIdOf } from '@/lib/request-id';
import { CV_UPLOAD_CHALLENGE_HEADER } from '@immo/domain';
import { REQUEST_ID_HEADER } from '@immo/platform';

export const dynamic = 'force-dynamic';

// cache-control and pragma: a reload asks the BFF's cache for a fresh answer, as it would any cache.
// origin and sec-fetch-site: the BFF refuses cross-site calls that change something (@RefuseCrossSite).
// x-captcha-token: a CV upload names its form's challenge, checked before its body is read.
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'cache-control',
  'content-type',
  'cookie',
  'origin',
  'pragma',
  'sec-fetch-site',
  'user-agent',
  CV_UPLOAD_CHALLENGE_HEADER,
];

async function relay(request: NextRequest): Promise<Response> {
  const target = new URL(request.nextUrl.pathname + request.nextUrl.search, webEnv().BFF_URL);
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The BFF limits per visitor, so it is told who the visitor is: one address,
  // chosen here, never the visitor's own X-Forwarded-For passed along.
  const visitor = visitorAddress(request.headers);
  if (visitor) headers.set('x-forwarded-for', visitor);
  // One id for this call in the BFF's log and in the jobs it queues; echoed to the browser.
  headers.set(REQUEST_ID_HEADER, requestIdOf(request.headers));

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const response = await fetch(target, {
      method: request.method,
      headers,
      // Streamed, not read first: the BFF refuses an upload over its limit while it arrives (the CV), and the web never holds it whole.
      body: hasBody ? request.body : undefined,
      // Node's fetch sends a stream only half-duplex (the request is sent before the answer is read).
      ...(hasBody && request.body ? { duplex: 'half' } : {}),
      cache: 'no-store',
      redirect: 'manual',
    } as RequestInit);
    return new Response(response.body, { status: response.status, headers: relayResponseHeaders(response.headers) });
  } catch {
    return Response.json({ code: 'BFF_UNREACHABLE' }, { status: 502 });
  }
}

export { relay as GET, relay as POST, relay as PUT, relay as PATCH, relay as DELETE };
