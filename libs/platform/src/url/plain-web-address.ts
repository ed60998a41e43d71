// Most links from the CRM (every photo of every property) are already
// written the way the WHATWG URL parser writes them back, so safeHttpUrl can
// return them without parsing: the parser was nearly a tenth of an import's
// mapping time. Strict on purpose, so the claim holds by construction: lower-case
// http(s); a host of lower-case letters, digits and hyphens (no port, user,
// IP address, punycode or trailing dot); a path of characters the parser
// never escapes, without `.` or `..` segments; an optional non-empty query
// of the same kind; no fragment, escape, space or control character.
// Anything else is parsed as before. plain-web-address.spec.ts checks the
// claim against the parser itself on generated links.

/** A label not starting `xn--` (punycode, which the parser checks and may refuse). */
const LABEL = String.raw`(?!xn--)[a-z\d-]{1,63}`;
/** The last label starts with a letter, so the parser never reads the host as an IPv4 address (`0x7f.1`, `127.0.0.1`). */
const LAST_LABEL = String.raw`(?!xn--)[a-z][a-z\d-]{0,62}`;
/** Characters the parser leaves as they are in a path and in a query. */
const PATH_CHARACTERS = String.raw`[\w.~/-]`;
const QUERY_CHARACTERS = String.raw`[\w.~/!$&()*+,;=:@?-]`;

const PLAIN = new RegExp(
  // An absolute http(s) address, or a path on the site itself (one leading slash: `//host` is another host).
  String.raw`^(?:https?://(?:${LABEL}\.)*${LAST_LABEL}/|/(?!/))${PATH_CHARACTERS}*(?:\?${QUERY_CHARACTERS}+)?$`,
);
/** A `.` or `..` segment, which the parser resolves away (looked for in the query too: a miss only costs a parse). */
const DOT_SEGMENT = /\/\.{1,2}(?:[/?]|$)/;

/**
 * Whether the URL parser gives `text` back unchanged: as `href` for an
 * absolute address, as path and query (on the site's origin) for a site path.
 */
export function isPlainWebAddress(text: string): boolean {
  return PLAIN.test(text) && !DOT_SEGMENT.test(text);
}
