// The CRM's descriptions are typed in a rich-text box and arrive as HTML; the
// site renders them as HTML, so only a few harmless formatting tags survive.
// Written by hand (no dependency): the allowed set is tiny and has no
// attributes at all, which is what makes a small tokenizer enough.

import { decodeEntities } from '@immo/domain';

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li']);
/** Synonyms the CRM's editor produces, written as their semantic tag. */
const TAG_ALIASES: Record<string, string> = { b: 'strong', i: 'em' };
/** Elements whose content is code or styling, never text for a visitor. */
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|embed|noscript|template|svg|math)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)|<![^>]*>|<\?[\s\S]*?(\?>|$)/g;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Keeps p, br, strong, em, ul, ol and li without any attribute; drops every
 * other tag (keeping its text), script/style and similar with their content,
 * comments, and closes what was left open. Text is decoded then re-escaped,
 * so `&lt;script&gt;` stays visible text and never becomes a tag.
 */
export function sanitiseHtml(html: string): string {
  // Plain text (most descriptions) has nothing to remove, decode or escape.
  if (!/[<>&]/.test(html)) return html.trim();
  const withoutCode = html.replace(DROPPED_WITH_CONTENT, '').replace(COMMENT, '');
  const out: string[] = [];
  const open: string[] = [];
  let last = 0;
  for (const match of withoutCode.matchAll(TAG)) {
    out.push(escapeText(decodeEntities(withoutCode.slice(last, match.index))));
    last = match.index + match[0].length;
    const name = match[2]!.toLowerCase();
    const tag = TAG_ALIASES[name] ?? name;
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (tag === 'br') {
      out.push('<br>');
    } else if (match[1] === '/') {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue; // a closing tag nothing opened
      // Close whatever was opened inside it and left open.
      for (const inner of open.splice(at).reverse()) out.push(`</${inner}>`);
    } else if (match[3] !== '/') {
      open.push(tag);
      out.push(`<${tag}>`);
    }
  }
  out.push(escapeText(decodeEntities(withoutCode.slice(last))));
  for (const tag of open.reverse()) out.push(`</${tag}>`);
  return out.join('').trim();
}
