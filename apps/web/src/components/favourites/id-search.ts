import { parseIdList } from '@immo/domain';
import { locales, type Locale } from '@immo/i18n';
import type { RawSearchParams } from '@/lib/list-search';
import type { Alternates } from '@/lib/alternates';
import { pathWithIds } from './favourites-url';

/** The `ids` of a favourites or compare address (`4101,4102` or repeated); null when one is no id. */
export function idsOfSearch(params: RawSearchParams): number[] | null {
  return parseIdList(params.ids);
}

/** The page in every language, with the same ids: the language switcher keeps the list. */
export function alternatesWithIds(originalPath: string, ids: readonly number[]): Alternates {
  return Object.fromEntries(
    locales.map((locale: Locale) => [locale, pathWithIds(originalPath, locale, ids)]),
  ) as Alternates;
}
