// The SQL expressions the search indexes are built on (migration
// 1763970000000-SearchIndexes). A query must repeat them character for
// character, or PostgreSQL will not use the index.

/** Lower-cased, accent-free text of a column or parameter. */
export function normalizedSql(expression: string): string {
  return `lower(immo_unaccent(${expression}))`;
}

/**
 * Indexed by IDX_properties_reference_prefix (migration
 * 1764350000000-ReferencePrefixIndex): under the "C" collation a btree serves
 * both `LIKE 'prefix%'` and the order, so a prefix query stops after its page.
 */
export function referencePrefixSql(alias: string): string {
  return `${normalizedSql(`${alias}."reference"`)} COLLATE "C"`;
}

/**
 * A city's postal code and names, normalised, as stored by a trigger
 * (migration 1764390000000-CitySearchText) and indexed by IDX_cities_search:
 * read, not recomputed for every city on every search.
 */
export function citySearchTextSql(alias: string): string {
  return `${alias}."search_text"`;
}

/** Escapes LIKE's wildcards so that a visitor's `%` or `_` matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
