// Text a visitor typed that ends up in a mail header (a subject, a display
// name). Nodemailer encodes headers, but a CR/LF that reaches the header
// would start a new one (Bcc: …), and a `=?utf-8?B?…?=` the visitor wrote
// would be decoded by the recipient's mail program into text we never
// checked. So the text is flattened to one harmless line first.

/** Longest header text kept; RFC 5322 advises 78 characters a line, and a subject carries more than a name. */
export const HEADER_TEXT_MAX = 200;

// Control characters (C0, DEL, C1), format characters (zero-width, bidi
// overrides that can reverse how a subject reads) and the Unicode line and
// paragraph separators some programs break lines on.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * One line of text, safe in a header: control and format characters become
 * spaces, runs of white space one space, `=?` and `?=` are split so no
 * encoded word can start or end, and the result is cut at `maxLength`
 * characters (code points, with an ellipsis).
 */
export function headerText(value: string, maxLength = HEADER_TEXT_MAX): string {
  const line = value.normalize('NFC').replace(INVISIBLE, ' ').replace(/\s+/gu, ' ').trim();
  const defused = line.replace(/=\?/g, '= ?').replace(/\?=/g, '? =');
  const characters = Array.from(defused);
  if (characters.length <= maxLength) return defused;
  return `${characters
    .slice(0, Math.max(0, maxLength - 1))
    .join('')
    .trimEnd()}…`;
}
