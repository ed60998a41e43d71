// Whether a request that changes something may have been sent by another
// site's page with the visitor's browser credentials (cross-site request forgery).
import type { IncomingHttpHeaders } from 'node:http';

/** Methods that change nothing; the rule leaves them alone. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a request the site itself (or the user, typing a URL) started. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export type CrossSiteRefusal = 'cross-site' | 'not-json';

/**
 * Why a state-changing request is refused, or null. A browser names the
 * requesting site in Sec-Fetch-Site and Origin, and a page cannot forge
 * them: either one pointing elsewhere refuses the request. A request with
 * neither (curl, a server) carries no browser credentials to abuse and
 * passes. A body must be JSON: the content types a cross-site form can send
 * without asking first (form-encoded, multipart, text/plain) never are.
 * The site's origins are `allowedOrigins` (the web, which relays to the
 * BFF), and the BFF's own: a page it served itself (Bull Board) names the
 * host the request is sent to.
 */
export function crossSiteRefusal(
  request: { method: string; headers: IncomingHttpHeaders },
  allowedOrigins: readonly string[],
): CrossSiteRefusal | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const { headers } = request;
  if (sentByAnotherSite(headers, allowedOrigins)) return 'cross-site';
  const contentType = headers['content-type'];
  const hasBody = Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
  if (contentType === undefined) return hasBody ? 'not-json' : null;
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/json' ? null : 'not-json';
}

export type MultipartRefusal = 'cross-site' | 'not-multipart';

/**
 * crossSiteRefusal for the one request that carries a file (a rent
 * application's CV). A multipart body is exactly what another site's form
 * can post without asking first, so the origin rule is the only defence
 * here and stays the same; a browser always names the sending site on such
 * a POST (Origin, and Sec-Fetch-Site in current ones). Any other body is
 * refused: this variant is for multipart only.
 */
export function crossSiteMultipartRefusal(
  request: { method: string; headers: IncomingHttpHeaders },
  allowedOrigins: readonly string[],
): MultipartRefusal | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  if (sentByAnotherSite(request.headers, allowedOrigins)) return 'cross-site';
  const contentType = request.headers['content-type'] ?? '';
  return contentType.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data' ? null : 'not-multipart';
}

function sentByAnotherSite(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite.toLowerCase())) return true;
  return (
    headers.origin !== undefined && !allowedOrigins.includes(headers.origin) && !isOwnHost(headers.origin, headers.host)
  );
}

function isOwnHost(origin: string, host: string | undefined): boolean {
  return host !== undefined && URL.canParse(origin) && new URL(origin).host === host.toLowerCase();
}
