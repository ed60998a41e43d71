import { localizePath } from './localize-path';

describe(localizePath.name, () => {
  it('builds the property detail URL from goal, city and title', () => {
    expect(localizePath('/property/123/', 'fr', { goal: 'sale', city: 'Liège', title: 'Maison 3 chambres' })).toBe(
      '/fr/a-vendre/liege/maison-3-chambres/123/',
    );
    expect(localizePath('/property/123/', 'nl', { goal: 'rent', city: 'Liège', title: 'Maison 3 chambres' })).toBe(
      '/nl/te-huur/liege/maison-3-chambres/123/',
    );
    expect(localizePath('/property/123/', 'de', { goal: 'rent', city: 'Eupen', title: 'Haus' })).toBe(
      '/de/zu-vermieten/eupen/haus/123/',
    );
  });

  it.each([
    ['/', 'nl', '/nl/'],
    ['/for-sale/', 'fr', '/fr/a-vendre/'],
    ['/for-rent/', 'de', '/de/zu-vermieten/'],
    ['/for-rent/', 'en', '/en/for-rent/'],
    ['/contact/', 'fr', '/fr/contact/'],
    ['/demand-register/', 'fr', '/fr/recherche/'],
    ['/demand-register/', 'nl', '/nl/zoeken/'],
    ['/contact-demand/', 'fr', '/fr/estimation-gratuite/'],
    ['/contact-demand/', 'de', '/de/kostenlose-bewertung/'],
    ['/Privacy-statement/', 'nl', '/nl/Privacy-statement/'],
    ['/Notre-agence/', 'en', '/en/Notre-agence/'],
    ['/projects/', 'nl', '/nl/projecten/'],
    ['/login/', 'de', '/de/login/'],
    ['/login/password/?token=abc', 'nl', '/nl/login/password/?token=abc'],
    ['/login/forgot-password/', 'nl', '/nl/login/wachtwoord-vergeten/'],
    ['/owner/', 'fr', '/fr/espace-proprietaire/'],
    ['/owner/4101/', 'de', '/de/eigentuemer/4101/'],
    ['/feedback/contact-me/', 'fr', '/fr/merci/contact-me/'],
    ['/feedback/contact-demand/', 'fr', '/fr/merci/estimation-gratuite/'],
    ['/feedback/demand-register/', 'fr', '/fr/merci/recherche/'],
    ['/feedback/contact-demand/', 'nl', '/nl/bedankt/gratis-schatting/'],
    ['/feedback/demand-register/', 'en', '/en/thank-you/demand-register/'],
    ['/feedback/site-contact/', 'de', '/de/danke/site-contact/'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it('builds the project detail URL', () => {
    expect(localizePath('/project/9/', 'fr', { city: 'Namur', title: 'Résidence Les Tilleuls' })).toBe(
      '/fr/projets/namur/residence-les-tilleuls/9/',
    );
  });

  it('keeps the query and the hash', () => {
    expect(localizePath('/for-sale/?city=Li%C3%A8ge%7C4000&type=2', 'fr')).toBe(
      '/fr/a-vendre/?city=Li%C3%A8ge%7C4000&type=2',
    );
    expect(localizePath('/contact/#form', 'nl')).toBe('/nl/contact/#form');
  });

  it('maps anything below /for-sale/ or /for-rent/ to that list (the spec partial match)', () => {
    expect(localizePath('/for-sale/anything/', 'fr')).toBe('/fr/a-vendre/');
    expect(localizePath('/for-rent/page/2/?type=1', 'nl')).toBe('/nl/te-huur/?type=1');
  });

  it('accepts a path without its slashes, as menu entries store it', () => {
    expect(localizePath('for-sale', 'de')).toBe('/de/zu-verkaufen/');
  });

  it('translates a URL that is already localized, for the language switcher', () => {
    expect(localizePath('/nl/te-koop/?type=2', 'fr')).toBe('/fr/a-vendre/?type=2');
    expect(localizePath('/fr/merci/recherche/', 'de')).toBe('/de/danke/suchauftrag/');
    expect(localizePath('/fr/a-vendre/liege/maison/12/', 'en', { title: 'House' })).toBe(
      '/en/for-sale/liege/house/12/',
    );
  });

  it('prefixes a path the table does not know, replacing an existing prefix', () => {
    expect(localizePath('/Promotion/', 'fr')).toBe('/fr/Promotion/');
    expect(localizePath('/nl/Promotion/', 'de')).toBe('/de/Promotion/');
  });

  it('leaves external URLs alone', () => {
    expect(localizePath('https://promotion.example.be/', 'fr')).toBe('https://promotion.example.be/');
    expect(localizePath('mailto:info@example.be', 'fr')).toBe('mailto:info@example.be');
  });

  it('still gives a resolvable detail URL when a name has no letters or digits', () => {
    expect(localizePath('/property/5/', 'en', { goal: 'sale', city: 'Uccle', title: '–' })).toBe(
      '/en/for-sale/uccle/-/5/',
    );
  });
});
