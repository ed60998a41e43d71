// A mail the site sends to someone who never asked for it (send to a friend)
// must not carry a link or a domain name the sender chose: spammers would use
// the agency's good name to deliver theirs. Only the property's own link is
// sent. A mail program turns "pills-shop.example" into a link, and a reader
// types it by hand if it does not, so a bare domain name counts as a link.

/** A scheme (https://, ftp://) or a www. host. */
const SCHEME_OR_WWW = /\p{L}[\p{L}\p{N}+.-]*:\/\/|(?<![\p{L}\p{N}_-])www\./iu;
/**
 * Host names: labels of letters (any script), digits, hyphens or
 * underscores, joined by dots, ending in a top-level domain of letters or
 * an IDN's xn-- form: example.be, pills-shop.example, пилюли.рф,
 * shop.xn--p1ai, and the domain of an e-mail address.
 */
const HOST = /(?<![\p{L}\p{N}_-])((?:[\p{L}\p{N}_-]+\.)+)(?:\p{L}{2,63}|xn--[\p{L}\p{N}-]+)(?![\p{L}\p{N}_-])(.?)/giu;
/** Ways of writing a dot that a reader still reads as one: ideographic and full-width dots, [.], (dot). */
const DOT_LOOKALIKES = /[\u3002\uFF0E\uFF61\uFE12]|\s*[[({]\s*(?:\.|dot|point|punt|punkt)\s*[\])}]\s*/giu;

/**
 * Whether a visitor's text holds a link or a domain name: what a mail
 * program would turn into a link, or a reader would type. Zero-width and
 * other invisible characters are ignored, as a reader does not see them. A
 * single-letter first label (M.Dupont, p.ex.) is read as an abbreviation
 * unless a path follows it (t.co/abc).
 */
export function containsLink(text: string): boolean {
  const seen = text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(DOT_LOOKALIKES, '.');
  if (SCHEME_OR_WWW.test(seen)) return true;
  for (const match of seen.matchAll(HOST)) {
    const labels = match[1] ?? '';
    const abbreviation = labels.length === 2 && !/[/:?#]/.test(match[2] ?? '');
    if (!abbreviation) return true;
  }
  return false;
}
