import { bareFormattingHtml } from './bare-formatting-html';
import { descriptionByParser, sanitiseDescriptionHtml } from './sanitise-html';
import { seededRandom as random } from '../testing/seeded-random';

/** The pieces a CRM editor writes, which the shortcut must answer exactly as sanitize-html does. */
const BARE_TAGS = [
  '<p>',
  '</p>',
  '<strong>',
  '</strong>',
  '<em>',
  '</em>',
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<ul>',
  '</ul>',
  '<ol>',
  '</ol>',
  '<li>',
  '</li>',
  '<br>',
  '<br/>',
  '<br />',
];
const TEXTS = [
  'Villa',
  ' ',
  '  \n ',
  'a b',
  '\u00a0',
  'é à ü',
  '😀',
  '\ud800',
  '\u0000',
  '\r\n',
  '\t',
  '"q"',
  "l'",
  '= / ! ?',
  '-->',
];
/** Markup the shortcut must leave to the parser: near misses of the bare tags, code, entities, stray brackets. */
const OTHER_MARKUP = [
  '<P>',
  '</P>',
  '<p >',
  '<p/>',
  '< p>',
  '</ p>',
  '</p >',
  '<br  />',
  '</br>',
  '<br/ >',
  '<BR>',
  '<strong class="x">',
  '<p onclick="alert(1)">',
  '<span>',
  '</span>',
  '<div>',
  '<h2>',
  '<u>',
  '<li/>',
  '<script>',
  '</script>',
  '<style>',
  '<textarea>',
  '<title>',
  '<svg>',
  '<math>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">',
  '</a>',
  '<!-- x -->',
  '<!--',
  '<![CDATA[x]]>',
  '<?x?>',
  '<!DOCTYPE html>',
  '&amp;',
  '&lt;script&gt;',
  '&nbsp;',
  '&',
  '<',
  '>',
  '<<p>>',
  '<p',
];

/** Every input the shortcut answers must get sanitize-html's answer; returns how many it answered. */
function expectParserAnswer(inputs: Iterable<string>): number {
  let answered = 0;
  for (const html of inputs) {
    const shortcut = bareFormattingHtml(html);
    if (shortcut === null) continue;
    answered += 1;
    // toBe's message names the input, so a failure shows the markup at fault.
    expect({ html, result: shortcut }).toEqual({ html, result: descriptionByParser(html) });
  }
  return answered;
}

describe(bareFormattingHtml.name, () => {
  it("gives sanitize-html's answer for the CRM's usual descriptions", () => {
    const descriptions = [
      '<p>Ce bien de 48 m² se trouve à Ixelles. <strong>De grandes baies vitrées.</strong></p><p>Un séjour.<br>Idéal.</p>',
      '<p><b>Villa</b> 4 façades, <i>jardin</i> sud</p>',
      '<ul><li>Cave</li><li>Grenier</li></ul>',
      '<p>Trois chambres</p>\n<p> </p>\n<p>Garage</p>',
      '<p>unclosed <strong>bold',
      '<p><br></p><p>Texte</p>',
      'Texte sans balise<br/>sur deux lignes',
    ];
    expect(expectParserAnswer(descriptions)).toBe(descriptions.length);
    expect(bareFormattingHtml('<p>Un <b>séjour</b><br></p><p>  </p>')).toBe('<p>Un <strong>séjour</strong><br /></p>');
  });

  it('leaves every other piece of markup to the parser', () => {
    for (const piece of OTHER_MARKUP) {
      expect({ piece, result: bareFormattingHtml(`<p>Villa ${piece} jardin</p>`) }).toEqual({ piece, result: null });
    }
  });

  it('leaves to the parser the nesting htmlparser2 repairs on its own', () => {
    for (const html of [
      '<p>a<p>b',
      '<p><ul><li>x</li></ul></p>',
      '<p><ol>',
      '<li>a<li>b',
      '<b>x</strong>',
      '</p>',
      'x</li>',
    ]) {
      expect({ html, result: bareFormattingHtml(html) }).toEqual({ html, result: null });
    }
  });

  it('agrees with sanitize-html on every sequence of up to three pieces', () => {
    const pieces = [...BARE_TAGS, 'x', ' ', '<P>', '</br>', '&amp;', '<script>', '<span>'];
    const inputs: string[] = [];
    for (const a of pieces) for (const b of pieces) for (const c of ['', ...pieces]) inputs.push(a + b + c);
    // Most sequences close what is not open: the shortcut must still answer a fair share, or this would prove nothing.
    expect(expectParserAnswer(inputs)).toBeGreaterThan(inputs.length / 10);
  });

  it('agrees with sanitize-html on generated nested markup, with the odd wrong or missing closing tag', () => {
    const next = random(7);
    const pick = (list: readonly string[]) => list[Math.floor(next() * list.length)] as string;
    const names = ['p', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li'];
    const inputs: string[] = [];
    for (let index = 0; index < 20_000; index += 1) {
      let html = '';
      const open: string[] = [];
      const length = 1 + Math.floor(next() * 20);
      for (let piece = 0; piece < length; piece += 1) {
        const draw = next();
        if (draw < 0.35) html += pick(TEXTS);
        else if (draw < 0.6) {
          const name = pick(names);
          open.push(name);
          html += `<${name}>`;
        } else if (draw < 0.88 && open.length > 0) html += `</${open.pop()}>`;
        else if (draw < 0.94) html += pick(['<br>', '<br/>', '<br />']);
        else if (draw < 0.98) html += `</${pick(names)}>`;
        else html += pick(OTHER_MARKUP);
      }
      while (open.length > 0 && next() < 0.7) html += `</${open.pop()}>`;
      inputs.push(html);
    }
    expect(expectParserAnswer(inputs)).toBeGreaterThan(inputs.length / 3);
  });

  it('agrees with sanitize-html on generated markup, hostile pieces mixed in', () => {
    const next = random(20_260_401);
    const pick = (list: readonly string[]) => list[Math.floor(next() * list.length)] as string;
    const inputs: string[] = [];
    for (let index = 0; index < 20_000; index += 1) {
      let html = '';
      const length = 1 + Math.floor(next() * 14);
      for (let piece = 0; piece < length; piece += 1) {
        const draw = next();
        html += draw < 0.5 ? pick(BARE_TAGS) : draw < 0.97 ? pick(TEXTS) : pick(OTHER_MARKUP);
      }
      inputs.push(html);
    }
    expect(expectParserAnswer(inputs)).toBeGreaterThan(inputs.length / 10);
  });
});

describe(sanitiseDescriptionHtml.name, () => {
  it('answers through the shortcut and through the parser alike', () => {
    expect(sanitiseDescriptionHtml(' <p>Villa <b>4 façades</b></p> ')).toBe('<p>Villa <strong>4 façades</strong></p>');
    expect(sanitiseDescriptionHtml(' <p>Villa <b class="x">4 façades</b></p> ')).toBe(
      '<p>Villa <strong>4 façades</strong></p>',
    );
  });
});
