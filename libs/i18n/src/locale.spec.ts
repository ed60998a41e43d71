import { defaultLocale } from './locale';

describe(defaultLocale.name, () => {
  it.each([
    ['nl', 'nl'],
    ['de', 'de'],
    [' EN ', 'en'],
  ])('uses the configured locale %p', (env, expected) => {
    expect(defaultLocale(env)).toBe(expected);
  });

  it.each([undefined, '', 'es', 'nl-BE'])('falls back to French for %p', (env) => {
    expect(defaultLocale(env)).toBe('fr');
  });

  it('falls back to French without an argument', () => {
    expect(defaultLocale()).toBe('fr');
  });
});
