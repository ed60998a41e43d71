// The one HTML sanitiser of the site: every piece of HTML a visitor is shown
// (CRM descriptions, stored once by the importer; operators' articles and
// footer blocks, cleaned by the BFF on the way out) goes through
// sanitize-html, a maintained parser-based sanitiser, with one allow-list
// here. A hand-written regex tokenizer did this for the CRM before: regex
// sanitisers are where bypasses live.
//
// Its own entry point (`@immo/platform/html`), not the package index: the
// parser is too heavy for the browser bundles that import this package.
import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { bareFormattingHtml } from './bare-formatting-html';

/** Formatting any text may keep: paragraphs, line breaks, emphasis, lists. */
const FORMATTING_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li'];

/** Elements whose content is code or styling, never text for a visitor: dropped with it. */
const CODE_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'title',
  'head',
];

const COMMON: IOptions = {
  allowedAttributes: {},
  nonTextTags: CODE_TAGS,
  allowProtocolRelative: false,
  // The CRM's editor writes b and i; the site writes their semantic tags.
  transformTags: { b: 'strong', i: 'em' },
};

const DESCRIPTION: IOptions = {
  ...COMMON,
  allowedTags: FORMATTING_TAGS,
  // A stray `</p>` parses as an empty paragraph (as browsers do): no blank line for it.
  exclusiveFilter: (frame) => frame.tag === 'p' && frame.text.trim() === '',
};

/** Operators also write headings, quotes and links (http(s), mailto, tel). */
const ARTICLE: IOptions = {
  ...COMMON,
  allowedTags: [...FORMATTING_TAGS, 'h2', 'h3', 'h4', 'blockquote', 'a'],
  // target and rel: only the ones transformTags sets (it drops the operator's own).
  allowedAttributes: { a: ['href', 'title', 'lang', 'hreflang', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  transformTags: {
    ...COMMON.transformTags,
    // An external link opens in a new tab; our own paths do not.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...own } = attribs;
      const external = /^https?:\/\//i.test(own.href ?? '');
      return { tagName, attribs: external ? { ...own, target: '_blank', rel: 'noopener noreferrer' } : own };
    },
  },
};

/**
 * A CRM description (property, project, owner communication): formatting
 * only, no attribute, no link; code elements dropped with their content,
 * other tags removed with their text kept, what was left open closed.
 */
export function sanitiseDescriptionHtml(html: string): string {
  // Plain text (most descriptions) has nothing to remove, decode or escape.
  if (!/[<>&]/.test(html)) return html.trim();
  return (bareFormattingHtml(html) ?? descriptionByParser(html)).trim();
}

/** sanitize-html's own answer for a description, which bareFormattingHtml must give too (its spec compares them). */
export function descriptionByParser(html: string): string {
  return sanitizeHtml(html, DESCRIPTION);
}

/**
 * Operator-written HTML (articles, footer blocks). Cleaned on every answer
 * rather than on save: rows are changed with SQL, so nothing guarantees a
 * saved text went through a check.
 */
export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE);
}
