import { MARQUEE_NONE } from '@immo/domain';

/**
 * The site's marquee ignore list (site_settings), as SQL: an uncorrelated
 * subquery, which PostgreSQL runs once per statement.
 */
export const MARQUEE_IGNORE_LIST = `coalesce((SELECT s.marquee_ignore_list FROM site_settings s WHERE s.id = 1), '{}'::int[])`;

/**
 * The price a visitor may see, of the properties row named `alias`; null when
 * on request or when an ignore-listed marquee stands in its place. The SQL
 * form of isPricePublished (libs/domain), kept equal to it by
 * test/published-price.int-spec.ts. `ignoreList` is the int[] of withholding
 * marquees, by default the site's.
 */
export function publishedPriceSql(alias = 'p', ignoreList = MARQUEE_IGNORE_LIST): string {
  return `CASE WHEN ${alias}.publish_price AND (${alias}.marquee = ${MARQUEE_NONE} OR ${alias}.marquee <> ALL (${ignoreList})) THEN ${alias}.price END`;
}

/**
 * The published price of the row `p`. Every ordering or filter on price goes
 * through it (the BFF's lists, price filters, similar properties, projects'
 * units; the worker's demand alerts and owner reports), so a withheld price
 * never shows through the order of a list, a price filter or a 'price drop'.
 */
export const PUBLISHED_PRICE = publishedPriceSql('p');
