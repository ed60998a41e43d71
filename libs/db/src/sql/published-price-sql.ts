import { MARQUEE_NONE } from '@immo/domain';

/**
 * The site's marquee ignore list (site_settings), as SQL: an uncorrelated
 * subquery, which PostgreSQL runs once per statement.
 */
export const MARQUEE_IGNORE_LIST = `coalesce((SELECT s.marquee_ignore_list FROM site_settings s WHERE s.id = 1), '{}'::int[])`;

/**
 * The price a visitor may see; null when on request or when an ignore-listed
 * marquee stands in its place (isPricePublished in libs/domain, the same
 * rule). Every ordering or filter on price goes through it, so a withheld
 * price never shows through the order of a list, a price filter, a price
 * list or similar properties.
 */
export const PUBLISHED_PRICE = `CASE WHEN p.publish_price AND (p.marquee = ${MARQUEE_NONE} OR p.marquee <> ALL (${MARQUEE_IGNORE_LIST})) THEN p.price END`;
