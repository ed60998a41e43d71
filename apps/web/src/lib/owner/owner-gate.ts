// The proxy's door to the owner portal's pages (`/{locale}/<owner>/…`), so
// that the page itself only ever renders for a live session:
// - no session cookie at all → the login page;
// - the access cookie missing or about to expire → the proxy renews the pair
//   with the refresh cookie and sends the browser back to the same address
//   with the new cookies (a page render cannot set cookies); refused → login;
// - a property that is not the owner's → the 404 page (a page's own
//   notFound() would send an empty shell, see lib/missing-record.ts);
// - the login page for a live session → the dashboard.
import { ownerCookies, type Locale } from '@immo/domain';
import { locales, resolvePath } from '@immo/i18n';
import { OWNER_LOGIN_PATH, ownerPaths } from './owner-paths';

export type OwnerGateOutcome =
  | { kind: 'pass' }
  | { kind: 'login'; location: string }
  /** A live session asked for the login page: its dashboard instead (with renewed cookies, if the access cookie had lapsed). */
  | { kind: 'dashboard'; location: string; setCookies: string[] }
  | { kind: 'renewed'; setCookies: string[] }
  | { kind: 'missing'; locale: Locale };

/** Renew this long before the access token's expiry, so it cannot lapse between this check and the page's own calls. */
const EXPIRY_MARGIN_SECONDS = 30;
const CHECK_TIMEOUT_MS = 5_000;

export interface OwnerGateRequest {
  pathname: string;
  cookie(name: string): string | undefined;
  /** The visitor's address for the BFF's per-client limits (lib/forms/visitor-address.ts). */
  visitor: string | undefined;
  /** GET when absent. Only a GET of the login page leads a live session on to the dashboard (never the form's own POST). */
  method?: string;
}

/** The `exp` of a JWT, read without verifying it (the BFF verifies; this only decides whether to renew first). */
export function tokenExpiry(token: string | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** What to do with a request for an owner page; null for any other address. */
export async function ownerGate(
  request: OwnerGateRequest,
  bffUrl: string,
  siteUrl: string,
  now = Date.now(),
): Promise<OwnerGateOutcome | null> {
  const resolved = resolvePath(request.pathname);
  if (resolved?.route === OWNER_LOGIN_PATH) return loginDoor(request, resolved.locale, bffUrl, siteUrl, now);
  if (!resolved || !resolved.route.startsWith('/owner/')) {
    // Below the portal but no page of it ('/fr/espace-proprietaire/abc/'): the 404 page, like a property not theirs.
    const locale = locales.find((candidate) => request.pathname.startsWith(ownerPaths(candidate).dashboard));
    return locale ? { kind: 'missing', locale } : null;
  }
  const login: OwnerGateOutcome = { kind: 'login', location: ownerPaths(resolved.locale).login };
  const names = ownerCookies(siteUrl);
  const access = request.cookie(names.access);
  const refresh = request.cookie(names.refresh);
  const expiry = tokenExpiry(access);
  if (expiry === null || expiry - EXPIRY_MARGIN_SECONDS <= now / 1000) {
    if (!refresh) return login;
    const renewed = await call(
      `${bffUrl}/api/owner/session/refresh`,
      'POST',
      `${names.refresh}=${refresh}`,
      request.visitor,
    );
    return renewed?.status === 204 ? { kind: 'renewed', setCookies: renewed.headers.getSetCookie() } : login;
  }
  const id = resolved.params['id'];
  if (id === undefined) return { kind: 'pass' };
  const answer = await call(
    `${bffUrl}/api/owner/properties/${id}/today`,
    'GET',
    `${names.access}=${access}`,
    request.visitor,
  );
  if (answer?.status === 404) return { kind: 'missing', locale: resolved.locale };
  if (answer?.status === 401) return login;
  // Anything else (or no answer) is the page's to handle.
  return { kind: 'pass' };
}

/**
 * The login page (the top bar's link) for someone already logged in: their
 * dashboard. The session is asked of the BFF, not read from the cookie, so a
 * session ended elsewhere (logout, new password) still sees the form, and the
 * dashboard's own gate can never send them back here in a loop.
 */
async function loginDoor(
  request: OwnerGateRequest,
  locale: Locale,
  bffUrl: string,
  siteUrl: string,
  now: number,
): Promise<OwnerGateOutcome | null> {
  if ((request.method ?? 'GET') !== 'GET') return null;
  const names = ownerCookies(siteUrl);
  const access = request.cookie(names.access);
  const refresh = request.cookie(names.refresh);
  const dashboard = ownerPaths(locale).dashboard;
  const expiry = tokenExpiry(access);
  if (access && expiry !== null && expiry - EXPIRY_MARGIN_SECONDS > now / 1000) {
    const me = await call(`${bffUrl}/api/owner/me`, 'GET', `${names.access}=${access}`, request.visitor);
    if (me?.status === 200) return { kind: 'dashboard', location: dashboard, setCookies: [] };
  }
  if (!refresh) return null;
  const renewed = await call(
    `${bffUrl}/api/owner/session/refresh`,
    'POST',
    `${names.refresh}=${refresh}`,
    request.visitor,
  );
  return renewed?.status === 204
    ? { kind: 'dashboard', location: dashboard, setCookies: renewed.headers.getSetCookie() }
    : null;
}

async function call(
  url: string,
  method: 'GET' | 'POST',
  cookie: string,
  visitor: string | undefined,
): Promise<Response | null> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    cookie,
    ...(visitor ? { 'x-forwarded-for': visitor } : {}),
  };
  try {
    const response = await fetch(url, {
      method,
      cache: 'no-store',
      headers,
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response;
  } catch {
    return null;
  }
}
