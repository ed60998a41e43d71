// Letters that Unicode decomposition leaves alone but PostgreSQL's unaccent
// rules (and readers) spell out in ASCII.
const LETTER_SPELLINGS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};
/** Printable ASCII: no decomposition, no mark, no letter to spell out. */
const PLAIN_ASCII = /^[ -~]*$/;
const SPELLED_LETTERS = new RegExp(`[${Object.keys(LETTER_SPELLINGS).join('')}]`, 'g');

/**
 * Removes diacritics (`Liège` → `Liege`) and spells out ligatures
 * (`œ` → `oe`, `ß` → `ss`). NFKD also folds compatibility forms such as `ﬁ`
 * and `²`, which unaccent folds as well.
 */
export function stripAccents(text: string): string {
  // Nothing to change (most words the CRM sends): the normalisation below is far dearer than this test.
  if (PLAIN_ASCII.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(SPELLED_LETTERS, (letter) => LETTER_SPELLINGS[letter] ?? letter);
}
