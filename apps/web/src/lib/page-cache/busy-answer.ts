// The headers of the 429 page server.mjs sends a client past its render
// budget. It is answered before Next.js, so it gets here what next.config and
// the proxy give every other page: the security headers, its own policy.
import { BASE_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@immo/platform';

/** The plain page (lib/plain-page.ts) has no script, no image and one inline style sheet. */
export const BUSY_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function busyAnswerHeaders(retryAfterSeconds: number, https: boolean): Record<string, string> {
  return {
    ...Object.fromEntries(BASE_SECURITY_HEADERS),
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
    'content-security-policy': BUSY_PAGE_CONTENT_SECURITY_POLICY,
    'content-type': 'text/html; charset=utf-8',
    // The budget is this client's: no cache may hand the refusal to anyone else.
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds),
  };
}
