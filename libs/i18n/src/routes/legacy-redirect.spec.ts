import { isSitePath, legacyRedirect } from './legacy-redirect';

describe(legacyRedirect.name, () => {
  it.each([
    ['/', 'nl', '/nl/'],
    ['/for-sale/', 'fr', '/fr/a-vendre/'],
    ['/for-rent/?city=Namur%7C5000', 'de', '/de/zu-vermieten/?city=Namur%7C5000'],
    ['/for-sale/old/filter/', 'nl', '/nl/te-koop/'],
    ['/projects/', 'de', '/de/projekte/'],
    ['/Notre-agence/', 'nl', '/nl/Notre-agence/'],
    ['/Privacy-statement/', 'en', '/en/Privacy-statement/'],
    ['/privacy-statement/', 'en', '/en/Privacy-statement/'],
  ] as const)('sends the original path %s in %s to %s', (path, locale, expected) => {
    expect(legacyRedirect(path, locale)).toBe(expected);
  });

  it.each([
    ['/nl/a-vendre/', '/nl/te-koop/'],
    ['/nl/Projects', '/nl/projecten/'],
    ['/fr/for-sale/', '/fr/a-vendre/'],
    ['/en/te-koop/liege/huis/12/', '/en/for-sale/liege/huis/12/'],
    ['/fr/A-Vendre/', '/fr/a-vendre/'],
  ] as const)('keeps the language of the prefix in %s → %s', (path, expected) => {
    expect(legacyRedirect(path, 'de')).toBe(expected);
  });

  it.each(['/nl/projecten/', '/fr/a-vendre/', '/de/zu-verkaufen/eupen/haus/3/'])(
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

  it("sends the spec's owner login and its portal pages to their page in the language", () => {
    expect(legacyRedirect('/login/', 'fr')).toBe('/fr/login/');
    expect(legacyRedirect('/nl/login', 'fr')).toBe('/nl/login/');
    expect(legacyRedirect('/owner/', 'fr')).toBe('/fr/espace-proprietaire/');
    expect(legacyRedirect('/fr/login/forgot-password/', 'fr')).toBe('/fr/login/mot-de-passe-oublie/');
  });

  it("sends the spec's addresses of built pages to the localized page", () => {
    // Built since issue 13.
    expect(legacyRedirect('/demand-register/', 'fr')).toBe('/fr/recherche/');
  });

  it('sends the original contact, valuation and thank-you paths to their page in the language', () => {
    expect(legacyRedirect('/contact/', 'fr')).toBe('/fr/contact/');
    expect(legacyRedirect('/contact-demand/', 'nl')).toBe('/nl/gratis-schatting/');
    expect(legacyRedirect('/feedback/contact-demand/', 'fr')).toBe('/fr/merci/estimation-gratuite/');
    expect(legacyRedirect('/de/contact-demand/', 'fr')).toBe('/de/kostenlose-bewertung/');
  });
});

describe(isSitePath.name, () => {
  it('knows the built pages in any language and the original paths', () => {
    for (const path of [
      '/',
      '/for-sale/',
      '/fr/a-vendre/',
      '/nl/projecten/',
      '/property/12/',
      '/project/9/',
      '/en/Disclaimer/',
      '/fr/contact/',
      '/fr/estimation-gratuite/',
      '/en/thank-you/site-contact/',
    ]) {
      expect(isSitePath(path)).toBe(true);
    }
  });

  it('knows nothing else: no redirect may lead there', () => {
    for (const path of ['/map/', '/wp-admin/', '/fr/login/nothing/', 'https://example.be/']) {
      expect(isSitePath(path)).toBe(false);
    }
  });
});
