import { localizedCities, localizedCity, pickLocalized } from './localized';

describe(pickLocalized.name, () => {
  it('prefers the locale, then French, then any language', () => {
    expect(pickLocalized({ nl: 'NL', fr: 'FR' }, 'nl')).toBe('NL');
    expect(pickLocalized({ nl: 'NL', fr: 'FR' }, 'de')).toBe('FR');
    expect(pickLocalized({ en: 'EN' }, 'de')).toBe('EN');
    expect(pickLocalized({ en: '' }, 'de')).toBe('');
  });
});

describe(localizedCity.name, () => {
  it("names the city in the visitor's language, else as the CRM does", () => {
    const ixelles = { city: 'Ixelles', cityNames: { fr: 'Ixelles', nl: 'Elsene', en: ' ' } };
    expect(localizedCity(ixelles, 'nl')).toBe('Elsene');
    expect(localizedCity(ixelles, 'en')).toBe('Ixelles');
    expect(localizedCity(ixelles, 'de')).toBe('Ixelles');
    expect(localizedCity({ city: 'Ixelles', cityNames: null }, 'nl')).toBe('Ixelles');
    expect(localizedCity({ city: null }, 'nl')).toBe('');
  });

  it('gives every language its name at once', () => {
    expect(localizedCities({ city: 'Liège', cityNames: { nl: 'Luik', de: 'Lüttich' } })).toEqual({
      fr: 'Liège',
      nl: 'Luik',
      en: 'Liège',
      de: 'Lüttich',
    });
  });
});
