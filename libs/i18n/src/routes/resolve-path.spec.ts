import { locales, type Locale } from '@immo/domain';
import { localizePath, type RouteParams } from './localize-path';
import { resolvePath } from './resolve-path';
import { thankYouSlugs } from './route-table';
import { legacyRedirect } from './legacy-redirect';

interface RoundTripCase {
  path: string;
  params?: RouteParams;
  route: string;
  resolved: Record<string, string>;
}

const pages = [
  '/',
  '/for-sale/',
  '/for-rent/',
  '/projects/',
  '/demand-register/',
  '/contact-demand/',
  '/contact/',
  '/login/',
  '/Privacy-statement/',
  '/Cookie-policy/',
  '/Disclaimer/',
  '/Notre-agence/',
];

const cases: RoundTripCase[] = [
  ...pages.map((path) => ({ path, route: path, resolved: {} })),
  {
    path: '/property/123/',
    params: { goal: 'sale', city: 'Liège', title: 'Maison 3 chambres' },
    route: '/property/{id}/',
    resolved: { id: '123', goal: 'sale', city: 'liege', title: 'maison-3-chambres' },
  },
  {
    path: '/property/456/',
    params: { goal: 'rent', city: "Braine-l'Alleud", title: 'Appartement – Loft' },
    route: '/property/{id}/',
    resolved: { id: '456', goal: 'rent', city: 'braine-l-alleud', title: 'appartement-loft' },
  },
  {
    path: '/project/7/',
    params: { city: 'Namur', title: 'Les Tilleuls' },
    route: '/project/{id}/',
    resolved: { id: '7', city: 'namur', title: 'les-tilleuls' },
  },
  ...thankYouSlugs.map((slug) => ({ path: `/feedback/${slug}/`, route: '/feedback/{slug}/', resolved: { slug } })),
];

const roundTrips = locales.flatMap((locale) => cases.map((testCase) => [locale, testCase.path, testCase] as const));

describe(resolvePath.name, () => {
  it('reads a property detail URL', () => {
    expect(resolvePath('/fr/a-vendre/liege/maison-3-chambres/123/')).toEqual({
      locale: 'fr',
      route: '/property/{id}/',
      params: { id: '123', goal: 'sale', city: 'liege', title: 'maison-3-chambres' },
    });
  });

  it('reads a list URL', () => {
    expect(resolvePath('/nl/te-huur/')).toEqual({ locale: 'nl', route: '/for-rent/', params: {} });
  });

  it('ignores the query and a missing trailing slash', () => {
    expect(resolvePath('/de/zu-verkaufen?type=2')).toEqual({ locale: 'de', route: '/for-sale/', params: {} });
  });

  it.each([
    '/',
    '/for-sale/',
    '/es/a-vendre/',
    '/fr/te-koop/',
    '/fr/a-vendre/liege/maison/abc/',
    '/fr/a-vendre/liege/123/',
    '/fr/Promotion/',
    'https://example.be/fr/',
  ])('is null for %s, which is not one of our URLs', (path) => {
    expect(resolvePath(path)).toBeNull();
  });

  it.each(roundTrips)('%s: %s resolves back to its route and parameters', (locale: Locale, _path, testCase) => {
    const localized = localizePath(testCase.path, locale, testCase.params);
    expect(resolvePath(localized)).toEqual({ locale, route: testCase.route, params: testCase.resolved });
    expect(localizePath(localized, locale)).toBe(localized);
    expect(legacyRedirect(localized, locale)).toBeNull();
  });
});
