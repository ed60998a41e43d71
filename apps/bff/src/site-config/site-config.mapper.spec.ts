import { toPageConfigDto, toSiteConfigDto, type SiteConfigRows } from './site-config.mapper';
import { ArticleEntity, MenuPageEntity, PageModuleEntity, SiteSettingsEntity, TopBarItemEntity } from '@immo/db';

const settings = Object.assign(new SiteSettingsEntity(), {
  agencyName: 'Immo Horizon',
  phone: '0475123456',
  email: null,
  street: '',
  zip: '',
  city: '',
  countryId: 10,
  copyright: { fr: '© {YEAR} Immo Horizon' },
  topBarShow: true,
  showSearchInput: true,
  showSearchButton: false,
  showCountProperty: true,
  showSearchCount: true,
  searchLogo: null,
  searchTitles: { fr: 'Trouvez' },
  searchDescriptions: { fr: ['{FOR_SALE_TOTAL} à vendre', '{FOR_RENT_TOTAL} à louer'] },
  bannerKind: 'image',
  bannerItems: [{ url: '/banner/home-banner.svg', alt: { fr: 'Toits', en: 'Roofs' } }],
  bannerColour: null,
  marqueeIgnoreList: [5],
  gtmId: null,
  metaPixelId: null,
});

const rows = (overrides: Partial<SiteConfigRows> = {}): SiteConfigRows => ({
  settings,
  pages: [],
  topBarItems: [],
  footerBlocks: [],
  counts: { sale: 12, rent: 3 },
  ...overrides,
});

describe(toSiteConfigDto.name, () => {
  it('hides the top bar when no item is published, even when switched on', () => {
    const draft = Object.assign(new TopBarItemEntity(), {
      id: 1,
      status: 'Draft',
      sort: 0,
      labels: { fr: 'x' },
      link: '/login/',
      icon: null,
      colour: null,
    });
    expect(toSiteConfigDto(rows({ topBarItems: [draft] }), 'fr', 2026).topBar).toEqual({ show: false, items: [] });
  });

  it('falls back to the French search texts and carries the live counts', () => {
    const dto = toSiteConfigDto(rows(), 'de', 2026);
    expect(dto.searchBlock).toMatchObject({
      title: 'Trouvez',
      descriptions: ['{FOR_SALE_TOTAL} à vendre', '{FOR_RENT_TOTAL} à louer'],
      countProperty: [12, 3],
      showSearchButton: false,
    });
    expect(dto.banner.items).toEqual([{ url: '/banner/home-banner.svg', alt: 'Toits' }]);
    expect(dto.footer.copyright).toBe('© 2026 Immo Horizon');
  });
});

describe(toPageConfigDto.name, () => {
  const page = Object.assign(new MenuPageEntity(), {
    id: 1,
    path: 'Promotion',
    titles: { fr: 'Promotion', nl: 'Promotie' },
    descriptions: {},
    metadata: {},
    isActiveSeo: true,
    image: null,
    redirect: false,
    redirectUrl: 'https://promotion.example.be/',
    showBreadCrumb: true,
    showPageBanner: false,
    bannerTitles: {},
    bannerDescriptions: {},
  });

  it('sends the redirect URL only when the redirect is switched on', () => {
    expect(toPageConfigDto(page, [], new Map(), 'nl').redirectUrl).toBeNull();
    expect(toPageConfigDto({ ...page, redirect: true } as MenuPageEntity, [], new Map(), 'nl').redirectUrl).toBe(
      'https://promotion.example.be/',
    );
  });

  it('orders published modules by position and attaches their article', () => {
    const article = Object.assign(new ArticleEntity(), {
      id: 7,
      titles: { fr: 'Bienvenue' },
      bodies: { fr: '<p>Texte</p>' },
    });
    const module = (overrides: Partial<PageModuleEntity>) =>
      Object.assign(new PageModuleEntity(), {
        type: 'contact',
        articleId: null,
        status: 'Published',
        titles: {},
        descriptions: {},
        numberItemOfRow: 4,
        maxItems: 4,
        ...overrides,
      });
    const modules = [
      module({ id: 1, position: 2, type: 'article', articleId: 7 }),
      module({ id: 2, position: 1, type: 'property-list' }),
      module({ id: 3, position: 0, status: 'Draft' }),
    ];
    const dto = toPageConfigDto(page, modules, new Map([[7, article]]), 'fr');
    expect(dto.modules.map((entry) => entry.type)).toEqual(['property-list', 'article']);
    expect(dto.modules[1]?.article).toEqual({ title: 'Bienvenue', html: '<p>Texte</p>' });
  });
});
