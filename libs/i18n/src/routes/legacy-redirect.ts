import { type Locale } from '@immo/domain';
import { isExternal, splitPath } from './path-parts';
import { interpretPath } from './interpret-path';
import { buildPath, hasParam } from './route-match';
import { isBuiltRoute } from './route-table';

/**
 * Where an old or non-canonical path should permanently redirect, or `null`
 * when it is already canonical or is not ours (a 404 then). Covers the
 * spec's original paths in the visitor's `locale` (`/for-sale/`,
 * `/feedback/contact-demand/`, `/login/`), paths under a locale prefix in
 * another language's slugs or case (`/nl/a-vendre/` → `/nl/te-koop/`), and a
 * missing trailing slash (`/nl/login` → `/nl/login/`). A locale prefix in the
 * path wins over `locale`. `/property/{id}/` and `/project/{id}/` are `null`:
 * their URL needs the city and title, which only the BFF knows. A route the
 * web app does not build is `null` too: a redirect must not lead to a 404.
 */
export function legacyRedirect(path: string, locale: Locale): string | null {
  if (isExternal(path)) return null;
  const { pathname, suffix } = splitPath(path);
  const { prefix, match } = interpretPath(pathname, 'sale');
  if (!match || !isBuiltRoute(match.pathname)) return null;
  if (hasParam(match.pathname, 'city') && match.params.city === undefined) return null;
  const canonical = buildPath(match, prefix ?? locale) + suffix;
  return canonical === path ? null : canonical;
}

/**
 * Whether a path (with or without a locale prefix, in any language's slugs,
 * or one of the spec's original paths) names a page the web app builds.
 * '/map/' does not: no locale prefix in front of it makes it a page.
 */
export function isSitePath(path: string): boolean {
  if (isExternal(path)) return false;
  const { match } = interpretPath(splitPath(path).pathname, 'sale');
  return match !== null && isBuiltRoute(match.pathname);
}
