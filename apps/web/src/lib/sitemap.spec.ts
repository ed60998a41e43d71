import { sitemapEntries, SITEMAP_STATIC_PATHS } from './sitemap';

const SITE = 'https://immo.example.be';

describe(sitemapEntries.name, () => {
  it('lists every static page in every language, each with all four alternates', () => {
    const entries = sitemapEntries(SITE, {});
    expect(entries).toHaveLength(SITEMAP_STATIC_PATHS.length * 4);
    const valuation = entries.find((entry) => entry.url === `${SITE}/fr/estimation-gratuite/`);
    expect(valuation?.alternates?.languages).toEqual({
      nl: `${SITE}/nl/gratis-schatting/`,
      fr: `${SITE}/fr/estimation-gratuite/`,
      en: `${SITE}/en/free-valuation/`,
      de: `${SITE}/de/kostenlose-bewertung/`,
    });
    expect(entries.map((entry) => entry.url)).toEqual(
      expect.arrayContaining([`${SITE}/nl/`, `${SITE}/de/zu-vermieten/`, `${SITE}/en/Privacy-statement/`]),
    );
  });

  it("gives each property its canonical URL in each language, from that language's title", () => {
    const entries = sitemapEntries(SITE, {
      fr: [{ id: 12, goal: 0, city: 'Liège', title: 'Maison' }],
      nl: [{ id: 12, goal: 0, city: 'Luik', title: 'Huis' }],
    });
    const languages = {
      nl: `${SITE}/nl/te-koop/luik/huis/12/`,
      fr: `${SITE}/fr/a-vendre/liege/maison/12/`,
      // No English or German list entry: the first language's names.
      en: `${SITE}/en/for-sale/luik/huis/12/`,
      de: `${SITE}/de/zu-verkaufen/luik/huis/12/`,
    };
    const property = entries.filter((entry) => entry.url.endsWith('/12/'));
    expect(property.map((entry) => entry.url).sort()).toEqual(Object.values(languages).sort());
    for (const entry of property) expect(entry.alternates?.languages).toEqual(languages);
  });

  it('puts a rental under the rent slugs', () => {
    const urls = sitemapEntries(SITE, { de: [{ id: 5, goal: 1, city: 'Eupen', title: 'Haus' }] }).map((e) => e.url);
    expect(urls).toContain(`${SITE}/de/zu-vermieten/eupen/haus/5/`);
    expect(urls).toContain(`${SITE}/fr/a-louer/eupen/haus/5/`);
  });
});
