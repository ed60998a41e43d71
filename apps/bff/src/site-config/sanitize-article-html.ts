import sanitizeHtml from 'sanitize-html';

/**
 * Operator-written HTML reduced to what an article or footer block needs.
 * Runs on every answer rather than on save: rows are changed with SQL, so
 * nothing guarantees a saved text went through a check.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote'],
    // target and rel: only the ones transformTags sets (it drops the operator's own).
    allowedAttributes: { a: ['href', 'title', 'lang', 'hreflang', 'target', 'rel'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowProtocolRelative: false,
    // An external link opens in a new tab; our own paths do not.
    transformTags: {
      a: (tagName, attribs) => {
        const { target: _target, rel: _rel, ...own } = attribs;
        const external = /^https?:\/\//i.test(own.href ?? '');
        return { tagName, attribs: external ? { ...own, target: '_blank', rel: 'noopener noreferrer' } : own };
      },
    },
  });
}
