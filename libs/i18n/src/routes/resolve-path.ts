import { isLocale, type Locale } from '@immo/domain';
import { splitPath, toSegments, isExternal } from './path-parts';
import { matchLocalized, originalRoute, routeGoal } from './route-match';

export interface ResolvedPath {
  locale: Locale;
  /** The spec's original path pattern, e.g. `/property/{id}/`. */
  route: string;
  /** Path parameters; a property detail adds `goal`: `sale` or `rent`. */
  params: Record<string, string>;
}

/**
 * The inverse of `localizePath` for the site's own URLs: only a URL in its
 * prefix's language with that language's slugs resolves (the trailing slash
 * and the query aside); anything else is `null`, and `legacyRedirect` decides
 * whether it moved. City and title come back as they are in the URL.
 */
export function resolvePath(localizedPath: string): ResolvedPath | null {
  if (isExternal(localizedPath)) return null;
  const [locale, ...segments] = toSegments(splitPath(localizedPath).pathname);
  if (!isLocale(locale)) return null;
  const match = matchLocalized(segments, locale);
  if (!match) return null;
  const goal = routeGoal(match.pathname);
  return {
    locale,
    route: originalRoute(match.pathname),
    params: goal === undefined ? match.params : { ...match.params, goal },
  };
}
