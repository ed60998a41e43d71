// The one rule for every link that comes from outside (the CRM) and ends up
// in an href, a src, an og:image or the API: only a web address may leave.
// `javascript:`, `data:`, `vbscript:` and anything the browser would not read
// as http(s) are refused. The WHATWG URL parser does the reading, as the
// browser will: it drops tabs and newlines inside the scheme (`java\tscript:`),
// trims control characters and ignores case, so no spelling slips past.
import { isPlainWebAddress } from './plain-web-address';

export interface SafeHttpUrlOptions {
  /**
   * Complete `www.youtube.com/watch?v=…` (a host name followed by a path,
   * without scheme) to https: agents paste video and tour links that way.
   * Off for photos and documents, where `photo.jpg` is a file name, not a host.
   */
  assumeHttps?: boolean;
}

/** Stands in for the site's own origin while a site path (`/photos/1.jpg`) is checked. */
const SITE = 'https://site.invalid';
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** `host.tld` then a path, query or end: what `assumeHttps` completes. */
const BARE_HOST = /^[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*\.[a-z]{2,63}(?:[/?#]|$)/i;

/** What the parser itself strips (C0 controls and space at both ends), so the first character tested is the one the browser sees. */
function trimControls(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end -= 1;
  return text.slice(start, end);
}

function parse(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/**
 * The link as an absolute http(s) URL (normalised by the URL parser), or a
 * path on the site itself (`/sample-photos/a.svg`, served by the site, so
 * https too); null for anything else: other schemes, protocol-relative
 * `//host` (another host in disguise), relative file names, empty or non-text values.
 */
export function safeHttpUrl(raw: unknown, options: SafeHttpUrlOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  const text = trimControls(raw);
  if (text === '') return null;
  // Already as the parser would write it (nearly every photo): it would give it back unchanged.
  if (isPlainWebAddress(text)) return text;
  // A single leading slash: a path on this site. `//host` and `/\host` are other hosts to a browser.
  if (/^\/(?![/\\])/.test(text.replace(/[\t\n\r]/g, ''))) {
    const url = parse(text, SITE);
    // `/.//evil.com` resolves to the path `//evil.com`, which a browser reads as another host.
    if (!url || url.origin !== SITE || url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const absolute = SCHEME.test(text.replace(/[\t\n\r]/g, ''))
    ? text
    : options.assumeHttps && BARE_HOST.test(text)
      ? `https://${text}`
      : null;
  const url = absolute === null ? null : parse(absolute);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return null;
  return url.href;
}
