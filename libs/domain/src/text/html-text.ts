// CRM descriptions are HTML (sanitised by the sync worker to p, br, strong,
// em, ul, ol and li): pages render them as HTML, while meta descriptions and
// search results need the same text without tags.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  copy: '©',
  reg: '®',
  deg: '°',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  sup2: '²',
  sup3: '³',
  middot: '·',
  bull: '•',
  times: '×',
  agrave: 'à',
  aacute: 'á',
  acirc: 'â',
  auml: 'ä',
  ccedil: 'ç',
  egrave: 'è',
  eacute: 'é',
  ecirc: 'ê',
  euml: 'ë',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ouml: 'ö',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  szlig: 'ß',
  oelig: 'œ',
  Agrave: 'À',
  Aacute: 'Á',
  Acirc: 'Â',
  Auml: 'Ä',
  Ccedil: 'Ç',
  Egrave: 'È',
  Eacute: 'É',
  Ecirc: 'Ê',
  Euml: 'Ë',
  Icirc: 'Î',
  Iuml: 'Ï',
  Ocirc: 'Ô',
  Ouml: 'Ö',
  Ugrave: 'Ù',
  Ucirc: 'Û',
  Uuml: 'Ü',
  OElig: 'Œ',
};

/** Decodes character references once; an unknown or invalid one stays as typed (and is escaped later). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,7});/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // No NUL, surrogates or code points beyond Unicode: they cannot be text.
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}

/**
 * The text of a description: block ends become line breaks, other tags go,
 * character references are decoded. For places that cannot hold HTML (meta
 * descriptions, search results); pages render the HTML itself.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  return decodeEntities(html.replace(/<br\s*\/?>|<\/(p|li|ul|ol)\s*>/gi, '\n').replace(/<[^>]*>/g, ''))
    .replace(/[ \t]*\n[\s]*/g, '\n')
    .trim();
}
