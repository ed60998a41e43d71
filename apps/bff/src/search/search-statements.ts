// The search box's statements, run as named prepared statements straight on
// the pg pool (like the list, docs/benchmarks.md "Search endpoint"): each
// connection parses and plans them once, and every one reads an index or a
// small table, whatever the visitor typed, so a generic plan is as good as a
// custom one.
import { SEARCH_MAX_LIMIT } from '@immo/domain';
import { SUMMARY_COLUMNS } from '../properties/property-list-sql';
import { citySearchTextSql, normalizedSql, referencePrefixSql } from './search-sql';

export interface Statement {
  name: string;
  text: string;
}

// Parameters shared by every part: $1 the text, $2 the text with LIKE's
// wildcards escaped, $3 a CRM id or null, $4 the locale. Each group stops at
// SEARCH_MAX_LIMIT rows and the service cuts it to the query's limit: a
// LIMIT parameter would make a generic plan look costlier (the planner
// assumes it keeps a tenth of the rows), and PostgreSQL would plan every
// search again rather than reuse it.

/**
 * A parameter normalised as normalizedSql does, through the STABLE unaccent
 * rather than the IMMUTABLE immo_unaccent: the planner cannot fold it into a
 * constant, so a custom plan is no cheaper than the generic one and
 * PostgreSQL keeps the generic plan after five runs instead of planning
 * every search again (2 to 3 ms each, more than running it). Index
 * conditions still use it, evaluated once when the scan starts.
 */
function normalizedParamSql(param: string): string {
  return `lower(public.unaccent('public.unaccent'::regdictionary, ${param}))`;
}

const reference = referencePrefixSql('p');
const prefix = `${normalizedParamSql('$1::text')} COLLATE "C"`;

/**
 * The id's property first, then references starting with the text in order:
 * a range of IDX_properties_reference_prefix (under "C", every string
 * starting with the prefix sorts between it and it followed by the last code
 * point), read in order and left after SEARCH_MAX_LIMIT rows. A range rather than LIKE,
 * which a generic plan could not turn into one. `rank` and `sort` order the
 * JSON array.
 */
const PROPERTIES = `(SELECT ${SUMMARY_COLUMNS}, p.descriptions, 0 AS rank, '' AS sort FROM properties p WHERE p.id = $3::int AND p.withdrawn_at IS NULL)
  UNION ALL
  (SELECT ${SUMMARY_COLUMNS}, p.descriptions, 1 AS rank, ${reference} AS sort FROM properties p
    WHERE p.withdrawn_at IS NULL AND ${reference} >= ${prefix} AND ${reference} < ${prefix} || chr(1114111)
    ORDER BY ${reference}, p.id LIMIT ${SEARCH_MAX_LIMIT})`;

const CITY_COLUMNS = `c.zip, c.country_id AS "countryId", c.name, c.names, c.country_name AS "countryName",
  c.count_sale AS "countSale", c.count_rent AS "countRent"`;
const cityText = citySearchTextSql('c');
const cityTerm = normalizedParamSql('$1::text');
const cityLike = normalizedParamSql('$2::text');
const CITY_ORDER = `CASE WHEN c.zip LIKE $2::text || '%' OR ${normalizedSql('c.name')} LIKE ${cityLike} || '%' THEN 0 ELSE 1 END,
      word_similarity(${cityTerm}, ${cityText}) DESC, c.name, c.zip`;

/**
 * Cities with live properties whose postal code or a name in any language
 * starts with or contains the text without regard to case and accents, or,
 * for typos, is close to it by trigram word similarity (from three
 * characters: a two-character text has at most three trigrams, and any word
 * sharing two of them contains the text, which the substring test already
 * finds; the similarity test on every city was most of a `V-` search's time).
 * Prefixes first.
 */
const CITIES = `SELECT ${CITY_COLUMNS}, row_number() OVER (ORDER BY ${CITY_ORDER}) AS n FROM cities c
    WHERE c.count_sale + c.count_rent > 0
      AND (${cityText} LIKE '%' || ${cityLike} || '%' OR (char_length($1::text) >= 3 AND ${cityTerm} <% ${cityText}))
    ORDER BY n LIMIT ${SEARCH_MAX_LIMIT}`;

/** A whole postal code: that code's cities only, not its neighbours. */
const CITIES_BY_ZIP = `SELECT ${CITY_COLUMNS}, row_number() OVER (ORDER BY c.name) AS n FROM cities c
    WHERE c.count_sale + c.count_rent > 0 AND c.zip = $1::text ORDER BY n LIMIT ${SEARCH_MAX_LIMIT}`;

/** Types by their name in the locale (or French). */
const TYPES = `SELECT t.web_id AS "webId", t.crm_id AS "crmId", t.names, t.show_order AS "showOrder", t.sale, t.rent,
      t.count_sale AS "countSale", t.count_rent AS "countRent",
      row_number() OVER (ORDER BY t.show_order ASC NULLS LAST, t.web_id ASC) AS n
    FROM property_types t
    WHERE ${normalizedSql(`coalesce(nullif(t.names ->> $4::text, ''), nullif(t.names ->> 'fr', ''), '')`)} LIKE '%' || ${cityLike} || '%'
    ORDER BY n LIMIT ${SEARCH_MAX_LIMIT}`;

/** The three groups as JSON arrays in one row: one round trip and one pooled connection per search. */
function searchStatement(name: string, cities: string): Statement {
  return {
    name,
    text: `SELECT
      (SELECT coalesce(json_agg(p ORDER BY p.rank, p.sort, p.id), '[]') FROM (${PROPERTIES}) p) AS properties,
      (SELECT coalesce(json_agg(c ORDER BY c.n), '[]') FROM (${cities}) c) AS cities,
      (SELECT coalesce(json_agg(t ORDER BY t.n), '[]') FROM (${TYPES}) t) AS types`,
  };
}

export const SEARCH_STATEMENT = searchStatement('search-v2', CITIES);
export const SEARCH_BY_ZIP_STATEMENT = searchStatement('search-zip-v2', CITIES_BY_ZIP);
