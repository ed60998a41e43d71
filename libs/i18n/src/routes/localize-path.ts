import { type Locale, type PropertyGoal } from '@immo/domain';
import { isExternal, splitPath } from './path-parts';
import { interpretPath } from './interpret-path';
import { hasParam, nameSegment, originalRoute, routeGoal, buildPath, type RouteMatch } from './route-match';
import { appPathnames } from './route-table';

export interface RouteParams {
  goal?: PropertyGoal;
  city?: string;
  title?: string;
}

/** A detail URL follows the goal it is asked for, whatever list it came from. */
function withGoal(match: RouteMatch, goal: PropertyGoal | undefined): RouteMatch {
  if (goal === undefined || routeGoal(match.pathname) === undefined) return match;
  const original = originalRoute(match.pathname);
  const pathname = appPathnames.find(
    (candidate) => originalRoute(candidate) === original && routeGoal(candidate) === goal,
  );
  return pathname ? { ...match, pathname } : match;
}

function withNames(match: RouteMatch, params: RouteParams): RouteMatch {
  const named = { ...match.params };
  for (const name of ['city', 'title'] as const) {
    if (!hasParam(match.pathname, name)) continue;
    const given = params[name];
    named[name] = given === undefined ? (named[name] ?? '-') : nameSegment(given);
  }
  return { ...match, params: named };
}

/**
 * The URL of a path in `locale`. Takes the spec's original paths
 * (`/for-sale/`, `/property/{id}/` with goal, city and title in `params`),
 * and, for the language switcher, URLs already localized in any language.
 * The query and hash are kept. A path the table does not know (a configured
 * menu page such as `/Promotion/`) only gets the locale prefix, replacing
 * one it already had; external URLs are returned unchanged.
 */
export function localizePath(path: string, locale: Locale, params: RouteParams = {}): string {
  if (isExternal(path)) return path;
  const { pathname, suffix } = splitPath(path);
  const { match, rest } = interpretPath(pathname, params.goal ?? 'sale');
  if (!match) return `/${locale}${rest || '/'}${suffix}`;
  return buildPath(withNames(withGoal(match, params.goal), params), locale) + suffix;
}
