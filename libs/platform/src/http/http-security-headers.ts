// The response headers every answer of ours carries, web and BFF alike, and
// the two Content-Security-Policies that are not a page's: JSON answers and
// the operators' pages (Bull Board, the OpenAPI docs). The pages' own policy
// is the web's (apps/web/src/security), which alone knows its nonce and hosts.

export type HeaderPair = readonly [name: string, value: string];

/**
 * Browser features the site never uses, refused for it and for every frame it
 * embeds (a video player or a virtual tour asks for none of them either;
 * fullscreen and autoplay stay allowed for them).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * One year, this host only: no `includeSubDomains` (an agency's other
 * subdomains may still be served over plain HTTP) and no `preload` (a list a
 * site cannot leave quickly).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** What a script, style sheet or font needs: the browser runs it only when its type says so. */
export const STATIC_ASSET_SECURITY_HEADERS: readonly HeaderPair[] = [['x-content-type-options', 'nosniff']];

/**
 * Every answer but the build's static files. Framing is refused by the CSP
 * too; X-Frame-Options is for browsers without frame-ancestors. The other
 * three govern a document (and the workers and frames it starts, which
 * inherit its policies), so a script file would carry them for nothing: some
 * 250 bytes on each of a first visit's dozen scripts.
 */
export const BASE_SECURITY_HEADERS: readonly HeaderPair[] = [
  ...STATIC_ASSET_SECURITY_HEADERS,
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['permissions-policy', PERMISSIONS_POLICY],
  ['x-frame-options', 'DENY'],
];

/** JSON, XML and text answers load nothing and show in no frame. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Bull Board and Swagger UI: their own scripts and styles only (no inline
 * script: Bull Board's `__UI_CONFIG__` is JSON, Swagger's start-up a file),
 * inline styles (both set style attributes), Bull Board's Google font, and
 * calls to their own API. Never framed: a framed dashboard is a clickjacking
 * target for its job actions.
 */
export const OPERATOR_UI_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "font-src 'self' https://fonts.gstatic.com",
  "img-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The operator pages under the API prefix: Bull Board's dashboard and the OpenAPI docs, with their assets. */
export const OPERATOR_UI_PATHS = ['/api/admin/queues', '/api/docs'] as const;

export function isOperatorUiPath(pathname: string): boolean {
  return OPERATOR_UI_PATHS.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}-`),
  );
}

/** The BFF's headers for one answer: every answer is JSON but the operator pages. */
export function apiSecurityHeaders(pathname: string, https: boolean): HeaderPair[] {
  const policy = isOperatorUiPath(pathname) ? OPERATOR_UI_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY;
  const headers: HeaderPair[] = [...BASE_SECURITY_HEADERS, ['content-security-policy', policy]];
  if (https) headers.push(['strict-transport-security', STRICT_TRANSPORT_SECURITY]);
  return headers;
}

/** An https: origin, the only kind a browser honours HSTS or a Secure cookie from. */
export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
