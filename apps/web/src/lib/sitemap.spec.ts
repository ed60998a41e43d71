import type { SitemapEntryDto } from '@immo/domain';
import {
  pagesUrls,
  parseSitemapFile,
  propertyFileUrls,
  renderSitemapIndex,
  renderUrlSet,
  SITEMAP_STATIC_PATHS,
  sitemapIndexFiles,
} from './sitemap';

const SITE = 'https://immo.example.be';

function property(overrides: Partial<SitemapEntryDto> = {}): SitemapEntryDto {
  return {
    id: 12,
    goal: 'sale',
    cities: { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' },
    titles: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' },
    changedAt: '2025-12-17T17:00:00.000Z',
    ...overrides,
  };
}

describe('sitemap URLs', () => {
  it('lists every static page in every language in pages.xml, each with all four alternates', () => {
    const urls = pagesUrls(SITE, []);
    expect(urls).toHaveLength(SITEMAP_STATIC_PATHS.length * 4);
    expect(urls.find((entry) => entry.url === `${SITE}/fr/a-louer/`)?.languages).toEqual({
      nl: `${SITE}/nl/te-huur/`,
      fr: `${SITE}/fr/a-louer/`,
      en: `${SITE}/en/for-rent/`,
      de: `${SITE}/de/zu-vermieten/`,
    });
    expect(urls.map((entry) => entry.url)).toEqual(
      expect.arrayContaining([`${SITE}/nl/projecten/`, `${SITE}/de/zu-vermieten/`]),
    );
    expect(urls.every((entry) => entry.lastModified === undefined)).toBe(true);
  });

  it('adds each project in every language with its change date', () => {
    const project = {
      id: 9001,
      cities: { nl: 'Spa', fr: 'Spa', en: 'Spa', de: 'Spa' },
      titles: { nl: 'Park', fr: 'Parc', en: 'Park', de: 'Park' },
      changedAt: '2025-01-02T00:00:00.000Z',
    };
    const urls = pagesUrls(SITE, [project]);
    const fr = urls.find((entry) => entry.url === `${SITE}/fr/projets/spa/parc/9001/`);
    expect(fr).toMatchObject({ lastModified: '2025-01-02T00:00:00.000Z' });
    expect(fr?.languages.de).toBe(`${SITE}/de/projekte/spa/park/9001/`);
  });

  it("gives a language's file that language's canonical property URLs, with every alternate and the CRM change date", () => {
    const urls = propertyFileUrls(SITE, 'nl', [property()]);
    expect(urls).toEqual([
      {
        url: `${SITE}/nl/te-koop/luik/huis/12/`,
        languages: {
          nl: `${SITE}/nl/te-koop/luik/huis/12/`,
          fr: `${SITE}/fr/a-vendre/liege/maison/12/`,
          en: `${SITE}/en/for-sale/liege/house/12/`,
          de: `${SITE}/de/zu-verkaufen/luttich/haus/12/`,
        },
        lastModified: '2025-12-17T17:00:00.000Z',
      },
    ]);
  });

  it('puts a rental under the rent slugs', () => {
    const urls = propertyFileUrls(SITE, 'fr', [property({ id: 5, goal: 'rent' })]);
    expect(urls?.[0]?.url).toBe(`${SITE}/fr/a-louer/liege/maison/5/`);
  });
});

describe(parseSitemapFile.name, () => {
  it('reads the names the index lists and nothing else', () => {
    expect(parseSitemapFile('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapFile('properties-de-3.xml')).toEqual({ kind: 'properties', locale: 'de', file: 3 });
    for (const name of ['properties-it-1.xml', 'properties-nl-0.xml', 'properties-nl-1', '../pages.xml']) {
      expect(parseSitemapFile(name)).toBeNull();
    }
  });
});

describe(sitemapIndexFiles.name, () => {
  it("names pages.xml and each language's property files, dated by the BFF's latest change of each", () => {
    const files = sitemapIndexFiles({
      propertyFiles: [{ lastModified: '2025-03-01T00:00:00.000Z' }, { lastModified: null }],
      projectsLastModified: '2025-01-02T00:00:00.000Z',
    });
    expect(files.map((file) => file.name)).toEqual([
      'pages.xml',
      'properties-nl-1.xml',
      'properties-nl-2.xml',
      'properties-fr-1.xml',
      'properties-fr-2.xml',
      'properties-en-1.xml',
      'properties-en-2.xml',
      'properties-de-1.xml',
      'properties-de-2.xml',
    ]);
    expect(files[0]).toEqual({ name: 'pages.xml', lastModified: '2025-01-02T00:00:00.000Z' });
    expect(files[1]).toEqual({ name: 'properties-nl-1.xml', lastModified: '2025-03-01T00:00:00.000Z' });
    expect(files[2]).toEqual({ name: 'properties-nl-2.xml' });
    expect(sitemapIndexFiles({ propertyFiles: [], projectsLastModified: null })).toEqual([{ name: 'pages.xml' }]);
  });
});

describe(renderUrlSet.name, () => {
  it('writes escaped <loc>, hreflang links and <lastmod>', () => {
    const xml = renderUrlSet([
      {
        url: `${SITE}/fr/?a=1&b=2`,
        languages: { nl: `${SITE}/nl/`, fr: `${SITE}/fr/`, en: `${SITE}/en/`, de: `${SITE}/de/` },
        lastModified: '2025-01-01T00:00:00.000Z',
      },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<loc>${SITE}/fr/?a=1&amp;b=2</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${SITE}/de/" />`);
    expect(xml).toContain('<lastmod>2025-01-01T00:00:00.000Z</lastmod>');
  });
});

describe(renderSitemapIndex.name, () => {
  it('lists each child sitemap under /sitemaps/', () => {
    const xml = renderSitemapIndex(SITE, [
      { name: 'pages.xml' },
      { name: 'properties-nl-1.xml', lastModified: '2025-01-01T00:00:00.000Z' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${SITE}/sitemaps/pages.xml</loc>`);
    expect(xml).toContain(
      `<loc>${SITE}/sitemaps/properties-nl-1.xml</loc>\n<lastmod>2025-01-01T00:00:00.000Z</lastmod>`,
    );
  });
});
