// The public list as one plain SQL statement (the page with its total), and
// a count alone for a page past the end. Plain SQL rather than the query
// builder: the list is the busiest endpoint, and reading only a card's
// columns (not the descriptions and detail JSON) with one city lookup per
// row of the page keeps it within the budget measured in docs/benchmarks.md.
// The statement's text depends only on which filters are set (values are
// parameters), so the prepared statements stay few.
import { createHash } from 'node:crypto';
import {
  MAP_SEARCH_COUNT_CAP,
  NEAR_KM_DEFAULT,
  type CityFilter,
  type MapPosition,
  type TListPropertiesQuery,
} from '@immo/domain';
import { normalizedSql } from '../search/search-sql';
import {
  cityNamesSql,
  hasFeaturesSql,
  MARQUEE_IGNORE_LIST,
  PUBLISHED_PRICE,
  type MapSearchSql,
  withinAreaSql,
  withinRadiusSql,
} from '@immo/db';
import type { PropertySummarySource } from './property.mapper';
import { energyFilterSql } from './energy-filter-sql';
// On its own line: the list's filters keep growing the @immo/db import above.
import { latestPriceChangeSql } from '@immo/db';

/**
 * 1 for rent (any goal but 0), 0 for sale: the first column of
 * IDX_properties_live_newest (migration ListOrderIndex). An integer, not a
 * boolean, because the planner rewrites `(goal <> 0) = false` to `goal = 0`,
 * which no longer matches the index expression.
 */
const IS_RENT = '(p.goal <> 0)::int';
/** Latest change first, undated last: the index's second column. */
const NEWEST = `coalesce(p.crm_changed_at, '-infinity'::timestamptz) DESC`;

const ORDER_BY: Record<TListPropertiesQuery['sort'], string> = {
  newest: NEWEST,
  // An unpublished price neither matches a price range nor orders the list:
  // either would reveal it.
  'price-asc': `${PUBLISHED_PRICE} ASC NULLS LAST`,
  'price-desc': `${PUBLISHED_PRICE} DESC NULLS LAST`,
};

/**
 * The card's columns, named as PropertySummarySource (numerics as float8, so
 * pg returns numbers; only the first photo; the latest price change, for "price
 * lowered"), with the site's marquee ignore list, which the mapper needs to withhold a price (run once per statement).
 */
export const SUMMARY_COLUMNS = `p.id, p.goal, p.reference, p.titles, p.main_type_name AS "mainTypeName", p.city,
  ${cityNamesSql('p')} AS "cityNames", p.zip, p.country_id AS "countryId", p.country_name AS "countryName",
  p.price::float8 AS price, p.publish_price AS "publishPrice", p.price_unit AS "priceUnit",
  p.price_unit_text AS "priceUnitText", p.marquee, p.marquee_name AS "marqueeName",
  p.epc_label_text AS "epcLabelText", p.energy_performance::float8 AS "energyPerformance",
  p.bedrooms, p.surface::float8 AS surface, p.living_surface::float8 AS "livingSurface",
  p.ground_surface::float8 AS "groundSurface", jsonb_path_query_array(p.pictures, '$[0]') AS pictures,
  ${latestPriceChangeSql('p')} AS "latestPriceChange", ${MARQUEE_IGNORE_LIST} AS "marqueeIgnoreList"`;

/** A row of SUMMARY_COLUMNS. */
export type SummaryRow = PropertySummarySource & { marqueeIgnoreList: number[] };

export interface ListSql {
  /**
   * Names the page statement after its text, so each pooled connection
   * parses and plans each filter combination once (a prepared statement)
   * instead of on every request.
   */
  pageName: string;
  /** The page's rows, each with the selection's `total`: one statement, one round trip. */
  pageSql: string;
  /** The total alone, for a page past the end (which has no row to carry it). */
  countSql: string;
  /** Parameters of both statements; the page's LIMIT and OFFSET come last, so countSql takes `params.slice(0, -2)`. */
  params: unknown[];
  /**
   * A map search's count (near, area) stops at this many plus one
   * (MAP_SEARCH_COUNT_CAP): a total above it means "more than". Null: exact.
   */
  countCap: number | null;
}

/**
 * Whether the row `p` is in one of the towns. Postal codes alone are one
 * `= ANY` test whatever their number (one statement text, one plan); a named
 * town tests its name too, which may be the official one the property carries
 * or the city's name in another language (Luik|4000 finds Liège).
 */
function citiesSql(cities: readonly CityFilter[], param: (value: unknown) => string): string {
  const zips = cities.filter((city) => city.name === null).map((city) => city.zip);
  const tests = zips.length ? [`p.zip = ANY(${param(zips)}::text[])`] : [];
  for (const city of cities) {
    if (city.name === null) continue;
    const name = normalizedSql(`${param(city.name)}::text`);
    tests.push(`(p.zip = ${param(city.zip)} AND (${normalizedSql('p.city')} = ${name} OR EXISTS (
      SELECT 1 FROM cities c, jsonb_each_text(c.names) n
      WHERE c.zip = p.zip AND ${normalizedSql('c.name')} = ${normalizedSql('p.city')}
        AND ${normalizedSql('n.value')} = ${name})))`);
  }
  return tests.join(' OR ');
}

/**
 * `nearCentre`: the centre of the town of `query.near` (NEAR_CENTRE_SQL), read
 * first; null when that town has no position, which matches nothing.
 */
