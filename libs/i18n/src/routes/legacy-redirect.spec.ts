import { legacyRedirect } from './legacy-redirect';

describe(legacyRedirect.name, () => {
  it.each([
    ['/', 'nl', '/nl/'],
    ['/for-sale/', 'fr', '/fr/a-vendre/'],
    ['/for-rent/?city=Namur%7C5000', 'de', '/de/zu-vermieten/?city=Namur%7C5000'],
    ['/for-sale/old/filter/', 'nl', '/nl/te-koop/'],
    ['/contact-demand/', 'fr', '/fr/estimation-gratuite/'],
    ['/demand-register/', 'nl', '/nl/zoeken/'],
    ['/feedback/contact-demand/', 'fr', '/fr/merci/estimation-gratuite/'],
    ['/feedback/send-to-friend/', 'en', '/en/thank-you/send-to-friend/'],
    ['/login/', 'nl', '/nl/login/'],
    ['/contact/', 'de', '/de/contact/'],
    ['/Privacy-statement/', 'en', '/en/Privacy-statement/'],
    ['/privacy-statement/', 'en', '/en/Privacy-statement/'],
  ] as const)('sends the original path %s in %s to %s', (path, locale, expected) => {
    expect(legacyRedirect(path, locale)).toBe(expected);
  });

  it.each([
    ['/nl/login', '/nl/login/'],
    ['/fr/login', '/fr/login/'],
    ['/nl/a-vendre/', '/nl/te-koop/'],
    ['/fr/for-sale/', '/fr/a-vendre/'],
    ['/de/contact-demand/', '/de/kostenlose-bewertung/'],
    ['/fr/merci/demand-register/', '/fr/merci/recherche/'],
    ['/en/te-koop/liege/huis/12/', '/en/for-sale/liege/huis/12/'],
    ['/fr/A-Vendre/', '/fr/a-vendre/'],
  ] as const)('keeps the language of the prefix in %s → %s', (path, expected) => {
    expect(legacyRedirect(path, 'de')).toBe(expected);
  });

  it.each(['/nl/login/', '/fr/a-vendre/', '/en/thank-you/contact-me/', '/de/zu-verkaufen/eupen/haus/3/'])(
    'leaves the canonical URL %s alone',
    (path) => {
      expect(legacyRedirect(path, 'fr')).toBeNull();
    },
  );

  it('cannot redirect a bare property or project id: the BFF knows the city and title', () => {
    expect(legacyRedirect('/property/123/', 'fr')).toBeNull();
    expect(legacyRedirect('/nl/property/123/', 'fr')).toBeNull();
    expect(legacyRedirect('/project/9/', 'fr')).toBeNull();
  });

  it('is null for paths that are not ours', () => {
    expect(legacyRedirect('/wp-admin/', 'fr')).toBeNull();
    expect(legacyRedirect('/fr/nothing-here/', 'fr')).toBeNull();
    expect(legacyRedirect('https://example.be/for-sale/', 'fr')).toBeNull();
  });
});
