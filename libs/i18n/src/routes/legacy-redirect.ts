import { type Locale } from '@immo/domain';
import { isExternal, splitPath } from './path-parts';
import { interpretPath } from './interpret-path';
import { buildPath, hasParam } from './route-match';

/**
 * Where an old or non-canonical path should permanently redirect, or `null`
 * when it is already canonical or is not ours (a 404 then). Covers the
 * spec's original paths in the visitor's `locale` (`/for-sale/`,
 * `/feedback/contact-demand/`, `/login/`), paths under a locale prefix in
 * another language's slugs or case (`/nl/a-vendre/` → `/nl/te-koop/`), and a
 * missing trailing slash (`/nl/login` → `/nl/login/`). A locale prefix in the
 * path wins over `locale`. `/property/{id}/` and `/project/{id}/` are `null`:
 * their URL needs the city and title, which only the BFF knows.
 */
export function legacyRedirect(path: string, locale: Locale): string | null {
  if (isExternal(path)) return null;
  const { pathname, suffix } = splitPath(path);
  const { prefix, match } = interpretPath(pathname, 'sale');
  if (!match) return null;
  if (hasParam(match.pathname, 'city') && match.params.city === undefined) return null;
  const canonical = buildPath(match, prefix ?? locale) + suffix;
  return canonical === path ? null : canonical;
}
