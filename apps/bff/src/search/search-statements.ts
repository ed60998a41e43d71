// The search box's statements, run as named prepared statements straight on
// the pg pool (like the list, docs/benchmarks.md "Search endpoint"): each
// connection parses and plans them once, and every one reads an index or a
// small table, whatever the visitor typed, so a generic plan is as good as a
// custom one.
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '@immo/domain';
import { SUMMARY_COLUMNS } from '../properties/property-list-sql';
import { citySearchTextSql, normalizedSql, referencePrefixSql } from './search-sql';

export interface Statement {
  name: string;
  text: string;
}

// Parameters shared by every part: $1 the text, $2 the text with LIKE's
// wildcards escaped, $3 a CRM id or null, $4 the locale. Each group stops at
// a constant (the statement's), and the service cuts it to the query's limit:
// a LIMIT parameter would make a generic plan look costlier (the planner
// assumes it keeps a tenth of the rows), and PostgreSQL would plan every
// search again rather than reuse it. So there is one statement per limit the
// box asks for (SEARCH_DEFAULT_LIMIT or less: the box asks for 6) and one for
// anything up to SEARCH_MAX_LIMIT: the box's searches read and send 8
// properties, not 20.

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

/**
 * Of a result's descriptions, the one pickLocalized will choose (the locale's,
 * else French), or all of them when neither is there: the driver parses and
 * the service reads one language's text instead of four, for every result
 * row of every keystroke pause.
 */
const DESCRIPTION = `CASE
    WHEN coalesce(p.descriptions ->> $4::text, '') <> '' THEN jsonb_build_object($4::text, p.descriptions -> $4::text)
    WHEN coalesce(p.descriptions ->> 'fr', '') <> '' THEN jsonb_build_object('fr', p.descriptions -> 'fr')
    ELSE p.descriptions END AS descriptions`;

const reference = referencePrefixSql('p');
const prefix = `${normalizedParamSql('$1::text')} COLLATE "C"`;

/**
 * The id's property first, then references starting with the text in order:
 * a range of IDX_properties_reference_prefix (under "C", every string
 * starting with the prefix sorts between it and it followed by the last code
 * point), read in order and left after `limit` rows. A range rather than LIKE,
 * which a generic plan could not turn into one. `rank` and `sort` order the
 * JSON array.
 */
const properties = (
  limit: number,
) => `(SELECT ${SUMMARY_COLUMNS}, ${DESCRIPTION}, 0 AS rank, '' AS sort FROM properties p WHERE p.id = $3::int AND p.withdrawn_at IS NULL)
  UNION ALL
  (SELECT ${SUMMARY_COLUMNS}, ${DESCRIPTION}, 1 AS rank, ${reference} AS sort FROM properties p
    WHERE p.withdrawn_at IS NULL AND ${reference} >= ${prefix} AND ${reference} < ${prefix} || chr(1114111)
    ORDER BY ${reference}, p.id LIMIT ${limit})`;

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
const cities = (limit: number) => `SELECT ${CITY_COLUMNS}, row_number() OVER (ORDER BY ${CITY_ORDER}) AS n FROM cities c
    WHERE c.count_sale + c.count_rent > 0
      AND (${cityText} LIKE '%' || ${cityLike} || '%' OR (char_length($1::text) >= 3 AND ${cityTerm} <% ${cityText}))
    ORDER BY n LIMIT ${limit}`;

/** A whole postal code: that code's cities only, not its neighbours. */
const citiesByZip = (limit: number) => `SELECT ${CITY_COLUMNS}, row_number() OVER (ORDER BY c.name) AS n FROM cities c
    WHERE c.count_sale + c.count_rent > 0 AND c.zip = $1::text ORDER BY n LIMIT ${limit}`;

/** Types by their name in the locale (or French). */
const types = (
  limit: number,
) => `SELECT t.web_id AS "webId", t.crm_id AS "crmId", t.names, t.show_order AS "showOrder", t.sale, t.rent,
      t.count_sale AS "countSale", t.count_rent AS "countRent",
      row_number() OVER (ORDER BY t.show_order ASC NULLS LAST, t.web_id ASC) AS n
    FROM property_types t
    WHERE ${normalizedSql(`coalesce(nullif(t.names ->> $4::text, ''), nullif(t.names ->> 'fr', ''), '')`)} LIKE '%' || ${cityLike} || '%'
    ORDER BY n LIMIT ${limit}`;

/** The three groups as JSON arrays in one row: one round trip and one pooled connection per search. */
function searchStatement(name: string, cityGroup: (limit: number) => string, limit: number): Statement {
  return {
    name: `${name}-${limit}`,
    text: `SELECT
      (SELECT coalesce(json_agg(p ORDER BY p.rank, p.sort, p.id), '[]') FROM (${properties(limit)}) p) AS properties,
      (SELECT coalesce(json_agg(c ORDER BY c.n), '[]') FROM (${cityGroup(limit)}) c) AS cities,
      (SELECT coalesce(json_agg(t ORDER BY t.n), '[]') FROM (${types(limit)}) t) AS types`,
  };
}

const LIMITS = [SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT] as const;
const BY_TEXT = LIMITS.map((limit) => searchStatement('search-v3', cities, limit));
const BY_ZIP = LIMITS.map((limit) => searchStatement('search-zip-v3', citiesByZip, limit));

/** The statement for a search: by postal code or by text, reading at least `limit` rows per group. */
export function searchStatementFor(byZip: boolean, limit: number): Statement {
  const statements = byZip ? BY_ZIP : BY_TEXT;
  return statements.find((_, at) => limit <= LIMITS[at]!) ?? statements[statements.length - 1]!;
}
