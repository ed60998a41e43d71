import type { PageConfigDto } from '@immo/domain';
import { buildPageMetadata, staticPageMetadata } from './page-metadata';

const page: PageConfigDto = {
  path: 'Notre-agence',
  title: 'Ons kantoor',
  description: 'Ons team en onze diensten.',
  metadata: { 'og:title': 'Ons kantoor – Immo Horizon' },
  isActiveSEO: true,
  showBreadCrumb: true,
  showPageBanner: false,
  bannerTitle: '',
  bannerDescription: '',
  image: null,
  redirectUrl: null,
  modules: [],
};

describe(buildPageMetadata.name, () => {
  it('takes title, description and Open Graph from the page config, with hreflang alternates', () => {
    const metadata = buildPageMetadata(page, { path: 'Notre-agence', locale: 'nl', fallbackTitle: 'Our agency' });
    expect(metadata.title).toBe('Ons kantoor');
    expect(metadata.description).toBe('Ons team en onze diensten.');
    expect(metadata.alternates).toEqual({
      canonical: '/nl/Notre-agence/',
      languages: { nl: '/nl/Notre-agence/', fr: '/fr/Notre-agence/', en: '/en/Notre-agence/', de: '/de/Notre-agence/' },
    });
    expect(metadata.openGraph).toMatchObject({
      title: 'Ons kantoor – Immo Horizon',
      description: 'Ons team en onze diensten.',
      url: '/nl/Notre-agence/',
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('falls back to the given title when the page is not configured', () => {
    const metadata = buildPageMetadata(null, { path: 'for-sale', locale: 'fr', fallbackTitle: 'Biens à vendre' });
    expect(metadata.title).toBe('Biens à vendre');
    expect(metadata.alternates?.canonical).toBe('/fr/a-vendre/');
  });

  it('uses / for the home page and keeps search engines out when SEO is off', () => {
    const metadata = buildPageMetadata(
      { ...page, path: 'home', isActiveSEO: false },
      { path: 'home', locale: 'en', fallbackTitle: 'Home' },
    );
    expect(metadata.alternates?.canonical).toBe('/en/');
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe(staticPageMetadata.name, () => {
  it("points the canonical URL at the page in the visitor's language, with every language's URL as hreflang", () => {
    const metadata = staticPageMetadata('fr', '/contact-demand/', 'Estimation gratuite', 'Un agent vous rappelle.');
    expect(metadata).toMatchObject({ title: 'Estimation gratuite', description: 'Un agent vous rappelle.' });
    expect(metadata.alternates?.canonical).toBe((metadata.alternates?.languages as Record<string, string>).fr);
    expect(Object.keys(metadata.alternates?.languages ?? {}).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(metadata.alternates?.canonical).toMatch(/^\/fr\//);
  });
});
