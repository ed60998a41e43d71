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

/** Indexed by IDX_cities_search. */
export function citySearchTextSql(alias: string): string {
  return `immo_city_search_text(${alias}."zip", ${alias}."name", ${alias}."names")`;
}

/** Escapes LIKE's wildcards so that a visitor's `%` or `_` matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
