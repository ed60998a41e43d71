import { normalizeSearchText } from './normalize-search-text';

describe(normalizeSearchText.name, () => {
  it('lets a visitor type a city without accents', () => {
    expect(normalizeSearchText('Liège')).toBe(normalizeSearchText('liege'));
    expect(normalizeSearchText('  LIÈGE ')).toBe('liege');
  });

  it('keeps punctuation and inner spacing so references still match', () => {
    expect(normalizeSearchText(' V-1234 ')).toBe('v-1234');
    expect(normalizeSearchText('Sint-Jans-Molenbeek  Centre')).toBe('sint-jans-molenbeek  centre');
  });

  it('spells out ligatures', () => {
    expect(normalizeSearchText('Œuvre Straße')).toBe('oeuvre strasse');
  });
});
