// The favourites and compare pages' addresses with their `?ids=` (issue 26),
// shared by the server pages and the favourites page's client part.
import { localizePath, type Locale } from '@immo/i18n';

export const FAVOURITES_PATH = '/favourites/';
export const COMPARE_PATH = '/compare/';

/** `/nl/favorieten/?ids=4101,4102`; the bare page without ids. Commas stay readable in a shared link. */
export function pathWithIds(originalPath: string, locale: Locale, ids: readonly (number | string)[]): string {
  const path = localizePath(originalPath, locale);
  return ids.length > 0 ? `${path}?ids=${ids.join(',')}` : path;
}
