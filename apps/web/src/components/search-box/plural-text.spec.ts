import { formatNumber } from '@immo/domain';
import { formatPlural, pluralTextFrom } from './plural-text';

// Stands in for next-intl's t() on `{count, plural, =0 {…} one {# …} other {# …}}`:
// like ICU, it writes `#` in the language's own number style.
function translator(locale: string, zero: string, one: string, other: string) {
  return (count: number) => {
    if (count === 0) return zero;
    if (new Intl.PluralRules(locale).select(count) === 'one')
      return one.replace('#', new Intl.NumberFormat(locale).format(count));
    return other.replace('#', new Intl.NumberFormat(locale).format(count));
  };
}

/** What the site shows: the message with its count in the one number style. */
function siteStyle(text: string, count: number, locale: string): string {
  return text.replace(new Intl.NumberFormat(locale).format(count), formatNumber(count));
}

describe(formatPlural.name, () => {
  it('gives the text the site shows for the full message, for every count', () => {
    for (const locale of ['en', 'nl', 'fr', 'de']) {
      const t = translator(locale, 'No results', '# result', '# results');
      const text = pluralTextFrom(locale, t);
      for (const count of [0, 1, 2, 5, 21, 1000, 1234567]) {
        expect(formatPlural(text, count, locale)).toBe(siteStyle(t(count), count, locale));
      }
    }
  });

  it('writes counts of a thousand and more in the site’s number style in every language', () => {
    for (const locale of ['en', 'nl', 'fr', 'de']) {
      const text = pluralTextFrom(locale, translator(locale, 'No results', '# result', '# results'));
      expect(formatPlural(text, 1234, locale)).toBe('1.234 results');
    }
  });

  it('uses the =0 form for nothing found, even where 0 is grammatically singular (fr)', () => {
    const text = pluralTextFrom('fr', translator('fr', 'Aucun résultat', '# résultat', '# résultats'));
    expect(formatPlural(text, 0, 'fr')).toBe('Aucun résultat');
    expect(formatPlural(text, 1, 'fr')).toBe('1 résultat');
    expect(formatPlural(text, 3, 'fr')).toBe('3 résultats');
  });
});
