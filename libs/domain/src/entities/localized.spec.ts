import { pickLocalized } from './localized';

describe(pickLocalized.name, () => {
  it('prefers the locale, then French, then any language', () => {
    expect(pickLocalized({ nl: 'NL', fr: 'FR' }, 'nl')).toBe('NL');
    expect(pickLocalized({ nl: 'NL', fr: 'FR' }, 'de')).toBe('FR');
    expect(pickLocalized({ en: 'EN' }, 'de')).toBe('EN');
    expect(pickLocalized({ en: '' }, 'de')).toBe('');
  });
});
