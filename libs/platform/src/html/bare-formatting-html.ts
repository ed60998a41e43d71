// The shortcut for the markup CRM editors write nearly always: text between
// bare formatting tags (`<p>`, `<strong>`, `<br>`…). For exactly that shape,
// sanitize-html's answer is known without running its parser: the same tags
// (b and i as strong and em, br as `<br />`), the text as it is, a paragraph
// of blanks dropped, what was left open closed. Parsing those descriptions
// was a fifth of an import's mapping time.
//
// Strict on purpose: every tag must be one of TAGS, spelled exactly so, and
// the text must hold no `<`, `>` or `&`; anything else, and any nesting
// where htmlparser2 would close elements on its own, gives null and
// sanitize-html does the work. bare-formatting-html.spec.ts compares both on
// generated and hostile markup; a change of either must keep that spec green.

/** The elements kept, under the name sanitize-html writes them (its transformTags: b and i). */
const OUTPUT_NAMES: Readonly<Record<string, string>> = {
  p: 'p',
  strong: 'strong',
  em: 'em',
  b: 'strong',
  i: 'em',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
};
/** Each tag exactly as accepted → the element it opens or closes. */
const TAGS = new Map<string, { name: string; output: string; closing: boolean }>();
for (const [name, output] of Object.entries(OUTPUT_NAMES)) {
  TAGS.set(`<${name}>`, { name, output, closing: false });
  TAGS.set(`</${name}>`, { name, output, closing: true });
}
const LINE_BREAKS = new Set(['<br>', '<br/>', '<br />']);

/**
 * Opening the key while the value is the innermost open element makes
 * htmlparser2 close that element first (its openImpliesClose): a shape
 * this shortcut leaves to the parser.
 */
const CLOSED_BY_OPENING: Readonly<Record<string, string>> = { p: 'p', ul: 'p', ol: 'p', li: 'li' };

interface OpenElement {
  name: string;
  output: string;
  /** Where its opening tag starts in the output: a dropped paragraph is cut from there. */
  start: number;
  /** Whether it holds text other than blanks (sanitize-html: `frame.text.trim() !== ''`). */
  hasText: boolean;
}

/**
 * sanitize-html's result (with the description options of sanitise-html.ts,
 * before the final trim) for text with bare formatting tags only; null for
 * any other markup.
 */
export function bareFormattingHtml(html: string): string | null {
  let output = '';
  const open: OpenElement[] = [];
  let position = 0;
  while (position < html.length) {
    const tagStart = html.indexOf('<', position);
    const text = tagStart === -1 ? html.slice(position) : html.slice(position, tagStart);
    if (text !== '') {
      // `&` would be an entity to decode, `>` text sanitize-html escapes.
      if (text.includes('&') || text.includes('>')) return null;
      output += text;
      const parent = open.at(-1);
      if (parent && text.trim() !== '') parent.hasText = true;
    }
    if (tagStart === -1) break;
    const tagEnd = html.indexOf('>', tagStart);
    if (tagEnd === -1) return null;
    const written = html.slice(tagStart, tagEnd + 1);
    position = tagEnd + 1;
    if (LINE_BREAKS.has(written)) {
      output += '<br />';
      continue;
    }
    const tag = TAGS.get(written);
    if (!tag) return null;
    if (!tag.closing) {
      const parent = open.at(-1);
      if (parent && CLOSED_BY_OPENING[tag.name] === parent.name) return null;
      open.push({ name: tag.name, output: tag.output, start: output.length, hasText: false });
      output += `<${tag.output}>`;
    } else {
      // A closing tag for anything but the innermost element makes the parser close others or ignore it.
      if (open.at(-1)?.name !== tag.name) return null;
      output = close(open, output);
    }
  }
  // The parser closes what is left open, innermost first.
  while (open.length > 0) output = close(open, output);
  return output;
}

/** Closes the innermost element: a paragraph of blanks is dropped whole (the description's exclusiveFilter). */
function close(open: OpenElement[], output: string): string {
  const element = open.pop() as OpenElement;
  if (element.name === 'p' && !element.hasText) return output.slice(0, element.start);
  const parent = open.at(-1);
  if (parent && element.hasText) parent.hasText = true;
  return `${output}</${element.output}>`;
}
