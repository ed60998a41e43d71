import { type Locale, type PropertyGoal } from '@immo/domain';
import { localizePath } from './localize-path';
import { nameSegment } from './route-match';

export interface PropertyPathInput {
  id: number;
  goal: PropertyGoal;
  city: string;
  title: string;
}

/**
 * Detail URLs differ only in their last three segments, so the route table
 * is read once per language and goal: cards, search results, map pins and a
 * sitemap of 10 000 properties × 4 languages all build many of them.
 */
const prefixes = new Map<string, string>();

function detailPrefix(locale: Locale, goal: PropertyGoal): string {
  const key = `${locale}:${goal}`;
  let prefix = prefixes.get(key);
  if (prefix === undefined) {
    prefix = localizePath('/property/1/', locale, { goal, city: 'c', title: 't' }).replace(/c\/t\/1\/$/, '');
    prefixes.set(key, prefix);
  }
  return prefix;
}

/** The canonical detail URL, e.g. `/fr/a-vendre/liege/maison-3-chambres/123/`. */
export function propertyPath({ id, goal, city, title }: PropertyPathInput, locale: Locale): string {
  return `${detailPrefix(locale, goal)}${nameSegment(city)}/${nameSegment(title)}/${id}/`;
}
