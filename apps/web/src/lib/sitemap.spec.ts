import type { SitemapDto, SitemapEntryDto } from '@immo/domain';
import {
  parseSitemapFile,
  renderSitemapIndex,
  renderUrlSet,
  SITEMAP_CHUNK_SIZE,
  SITEMAP_STATIC_PATHS,
  sitemapFiles,
  sitemapIndexFiles,
  sitemapUrls,
} from './sitemap';

const SITE = 'https://immo.example.be';

function property(overrides: Partial<SitemapEntryDto> = {}): SitemapEntryDto {
  return {
    id: 12,
    goal: 0,
    cities: { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' },
    titles: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' },
    changedAt: '2025-12-17T17:00:00.000Z',
    ...overrides,
  };
}

const empty: SitemapDto = { properties: [], projects: [] };

describe(sitemapUrls.name, () => {
  it('lists every static page in every language in pages.xml, each with all four alternates', () => {
    const urls = sitemapUrls({ kind: 'pages' }, SITE, empty) ?? [];
    expect(urls).toHaveLength(SITEMAP_STATIC_PATHS.length * 4);
    expect(urls.find((entry) => entry.url === `${SITE}/fr/estimation-gratuite/`)?.languages).toEqual({
      nl: `${SITE}/nl/gratis-schatting/`,
      fr: `${SITE}/fr/estimation-gratuite/`,
      en: `${SITE}/en/free-valuation/`,
      de: `${SITE}/de/kostenlose-bewertung/`,
    });
    expect(urls.map((entry) => entry.url)).toEqual(expect.arrayContaining([`${SITE}/nl/projecten/`, `${SITE}/de/zu-vermieten/`]));
    expect(urls.every((entry) => entry.lastModified === undefined)).toBe(true);
  });

  it('adds each project in every language with its change date', () => {
    const project = { id: 9001, cities: { nl: 'Spa', fr: 'Spa', en: 'Spa', de: 'Spa' }, titles: { nl: 'Park', fr: 'Parc', en: 'Park', de: 'Park' }, changedAt: '2025-01-02T00:00:00.000Z' };
    const urls = sitemapUrls({ kind: 'pages' }, SITE, { properties: [], projects: [project] }) ?? [];
    const fr = urls.find((entry) => entry.url === `${SITE}/fr/projets/spa/parc/9001/`);
    expect(fr).toMatchObject({ lastModified: '2025-01-02T00:00:00.000Z' });
    expect(fr?.languages.de).toBe(`${SITE}/de/projekte/spa/park/9001/`);
  });

  it("gives a language's file that language's canonical property URLs, with every alternate and the CRM change date", () => {
    const urls = sitemapUrls({ kind: 'properties', locale: 'nl', chunk: 1 }, SITE, { properties: [property()], projects: [] }) ?? [];
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
    const urls = sitemapUrls({ kind: 'properties', locale: 'fr', chunk: 1 }, SITE, { properties: [property({ id: 5, goal: 1 })], projects: [] });
    expect(urls?.[0]?.url).toBe(`${SITE}/fr/a-louer/liege/maison/5/`);
  });

  it('splits properties into chunks and has no chunk past the last', () => {
    const properties = Array.from({ length: SITEMAP_CHUNK_SIZE + 1 }, (_, index) => property({ id: index + 1 }));
    expect(sitemapUrls({ kind: 'properties', locale: 'en', chunk: 1 }, SITE, { properties, projects: [] })).toHaveLength(SITEMAP_CHUNK_SIZE);
    expect(sitemapUrls({ kind: 'properties', locale: 'en', chunk: 2 }, SITE, { properties, projects: [] })?.[0]?.url).toContain(`/${SITEMAP_CHUNK_SIZE + 1}/`);
    expect(sitemapUrls({ kind: 'properties', locale: 'en', chunk: 3 }, SITE, { properties, projects: [] })).toBeNull();
  });
});

describe(sitemapFiles.name, () => {
  it('names pages.xml and, per language, one file per chunk of properties', () => {
    expect(sitemapFiles(0)).toEqual(['pages.xml']);
    expect(sitemapFiles(SITEMAP_CHUNK_SIZE + 1)).toEqual([
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
  });
});

describe(parseSitemapFile.name, () => {
  it('reads the names the index lists and nothing else', () => {
    expect(parseSitemapFile('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapFile('properties-de-3.xml')).toEqual({ kind: 'properties', locale: 'de', chunk: 3 });
    for (const name of ['properties-it-1.xml', 'properties-nl-0.xml', 'properties-nl-1', '../pages.xml']) {
      expect(parseSitemapFile(name)).toBeNull();
    }
  });
});

describe(sitemapIndexFiles.name, () => {
  it("dates each file by the latest CRM change among its URLs", () => {
    const files = sitemapIndexFiles({
      properties: [property({ changedAt: '2025-01-01T00:00:00.000Z' }), property({ id: 13, changedAt: '2025-03-01T00:00:00.000Z' }), property({ id: 14, changedAt: null })],
      projects: [],
    });
    expect(files[0]).toEqual({ name: 'pages.xml' });
    expect(files[1]).toEqual({ name: 'properties-nl-1.xml', lastModified: '2025-03-01T00:00:00.000Z' });
  });
});

describe(renderUrlSet.name, () => {
  it('writes escaped <loc>, hreflang links and <lastmod>', () => {
    const xml = renderUrlSet([
      { url: `${SITE}/fr/?a=1&b=2`, languages: { nl: `${SITE}/nl/`, fr: `${SITE}/fr/`, en: `${SITE}/en/`, de: `${SITE}/de/` }, lastModified: '2025-01-01T00:00:00.000Z' },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<loc>${SITE}/fr/?a=1&amp;b=2</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${SITE}/de/" />`);
    expect(xml).toContain('<lastmod>2025-01-01T00:00:00.000Z</lastmod>');
  });
});

describe(renderSitemapIndex.name, () => {
  it('lists each child sitemap under /sitemaps/', () => {
    const xml = renderSitemapIndex(SITE, [{ name: 'pages.xml' }, { name: 'properties-nl-1.xml', lastModified: '2025-01-01T00:00:00.000Z' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${SITE}/sitemaps/pages.xml</loc>`);
    expect(xml).toContain(`<loc>${SITE}/sitemaps/properties-nl-1.xml</loc>\n<lastmod>2025-01-01T00:00:00.000Z</lastmod>`);
  });
});
