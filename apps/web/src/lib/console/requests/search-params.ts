// A console page's query string as Next hands it over, read one value per name.

export type SearchParams = Record<string, string | string[] | undefined>;

/** Props of a requests page: the locale segment, the lead's id on its own page, and the query. */
export interface RequestsRouteProps<P extends object = object> {
  params: Promise<{ locale: string } & P>;
  searchParams: Promise<SearchParams>;
}

/** Only the first value of a repeated parameter: a filter is one choice. */
export function firstValues(searchParams: SearchParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(searchParams).flatMap(([name, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return first === undefined ? [] : [[name, first]];
    }),
  );
}
