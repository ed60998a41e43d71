import { isLocale, type Locale } from '@immo/domain';
import {
  matchListPrefix,
  matchLocalized,
  matchLocalizedInAnyLocale,
  matchOriginal,
  type RouteMatch,
} from './route-match';
import { toSegments } from './path-parts';

export interface PathInterpretation {
  /** The locale the path starts with, if it does. */
  prefix: Locale | undefined;
  /** The pathname after that prefix, starting with `/` (or empty). */
  rest: string;
  match: RouteMatch | null;
}

/**
 * What route a path the site may receive or be given means, most exact
 * reading first: a URL of its own prefix's language, one of the spec's
 * original paths, a URL built with another language's slugs (a stale link or
 * a typed case variant), and finally the spec's partial list match.
 */
export function interpretPath(pathname: string, goal: 'sale' | 'rent'): PathInterpretation {
  const segments = toSegments(pathname);
  const [first, ...tail] = segments;
  const prefix = isLocale(first) ? first : undefined;
  const unprefixed = prefix ? tail : segments;
  const match =
    (prefix ? matchLocalized(unprefixed, prefix) : null) ??
    matchOriginal(unprefixed, goal) ??
    matchLocalizedInAnyLocale(unprefixed) ??
    matchListPrefix(unprefixed);
  const rest = prefix ? pathname.slice(pathname.indexOf(prefix) + prefix.length) : pathname;
  return { prefix, rest, match };
}
