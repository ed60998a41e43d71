import { formatLocaleNumber } from './format-locale-number';

describe(formatLocaleNumber.name, () => {
  it.each([
    ['nl', '1.250'],
    ['de', '1.250'],
    ['fr', '1\u202f250'],
    ['en', '1,250'],
  ] as const)('writes 1250 in the %s style', (locale, written) => {
    expect(formatLocaleNumber(1250, locale)).toBe(written);
  });

  it('keeps one decimal with the language’s decimal sign', () => {
    expect(formatLocaleNumber(72.55, 'nl')).toBe('72,6');
    expect(formatLocaleNumber(72.55, 'en')).toBe('72.6');
    expect(formatLocaleNumber(95, 'fr')).toBe('95');
  });
});
