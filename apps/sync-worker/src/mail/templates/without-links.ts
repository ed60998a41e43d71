// The send-to-friend mail reaches someone who never asked for it, under the
// agency's name: what the sender typed must not carry a link or an address
// (the form refuses them already, forms/contains-link.ts; this is the last
// line, for rows stored before that rule or written another way). A link is
// removed whole, not defused with spaces or brackets: 'example[.]com' still
// delivers the spammer's address to a human reader.

// A scheme and what follows, a www. host, an e-mail address, or a bare host
// name ending in a top-level domain of letters, each with its path.
const LINK =
  /\b[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,24}\b(?:[/:?#]\S*)?/giu;

/**
 * The text with every link-like part replaced by `replacement`. Compatibility
 * forms are folded first, so a full-width dot ('example．com') counts too.
 */
export function withoutLinks(text: string, replacement: string): string {
  return text.normalize('NFKC').replace(LINK, replacement);
}
