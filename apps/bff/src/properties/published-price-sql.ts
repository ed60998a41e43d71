/**
 * The price a visitor may see; null when on request. Every ordering or
 * filter on price goes through it, so an unpublished price never shows
 * through the order of a list, a price list or similar properties.
 */
export const PUBLISHED_PRICE = 'CASE WHEN p.publish_price THEN p.price END';
