import { sanitizeArticleHtml } from './sanitize-article-html';

describe(sanitizeArticleHtml.name, () => {
  it('keeps the formatting an article needs', () => {
    const html = '<h2>Our services</h2><ul><li><strong>Sale</strong></li></ul><p>Call <a href="tel:+32475123456">us</a>.</p>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html = '<p onclick="steal()">Hi<script>steal()</script> <a href="javascript:steal()">x</a></p>';
    expect(sanitizeArticleHtml(html)).toBe('<p>Hi <a>x</a></p>');
  });

  it('opens external links in a new tab, not the site’s own', () => {
    expect(sanitizeArticleHtml('<a href="https://www.ipi.be">IPI</a>')).toBe('<a href="https://www.ipi.be" target="_blank" rel="noopener noreferrer">IPI</a>');
    expect(sanitizeArticleHtml('<a href="/fr/a-vendre/">À vendre</a>')).toBe('<a href="/fr/a-vendre/">À vendre</a>');
  });
});
