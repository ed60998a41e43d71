// The same-origin /api relay to the BFF (decisions.md: the browser talks only
// to the web origin). A route handler rather than a next.config rewrite, so
// BFF_URL is read when the server starts, not baked in by `next build`: one
// image serves every environment.
import type { NextRequest } from 'next/server';
import { webEnv } from '@/config/env';

export const dynamic = 'force-dynamic';

// cache-control and pragma: a reload asks the BFF's cache for a fresh answer, as it would any cache.
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'authorization', 'cache-control', 'content-type', 'cookie', 'pragma', 'user-agent'];
// www-authenticate: the operator pages' login prompt (Bull Board at /api/admin/queues).
// age: an answer from the BFF's cache has already lived part of its max-age.
const FORWARDED_RESPONSE_HEADERS = ['age', 'cache-control', 'content-type', 'etag', 'last-modified', 'location', 'retry-after', 'set-cookie', 'www-authenticate'];

async function relay(request: NextRequest): Promise<Response> {
  const target = new URL(request.nextUrl.pathname + request.nextUrl.search, webEnv().BFF_URL);
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The BFF rate-limits per visitor, not per web server.
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      cache: 'no-store',
      redirect: 'manual',
    });
    const responseHeaders = new Headers();
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    return new Response(response.body, { status: response.status, headers: responseHeaders });
  } catch {
    return Response.json({ code: 'BFF_UNREACHABLE' }, { status: 502 });
  }
}

export { relay as GET, relay as POST, relay as PUT, relay as PATCH, relay as DELETE };
