// Public pages a shared cache (a CDN, a caching reverse proxy) may keep: the
// same HTML for every visitor of a URL. Their scripts are trusted by hash, not
// by a per-request nonce (a nonce in a cached copy would be one nonce for
// everyone). The proxy writes their policy with a placeholder where the hashes
// go; server.mjs (server-shared-pages.mjs), which sees the finished HTML,
// fills it in and sets the shared-cache header. Without server.mjs (`next
// dev`) every page keeps its nonce.
import { resolvePath } from '@immo/i18n';
import type { NextRequest } from 'next/server';
import { POLICY_TEMPLATE_HEADER, SHARED_PAGES_ENV } from '../../server-contract.mjs';
import { isMapFramePath } from './content-security-policy';

export { POLICY_TEMPLATE_HEADER, SHARED_PAGES_ENV };

/** Next's draft-mode cookie (the console's preview, lib/console/site-preview.ts). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * The spec's original routes whose HTML is the same for every visitor. Not
 * here: the form pages and Notre-agence (a captcha challenge in the HTML, one
 * per visitor, for forms sent without JavaScript), thank-you pages, the owner
 * portal, login, subscriptions and visits (a token in the query), the console
 * (not in the route table at all).
 */
const SHARED_ROUTES = new Set([
  '/',
  '/for-sale/',
  '/for-rent/',
  '/property/{id}/',
  '/projects/',
  '/project/{id}/',
  '/Privacy-statement/',
  '/Cookie-policy/',
  '/Disclaimer/',
]);

/** Whether this page request's answer may be kept by a shared cache (when server.mjs runs). */
export function isSharedPage(request: NextRequest, serverFinishes = process.env[SHARED_PAGES_ENV] === '1'): boolean {
  if (!serverFinishes || request.method !== 'GET') return false;
  // An operator's preview (draft mode) shows unpublished drafts: never a copy for everyone.
  if (request.cookies.has(DRAFT_MODE_COOKIE)) return false;
  return isSharedPath(request.nextUrl.pathname);
}

/** Whether the page at this path is one of the shared ones, whoever asks. */
export function isSharedPath(pathname: string): boolean {
  if (isMapFramePath(pathname)) return true;
  const resolved = resolvePath(pathname);
  return resolved !== null && SHARED_ROUTES.has(resolved.route);
}
