// The search box's statements, run as named prepared statements straight on
// the pg pool (like the list, docs/benchmarks.md "Search endpoint"): each
// connection parses and plans them once, and every one reads an index or a
// small table, whatever the visitor typed, so a generic plan is as good as a
// custom one.
import { SUMMARY_COLUMNS } from '../properties/property-list-sql';
import { citySearchTextSql, normalizedSql, referencePrefixSql } from './search-sql';

export interface Statement {
  name: string;
  text: string;
}

const reference = referencePrefixSql('p');
const prefix = `${normalizedSql('$1::text')} COLLATE "C"`;

/**
 * $1 the text, $2 a CRM id or null, $3 the limit. The id's property first,
 * then references starting with the text in order: a range of
 * IDX_properties_reference_prefix (under "C", every string starting with the
 * prefix sorts between it and it followed by the last code point), read in
 * order and left after $3 rows. A range rather than LIKE, which a generic
 * plan could not turn into one.
 */
export const PROPERTIES_STATEMENT: Statement = {
  name: 'search-properties-v1',
  text: `(SELECT ${SUMMARY_COLUMNS}, p.descriptions FROM properties p WHERE p.id = $2::int AND p.withdrawn_at IS NULL)
  UNION ALL
  (SELECT ${SUMMARY_COLUMNS}, p.descriptions FROM properties p
    WHERE p.withdrawn_at IS NULL AND ${reference} >= ${prefix} AND ${reference} < ${prefix} || chr(1114111)
    ORDER BY ${reference}, p.id LIMIT $3)`,
};

const CITY_COLUMNS = `c.zip, c.country_id AS "countryId", c.name, c.names, c.country_name AS "countryName",
  c.count_sale AS "countSale", c.count_rent AS "countRent"`;
const cityText = citySearchTextSql('c');
const cityTerm = normalizedSql('$2::text');
const cityLike = normalizedSql('$1::text');

/**
 * $1 the text with LIKE's wildcards escaped, $2 the text, $3 the limit. Cities
 * with live properties whose postal code or a name in any language starts
 * with or contains the text without regard to case and accents, or, for
 * typos, is close to it by trigram word similarity. Prefixes first.
 */
export const CITIES_STATEMENT: Statement = {
  name: 'search-cities-v1',
  text: `SELECT ${CITY_COLUMNS} FROM cities c
    WHERE c.count_sale + c.count_rent > 0
      AND (${cityText} LIKE '%' || ${cityLike} || '%' OR ${cityTerm} <% ${cityText})
    ORDER BY CASE WHEN c.zip LIKE $1 || '%' OR ${normalizedSql('c.name')} LIKE ${cityLike} || '%' THEN 0 ELSE 1 END,
      word_similarity(${cityTerm}, ${cityText}) DESC, c.name, c.zip
    LIMIT $3`,
};

/** $1 a whole postal code, $2 the limit: that code's cities only, not its neighbours. */
export const CITIES_BY_ZIP_STATEMENT: Statement = {
  name: 'search-cities-zip-v1',
  text: `SELECT ${CITY_COLUMNS} FROM cities c WHERE c.count_sale + c.count_rent > 0 AND c.zip = $1 ORDER BY c.name LIMIT $2`,
};

/** $1 the text with LIKE's wildcards escaped, $2 the locale, $3 the limit: types by their name in the locale (or French). */
export const TYPES_STATEMENT: Statement = {
  name: 'search-types-v1',
  text: `SELECT t.web_id AS "webId", t.crm_id AS "crmId", t.names, t.show_order AS "showOrder", t.sale, t.rent,
      t.count_sale AS "countSale", t.count_rent AS "countRent"
    FROM property_types t
    WHERE ${normalizedSql(`coalesce(nullif(t.names ->> $2::text, ''), nullif(t.names ->> 'fr', ''), '')`)} LIKE '%' || ${normalizedSql('$1::text')} || '%'
    ORDER BY t.show_order ASC NULLS LAST, t.web_id ASC
    LIMIT $3`,
};
