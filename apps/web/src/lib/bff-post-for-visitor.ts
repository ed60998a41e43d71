// A server action's POST to the BFF on the visitor's behalf: JSON, the site's
// own origin (the BFF refuses other sites' state changes), the visitor's
// address (the BFF's rate limits count the visitor, not this server) and the
// request id. Not an action itself: the callers are, and each logs a failure
// in its own words (some paths carry a token no log may hold).
import { REQUEST_ID_HEADER } from '@immo/platform';
import { headers } from 'next/headers';
import { webEnv } from '@/config/env';
import { visitorAddress } from '@/lib/forms/visitor-address';
import { requestIdOf } from '@/lib/request-id';

const TIMEOUT_MS = 15_000;

/** Rejects when the BFF cannot be reached in time; any answer, an error status included, resolves. */
export async function postToBffForVisitor(path: string, body: unknown): Promise<Response> {
  const { BFF_URL, SITE_URL } = webEnv();
  const request = new Headers({
    'content-type': 'application/json',
    accept: 'application/json',
    origin: new URL(SITE_URL).origin,
  });
  const incoming = await headers();
  const visitor = visitorAddress(incoming);
  if (visitor) request.set('x-forwarded-for', visitor);
  request.set(REQUEST_ID_HEADER, requestIdOf(incoming));
  return fetch(new URL(path, BFF_URL), {
    method: 'POST',
    headers: request,
    body: JSON.stringify(body),
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}