export function propertyListSql(
  query: TListPropertiesQuery,
  nearCentre?: MapPosition | null,
  columns: string = SUMMARY_COLUMNS,
): ListSql {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['p.withdrawn_at IS NULL'];
  // The count takes the plain goal test, whose index-only scan on
  // IDX_properties_live_goal_changed is cheaper than the expression index.
  const pageGoal = query.goal ? [`${IS_RENT} = ${query.goal === 'rent' ? 1 : 0}`] : [];
  const countGoal = query.goal ? [query.goal === 'rent' ? 'p.goal <> 0' : 'p.goal = 0'] : [];
  if (query.city?.length) where.push(`(${citiesSql(query.city, param)})`);
  if (query.type !== undefined) {
    where.push(
      `(p.web_id = ${param(query.type)} OR ${param(String(query.type))}::text = ANY(string_to_array(replace(p.web_ids, ' ', ''), ',')))`,
    );
  }
  if (query.minPrice !== undefined) where.push(`${PUBLISHED_PRICE} >= ${param(query.minPrice)}`);
  if (query.maxPrice !== undefined) where.push(`${PUBLISHED_PRICE} <= ${param(query.maxPrice)}`);
  if (query.minBedrooms !== undefined) where.push(`p.bedrooms >= ${param(query.minBedrooms)}`);
  // Map search (map-search-sql.ts in libs/db): the map's markers run this statement too.
  const mapTests: MapSearchSql[] = [];
  const mapTest = (test: MapSearchSql) => (mapTests.push(test), test.box);
  if (query.near !== undefined) {
    where.push(nearCentre ? mapTest(withinRadiusSql('p', nearCentre, query.km ?? NEAR_KM_DEFAULT, param)) : 'false');
  }
  if (query.area) where.push(mapTest(withinAreaSql('p', query.area, param)));
  // An unknown living area or energy label matches no bound (NULL compares false).
  if (query.minLivingArea !== undefined) where.push(`p.living_surface >= ${param(query.minLivingArea)}`);
  if (query.maxLivingArea !== undefined) where.push(`p.living_surface <= ${param(query.maxLivingArea)}`);
  if (query.maxEnergy !== undefined) where.push(`(${energyFilterSql(query.maxEnergy, param)})`);
  if (query.feature?.length) where.push(hasFeaturesSql('p', query.feature));
  const whereSql = [...pageGoal, ...where].join(' AND ');
  const countWhere = [...countGoal, ...where].join(' AND ');
  const isMapSearch = query.near !== undefined || query.area !== undefined;
  const countSql = isMapSearch
    ? `SELECT count(*)::int AS total FROM (SELECT FROM properties p WHERE ${countWhere} LIMIT ${MAP_SEARCH_COUNT_CAP + 1}) found`
    : `SELECT count(*)::int AS total FROM properties p WHERE ${countWhere}`;
  // The page's ids first (narrow rows, off the index for the default order),
  // then the card columns and the city lookup for those rows only; the count
  // is an uncorrelated subquery, run once. The id breaks ties so paging is
  // stable.
  const orderBy = `${ORDER_BY[query.sort]}, p.id DESC`;
  const limit = `LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`;
  const page = (total: string, ids: string) => `SELECT ${columns}, (${total}) AS total FROM properties p JOIN (
      ${ids}
    ) page ON page.id = p.id
    ORDER BY ${orderBy}`;
  const pageSql =
    isMapSearch && query.sort === 'newest'
      ? mapSearchPageSql(page, countWhere, orderBy, limit, [...pageGoal, ...where.map(orderWay(mapTests))])
      : page(countSql, `SELECT p.id FROM properties p WHERE ${whereSql} ORDER BY ${orderBy} ${limit}`);
  return {
    pageName: statementName(pageSql),
    pageSql,
    countSql,
    params,
    countCap: isMapSearch ? MAP_SEARCH_COUNT_CAP : null,
  };
}

/** A test of the list's WHERE as the list's order finds it: a map search's own (MapSearchSql), the others as they are. */
function orderWay(mapTests: readonly MapSearchSql[]): (test: string) => string {
  return (test) => mapTests.find((mapTest) => mapTest.box === test)?.order ?? test;
}

/**
 * A map search's page in the default order, and its count, in one statement
 * whose way depends on the count. `found`: the matches off the box of
 * IDX_properties_live_position (index-only), up to the cap and one. At most
 * the cap, they are every match: the page is theirs, ordered (no second
 * test). More: the page walks the list's order (IDX_properties_live_newest
 * carries what the test reads), testing each row until the page is full,
 * the other branch's one-time filter having kept it from running at all.
 * MATERIALIZED keeps the planner, which cannot tell how many a circle or a
 * polygon holds, from merging the two ways.
 */
function mapSearchPageSql(
  page: (total: string, ids: string) => string,
  countWhere: string,
  orderBy: string,
  limit: string,
  orderWhere: readonly string[],
): string {
  const total = 'SELECT total FROM counted';
  return `WITH found AS MATERIALIZED (
      SELECT p.id, p.crm_changed_at FROM properties p WHERE ${countWhere} LIMIT ${MAP_SEARCH_COUNT_CAP + 1}
    ), counted AS MATERIALIZED (SELECT count(*)::int AS total FROM found)
    ${page(
      total,
      `(SELECT p.id FROM found p WHERE (${total}) <= ${MAP_SEARCH_COUNT_CAP} ORDER BY ${orderBy} ${limit})
      UNION ALL
      (SELECT p.id FROM properties p WHERE (${total}) > ${MAP_SEARCH_COUNT_CAP} AND ${orderWhere.join(' AND ')}
        ORDER BY ${orderBy} ${limit})`,
    )}`;
}

function statementName(text: string): string {
  return `property-list-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}
