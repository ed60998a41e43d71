import {
  ZPageConfigDtoSchema,
  ZSiteConfigDtoSchema,
  type PageConfigDto,
  type PropertyCountsDto,
  type SiteConfigDto,
} from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { MenuPageEntity } from '@immo/db';
import { createTestApp, type TestApp } from './support/test-app';
import { expectShape } from './support/expect-shape';

// Runs on the migration's seed, plus a few rows of its own (removed again in
// afterAll) for what the seed does not show: a draft entry and nested children.
describe('site configuration API', () => {
  let testApp: TestApp;
  let server: App;

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    const pages = testApp.dataSource.getRepository(MenuPageEntity);
    const about = await pages.findOneByOrFail({ path: 'Notre-agence' });
    const page = (overrides: Partial<MenuPageEntity>) =>
      Object.assign(new MenuPageEntity(), { name: overrides.path, titles: {}, ...overrides });
    await pages.save([
      page({
        path: 'test-team',
        parentId: about.id,
        status: 'Published',
        sort: 2,
        titles: { fr: 'Équipe', nl: 'Team' },
      }),
      page({ path: 'test-history', parentId: about.id, status: 'Published', sort: 1, titles: { fr: 'Histoire' } }),
      page({ path: 'test-hidden-child', parentId: about.id, status: 'Draft', sort: 0 }),
      page({ path: 'test-draft', status: 'Draft', sort: 5, titles: { fr: 'Brouillon' } }),
    ]);
  });

  afterAll(async () => {
    await testApp.dataSource.query(`DELETE FROM menu_pages WHERE path LIKE 'test-%'`);
    await testApp.app.close();
  });

  const siteConfig = async (locale: string) =>
    (await request(server).get(`/api/site-config?locale=${locale}`).expect(200)).body as SiteConfigDto;

  it('serves the published menu in sort order, children nested and drafts left out', async () => {
    const config = await siteConfig('fr');
    expectShape(ZSiteConfigDtoSchema, config);
    const visible = config.menu.filter((item) => !item.hidden);
    expect(visible.map((item) => item.path)).toEqual([
      'home',
      'for-sale',
      'for-rent',
      'projects',
      'demand-register',
      'Notre-agence',
      'Promotion',
      'contact',
    ]);
    expect(config.menu.map((item) => item.path)).not.toContain('test-draft');
    const about = config.menu.find((item) => item.path === 'Notre-agence');
    expect(about?.children.map((child) => child.title)).toEqual(['Histoire', 'Équipe']);
  });

  it('titles the menu in the requested language, falling back to French', async () => {
    const config = await siteConfig('nl');
    expect(config.menu.find((item) => item.path === 'for-sale')?.title).toBe('Te koop');
    const about = config.menu.find((item) => item.path === 'Notre-agence');
    expect(about?.children.map((child) => child.title)).toEqual(['Histoire', 'Team']);
  });

  it('sends the promotion entry with its external URL and the legal pages as hidden entries', async () => {
    const config = await siteConfig('en');
    expect(config.menu.find((item) => item.path === 'Promotion')?.redirectUrl).toBe('https://promotion.example.be/');
    expect(config.menu.filter((item) => item.hidden).map((item) => item.path)).toEqual([
      'Privacy-statement',
      'Cookie-policy',
      'Disclaimer',
    ]);
  });

  it('hides footer texts that are not public and fills the copyright year', async () => {
    const config = await siteConfig('de');
    const hours = config.footer.blocks.find((block) => block.title === 'Öffnungszeiten');
    expect(hours?.introText).toContain('Montag bis Freitag');
    expect(hours?.fullText).toBeNull();
    expect(config.footer.copyright).toBe(`© ${new Date().getFullYear()} Immo Horizon – Alle Rechte vorbehalten`);
  });

  it('shows a text again once the operator makes it public', async () => {
    await testApp.dataSource.query(
      `UPDATE footer_blocks SET full_texts = jsonb_set(full_texts, '{en,public}', 'true') WHERE titles ->> 'en' = 'Opening hours'`,
    );
    try {
      const config = await siteConfig('en');
      expect(config.footer.blocks.find((block) => block.title === 'Opening hours')?.fullText).toBe(
        '<p>Closed from 24 December to 2 January.</p>',
      );
    } finally {
      await testApp.dataSource.query(
        `UPDATE footer_blocks SET full_texts = jsonb_set(full_texts, '{en,public}', 'false') WHERE titles ->> 'en' = 'Opening hours'`,
      );
    }
  });

  it('fills the search block with the live property counts', async () => {
    const config = await siteConfig('fr');
    const [live] = (await testApp.dataSource.query(
      `SELECT count(*) FILTER (WHERE goal = 0)::int AS sale, count(*) FILTER (WHERE goal <> 0)::int AS rent FROM properties WHERE withdrawn_at IS NULL`,
    )) as PropertyCountsDto[];
    expect(config.searchBlock.countProperty).toEqual([live!.sale, live!.rent]);
    expect(config.searchBlock).toMatchObject({
      showSearchInput: true,
      showSearchButton: true,
      showCountProperty: true,
      showSearchCount: true,
    });
    expect(config.searchBlock.descriptions[0]).toContain('{FOR_SALE_TOTAL}');
    expect(config.searchBlock.descriptions[1]).toContain('{FOR_RENT_TOTAL}');
  });

  it('serves the agency facts, the top bar and the tracking ids', async () => {
    const config = await siteConfig('en');
    expect(config).toMatchObject({
      agencyName: 'Immo Horizon',
      phone: '0475123456',
      tracking: { gtmId: null, metaPixelId: null },
    });
    expect(config.topBar.show).toBe(true);
    expect(config.topBar.items.map((item) => item.link)).toEqual(['mailto:contact@example.be', '/contact/', '/login/']);
    expect(config.banner.kind).toBe('image');
  });

  it('answers a published page with its modules and sanitised article', async () => {
    const page = (await request(server).get('/api/pages/Notre-agence?locale=nl').expect(200)).body as PageConfigDto;
    expectShape(ZPageConfigDtoSchema, page);
    expect(page).toMatchObject({
      path: 'Notre-agence',
      title: 'Ons kantoor',
      showBreadCrumb: true,
      metadata: { 'og:title': 'Ons kantoor' },
    });
    expect(page.modules).toHaveLength(1);
    expect(page.modules[0]?.article?.html).toContain('<h2>Onze diensten</h2>');
  });

  it('gives the home page its news list of four per row, at most four, and its article', async () => {
    const page = (await request(server).get('/api/pages/home?locale=en').expect(200)).body as PageConfigDto;
    expect(page.modules.map((module) => module.type)).toEqual(['property-list', 'article']);
    expect(page.modules[0]).toMatchObject({ title: 'News', numberItemOfRow: 4, maxItems: 4 });
  });

  it('strips a script an operator pasted into an article', async () => {
    await testApp.dataSource.query(
      `UPDATE articles SET bodies = jsonb_set(bodies, '{en}', '"<p>Hi<script>alert(1)</script></p>"') WHERE name = 'Disclaimer'`,
    );
    const page = (await request(server).get('/api/pages/Disclaimer?locale=en').expect(200)).body as PageConfigDto;
    expect(page.modules[0]?.article?.html).toBe('<p>Hi</p>');
  });

  it('answers 404 PAGE_NOT_FOUND for a draft or unknown page, 400 for a malformed path', async () => {
    expect((await request(server).get('/api/pages/test-draft').expect(404)).body).toMatchObject({
      code: 'PAGE_NOT_FOUND',
    });
    expect((await request(server).get('/api/pages/nothing-here').expect(404)).body).toMatchObject({
      code: 'PAGE_NOT_FOUND',
    });
    await request(server).get('/api/pages/..%2Fetc').expect(400);
    await request(server).get('/api/site-config?locale=xx').expect(400);
  });

  it('lets shared caches keep both answers a minute', async () => {
    const config = await request(server).get('/api/site-config').expect(200);
    expect(config.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const page = await request(server).get('/api/pages/contact').expect(200);
    expect(page.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('documents both endpoints in OpenAPI', async () => {
    const document = (await request(server).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/site-config', '/api/pages/{path}']));
  });
});
