import { createHash } from 'node:crypto';
import type { BrochureInput } from './brochure-content';

/** Bumped when the layout changes, so no brochure of the old layout is served again. */
export const BROCHURE_LAYOUT_VERSION = 1;

/**
 * The brochure's identity: a hash of everything it is made from but the day
 * (the property as the BFF serves it, the agency's facts, the marquee list,
 * the words' language and the page's address). The detail answer comes through
 * the data cache that an import's revalidation empties, so a changed property
 * gives a new key at once, and an unchanged one the same key after any number
 * of imports. It is also the ETag.
 */
export function brochureKey({
  locale,
  property,
  agency,
  marqueeIgnoreList,
  pageUrl,
}: Omit<BrochureInput, 'words' | 'now'>): string {
  return createHash('sha256')
    .update(JSON.stringify([BROCHURE_LAYOUT_VERSION, locale, pageUrl, agency, marqueeIgnoreList, property]))
    .digest('base64url')
    .slice(0, 32);
}
