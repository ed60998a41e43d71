// The address a shared page is kept and rendered under in server.mjs's page
// cache (server-page-gate.mjs): its path as asked, and only the query
// parameters the page reads, in the page's own form. Anything else in the
// query (a tracker's `utm_source`, a bot's `?cb=123`) makes no new copy and
// no new render, and never reaches the render, so no visitor's parameters
// are written into a page others get. The visitor keeps the address they
// asked for: the browser's scripts read their own parameters (the consent
// reset, the campaign's UTM memory) from it.
import { areaProblemQuery, listSearchQuery, parseListSearch, type RawSearchParams } from '@/lib/list-search';
import { costsQueryString, parseCostsQuery } from '@immo/domain';
import { resolvePath } from '@immo/i18n';
import { isMapFramePath } from '@/security/content-security-policy';
import { isSharedPath } from '@/security/shared-page';

/** The list pages; besides them only a sale's detail page reads a query (its purchase costs). */
const LIST_ROUTES = new Set(['/for-sale/', '/for-rent/']);
const DETAIL_ROUTE = '/property/{id}/';

/** The query as Next.js gives it to a page: a repeated parameter as a list. */
function rawSearchParams(search: URLSearchParams): RawSearchParams {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const known = params[name];
    params[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return params;
}

/**
 * `pathname` plus the query the page reads, normalised as the page reads it:
 * the list pages through their own parser and back (the filters the domain's
 * list schema accepts, a bad or empty value dropped, the defaults left out,
 * one order), so two addresses that render the same page are one. Null when
 * the path is no shared page (src/security/shared-page.ts).
 */
export function sharedPageAddress(pathname: string, search: URLSearchParams): string | null {
  // Without its slash the address is only redirected (src/proxy.ts), with the query as it came.
  if (!(pathname.endsWith('/') || isMapFramePath(pathname)) || !isSharedPath(pathname)) return null;
  const resolved = resolvePath(pathname);
  const route = resolved?.route;
  if (route === DETAIL_ROUTE && resolved?.params.goal === 'sale') {
    const query = costsQueryString(parseCostsQuery(rawSearchParams(search)));
    return query ? `${pathname}?${query}` : pathname;
  }
  if (route === undefined || !LIST_ROUTES.has(route)) return pathname;
  const { filters, page, view, areaProblem } = parseListSearch(rawSearchParams(search));
  // A drawn area that cannot be searched is rendered as one example of its problem, so the page says why.
  const query = [listSearchQuery(filters, page, view), areaProblem && areaProblemQuery(areaProblem)]
    .filter(Boolean)
    .join('&');
  return query ? `${pathname}?${query}` : pathname;
}
