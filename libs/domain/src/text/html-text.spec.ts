import { decodeEntities, htmlToText } from './html-text';

describe(decodeEntities.name, () => {
  it('leaves unknown entities and replaces invalid code points', () => {
    expect(decodeEntities('&unknown; &#0; &#xD800; &amp;amp;')).toBe('&unknown; \ufffd \ufffd &amp;');
  });
});

describe(htmlToText.name, () => {
  it('keeps the words of a sanitised description, one block per line', () => {
    expect(htmlToText('<p>Trois <strong>chambres</strong>,<br>jardin.</p><ul><li>Cave</li><li>Grenier</li></ul>')).toBe(
      'Trois chambres,\njardin.\nCave\nGrenier',
    );
  });

  it('decodes character references, so an escaped < stays a visible character', () => {
    expect(htmlToText('<p>Prix &lt; 300 000 &euro; &amp; frais</p>')).toBe('Prix < 300 000 € & frais');
  });

  it('leaves plain text as it is', () => {
    expect(htmlToText('  Maison 3 chambres\navec jardin ')).toBe('Maison 3 chambres\navec jardin');
  });
});
