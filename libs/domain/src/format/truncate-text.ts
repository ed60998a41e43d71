import { htmlToText } from '../text/html-text';

/** Default cut for property descriptions (spec §9). */
export const DESCRIPTION_LIMIT = 250;
/** Search results show shorter descriptions (spec §9). */
export const SEARCH_DESCRIPTION_LIMIT = 100;
/** About what search engines show of a meta description. */
export const META_DESCRIPTION_LIMIT = 160;

// Backing up to a word boundary is only worth it when little is lost; a long
// word near the start would otherwise leave almost nothing.
const WORD_BOUNDARY_SHARE = 0.8;

/**
 * Text up to `limit` characters is returned unchanged; longer text is cut at
 * the limit, moved back to the last space past 80 % of it, and ends with `…`.
 * Counts code points so an emoji is never split in half.
 */
export function truncateText(text: string, limit = DESCRIPTION_LIMIT): string {
  const chars = Array.from(text);
  if (chars.length <= limit) {
    return text;
  }
  // Looking one character past the limit lets a cut that falls exactly
  // between two words stay at the limit.
  let end = limit;
  for (let i = limit; i > limit * WORD_BOUNDARY_SHARE; i -= 1) {
    if (/\s/.test(chars[i] ?? '')) {
      end = i;
      break;
    }
  }
  return `${chars.slice(0, end).join('').trimEnd()}…`;
}

/** A description (HTML) as one line of at most `limit` characters: search results, meta descriptions. */
export function descriptionSnippet(html: string, limit: number): string {
  return truncateText(htmlToText(html).replace(/\s+/g, ' '), limit);
}
