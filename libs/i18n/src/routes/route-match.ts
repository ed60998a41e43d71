import { locales, slugify, type Locale } from '@immo/domain';
import { appPathnames, localizedSegments, routeTable, type AppPathname, type RouteDefinition } from './route-table';
import { localizeThankYouSlug, originalThankYouSlug } from './thank-you-slug';

export interface RouteMatch {
  pathname: AppPathname;
  /** Bracket parameters by name; `slug` holds the original thank-you slug. */
  params: Record<string, string>;
}

const bracketParam = /^\[(\w+)\]$/;

function keySegments(pathname: AppPathname): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function isLocalizedSegment(segment: string): segment is keyof typeof localizedSegments {
  return Object.hasOwn(localizedSegments, segment);
}

/** The route's segments in `locale`, parameters left as `[name]`. */
export function localizedTemplate(pathname: AppPathname, locale: Locale): string[] {
  return keySegments(pathname).map((segment) =>
    isLocalizedSegment(segment) ? localizedSegments[segment][locale] : segment,
  );
}

function originalTemplate(pathname: AppPathname): string[] {
  const definition: RouteDefinition = routeTable[pathname];
  const original = definition.original ?? pathname.replace(/\[(\w+)\]/g, '{$1}');
  return original.split('/').filter((segment) => segment !== '');
}

export function routeGoal(pathname: AppPathname): 'sale' | 'rent' | undefined {
  const definition: RouteDefinition = routeTable[pathname];
  return definition.goal;
}

export function originalRoute(pathname: AppPathname): string {
  return `/${originalTemplate(pathname).join('/')}/`.replace('//', '/');
}

export function hasParam(pathname: AppPathname, name: string): boolean {
  return pathname.includes(`[${name}]`);
}

/**
 * Ids are CRM numbers, so a non-numeric last segment is no detail URL; a
 * thank-you slug is read back to its original form; city and title slugs are
 * free because the detail page redirects stale ones to the canonical URL.
 */
function acceptParam(name: string, value: string): string | null {
  if (name === 'id') return /^\d+$/.test(value) ? value : null;
  if (name === 'slug') return originalThankYouSlug(value);
  return value;
}

function matchTemplate(
  template: readonly string[],
  segments: readonly string[],
  placeholder: RegExp,
  ignoreCase: boolean,
): Record<string, string> | null {
  if (template.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of template.entries()) {
    const segment = segments[index] ?? '';
    const name = placeholder.exec(part)?.[1];
    if (name !== undefined) {
      const value = acceptParam(name, segment);
      if (value === null) return null;
      params[name] = value;
    } else if (ignoreCase ? part.toLowerCase() !== segment.toLowerCase() : part !== segment) {
      return null;
    }
  }
  return params;
}

/** Segments after the locale prefix, read as `locale`'s URL of a route. */
export function matchLocalized(segments: readonly string[], locale: Locale, ignoreCase = false): RouteMatch | null {
  for (const pathname of appPathnames) {
    const params = matchTemplate(localizedTemplate(pathname, locale), segments, bracketParam, ignoreCase);
    if (params) return { pathname, params };
  }
  return null;
}

/** Segments read as any language's URL, for links that kept another language's slugs. */
export function matchLocalizedInAnyLocale(segments: readonly string[]): RouteMatch | null {
  for (const locale of locales) {
    const match = matchLocalized(segments, locale, true);
    if (match) return match;
  }
  return null;
}

/** Segments read as one of the spec's original paths (`/for-sale/`, `/property/{id}/`). */
export function matchOriginal(segments: readonly string[], goal: 'sale' | 'rent'): RouteMatch | null {
  for (const pathname of appPathnames) {
    const routeGoalValue = routeGoal(pathname);
    if (routeGoalValue !== undefined && routeGoalValue !== goal) continue;
    const params = matchTemplate(originalTemplate(pathname), segments, /^\{(\w+)\}$/, true);
    if (params) return { pathname, params };
  }
  return null;
}

/**
 * The spec's partial match: any original path below `/for-sale/` or
 * `/for-rent/` that is not a route of its own (an old filter or paging URL)
 * lands on that list; the rest of the path is dropped, the query is kept.
 */
export function matchListPrefix(segments: readonly string[]): RouteMatch | null {
  const first = segments[0]?.toLowerCase();
  if (first === 'for-sale') return { pathname: '/for-sale', params: {} };
  if (first === 'for-rent') return { pathname: '/for-rent', params: {} };
  return null;
}

/**
 * A city or title as a URL segment. A name without letters or digits still
 * needs a segment for the URL to resolve; the detail page then redirects it
 * to the canonical one.
 */
export function nameSegment(name: string): string {
  return slugify(name) || '-';
}

export function buildPath({ pathname, params }: RouteMatch, locale: Locale): string {
  const segments = localizedTemplate(pathname, locale).map((part) => {
    const name = bracketParam.exec(part)?.[1];
    if (name === undefined) return part;
    const value = params[name] ?? '-';
    return name === 'slug' ? localizeThankYouSlug(value, locale) : value;
  });
  return `/${[locale, ...segments].join('/')}/`;
}
