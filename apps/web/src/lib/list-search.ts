// The list pages' search lives in the URL (`?city=Liège|4000&sort=price-asc&page=2`)
// so it can be shared. Each parameter is validated with the BFF's own schema;
// a bad one is dropped (its default applies) rather than failing the page.
import { parseArea, type AreaProblem } from '@immo/domain';
import { ZListPropertiesQuerySchema, type CityEntry, type CityFilter } from '@immo/domain';
import { listFilterParams, type ListFilters } from '@/lib/bff-contract';

export const PAGE_SIZE = 12;
/** The BFF's largest offset is 100 000: no page beyond it. */
const MAX_PAGE = Math.floor(100_000 / PAGE_SIZE) + 1;

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** The list of cards (paged) or the map of the whole search. */
export type ListView = 'list' | 'map';

export interface ListSearch {
  filters: ListFilters;
  page: number;
  view: ListView;
  /** Why the URL's drawn area (`area=`) was not searched. */
  areaProblem?: AreaProblem;
}

/** The parameters that may repeat: each value is read on its own, a bad one dropped, the others kept. */
const LIST_KEYS = ['city', 'feature'] as const;

const FILTER_KEYS = [
  'type',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'minLivingArea',
  'maxLivingArea',
  'maxEnergy',
  'near',
  'km',
  'area',
  'sort',
] as const;

/** The non-blank values of a parameter that may repeat. */
function many(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((item) => item.trim()).filter(Boolean);
}

function single(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  // An empty form field ('Any', blank price) means 'no filter'.
  return trimmed ? trimmed : undefined;
}

export function parseListSearch(params: RawSearchParams): ListSearch {
  const shape = ZListPropertiesQuerySchema.shape;
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = single(params[key]);
    if (raw === undefined) continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  for (const key of LIST_KEYS) {
    // The values the schema takes, then the schema on them all, for its order, duplicates and bounds.
    const values = many(params[key]).filter((raw) => shape[key].safeParse(raw).success);
    const parsed = values.length ? shape[key].safeParse(values) : undefined;
    if (parsed?.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const rawPage = single(params.page);
  const page = rawPage && /^\d{1,6}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), MAX_PAGE) : 1;
  // The map shows the whole search: it has no pages.
  const view: ListView = single(params.view) === 'map' ? 'map' : 'list';
  // A drawn area that cannot be searched is dropped like any bad parameter, and the page says why.
  const rawArea = single(params.area);
  const area = rawArea === undefined ? undefined : parseArea(rawArea);
  const areaProblem = area && !area.ok ? area.problem : undefined;
  return {
    filters: filters as ListFilters,
    page: view === 'map' ? 1 : page,
    view,
    ...(areaProblem && { areaProblem }),
  };
}

/**
 * One `area=` per problem, for the page cache's address of a page whose area
 * cannot be searched: it renders the same words for any such area, and junk
 * areas make no new copies.
 */
const AREA_PROBLEM_EXAMPLES: Record<AreaProblem, string> = {
  format: 'x',
  tooFew: '50,4;51,4',
  tooMany: Array.from({ length: 51 }, (_, at) => `50.${String(at).padStart(2, '0')},4`).join(';'),
  degenerate: '50,4;50.5,4.5;51,5',
  selfIntersecting: '50,4;51,5;51,4;50,6',
};

export function areaProblemQuery(problem: AreaProblem): string {
  return new URLSearchParams({ area: AREA_PROBLEM_EXAMPLES[problem] }).toString();
}

/** The query string of a search (without '?'); the default sort, page 1 and the list view are left out. */
export function listSearchQuery(filters: ListFilters, page = 1, view: ListView = 'list'): string {
  const query = listFilterParams(filters);
  if (view === 'map') query.set('view', 'map');
  else if (page > 1) query.set('page', String(page));
  return query.toString();
}

/** A list page's URL with a search: `path` and its query string. */
export function listSearchHref(path: string, filters: ListFilters, page = 1, view: ListView = 'list'): string {
  const query = listSearchQuery(filters, page, view);
  return query ? `${path}?${query}` : path;
}

/** The page numbers to link: the first, the last and two either side of the current one; null marks a gap. */
export function pageNumbers(current: number, total: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/**
 * The language switcher's targets for a search: each language's list URL with
 * the same query. The city's name may stay in this language: the BFF matches
 * a city by its name in any language.
 */
export function alternatesWithQuery<T extends Record<string, string>>(alternates: T, query: string): T {
  if (!query) return alternates;
  return Object.fromEntries(Object.entries(alternates).map(([locale, path]) => [locale, `${path}?${query}`])) as T;
}

/**
 * The form's option for the searched city. A search keeps the city's name in
 * the language it was made in (the language switcher carries the query as
 * it is, and the BFF matches a name in any language), so 'Bruxelles|1000' on
 * the Dutch page is the option 'Brussel|1000': the same postal code, when
 * only one city of this language's list has it. Undefined when none matches.
 */
export function cityOption(city: CityFilter, cities: readonly CityEntry[]): CityFilter | undefined {
  const sameZip = cities.filter((entry) => entry.Zip === city.zip);
  const entry =
    sameZip.find((candidate) => candidate.Name === city.name) ?? (sameZip.length === 1 ? sameZip[0] : undefined);
  return entry && { name: entry.Name, zip: entry.Zip };
}
