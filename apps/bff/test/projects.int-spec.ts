import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ZProjectDetailDtoSchema,
  ZSitemapProjectsDtoSchema,
  ZProjectSummaryListSchema,
  type PageDto,
  type ProjectDetailDto,
  type ProjectSummaryDto,
  type PropertyDetailDto,
  type PropertySummaryDto,
  type SitemapIndexDto,
  type SitemapProjectsDto,
  type SitemapPropertiesDto,
} from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp, type TestApp } from './support/test-app';
import { expectShape } from './support/expect-shape';

const WORKER_DIR = path.resolve(__dirname, '../../sync-worker');

/**
 * The sample export (150 properties, 3 projects, the city list), imported by
 * the worker's own CLI in a child process: apps never import each other, and
 * this is the data the public site shows on a fresh installation.
 */
async function importSample(): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['-r', '@swc-node/register', 'src/cli/sync.ts', '--from', 'sample-export', '--full'],
    {
      cwd: WORKER_DIR,
      env: { ...process.env, INIT_CWD: WORKER_DIR },
    },
  );
}

describe('projects, localized cities and the sitemap on the sample export', () => {
  let testApp: TestApp;
  let server: App;

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.query('TRUNCATE properties, projects, cities');
    await importSample();
  }, 120_000);

  afterAll(async () => {
    // The sample's cities would rename other specs' fixtures (Ixelles → Elsene).
    await testApp.dataSource.query('TRUNCATE properties, projects, cities');
    await testApp.app.close();
  });

  const get = async <T>(url: string, status = 200) => (await request(server).get(url).expect(status)).body as T;

  describe('localized city names', () => {
    it('names the city in the requested language on the list (Elsene, Brussel on /nl/)', async () => {
      const nl = await get<PageDto<PropertySummaryDto>>('/api/properties?locale=nl&limit=100');
      const fr = await get<PageDto<PropertySummaryDto>>('/api/properties?locale=fr&limit=100');
      const cityOf = (page: PageDto<PropertySummaryDto>, zip: string) =>
        new Set(page.items.filter((item) => item.zip === zip).map((item) => item.city));
      expect(cityOf(nl, '1050')).toEqual(new Set(['Elsene']));
      expect(cityOf(nl, '1000')).toEqual(new Set(['Brussel']));
      expect(cityOf(fr, '1050')).toEqual(new Set(['Ixelles']));
      expect(cityOf(fr, '1000')).toEqual(new Set(['Bruxelles']));
    });

    it('gives the detail the same city as the card, so the card URL is the canonical one', async () => {
      const page = await get<PageDto<PropertySummaryDto>>('/api/properties?locale=nl&city=Elsene|1050');
      const card = page.items[0];
      expect(card?.city).toBe('Elsene');
      const detail = await get<PropertyDetailDto>(`/api/properties/${card?.id}?locale=nl`);
      expect(detail.city).toBe('Elsene');
      // Every language's name too, for the hreflang links to each canonical URL.
      expect(detail.cities).toEqual({ nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' });
    });
  });

  describe('the list query', () => {
    it('still counts the selection on a page past its end', async () => {
      const first = await get<PageDto<PropertySummaryDto>>('/api/properties?goal=rent&locale=fr');
      const past = await get<PageDto<PropertySummaryDto>>('/api/properties?goal=rent&locale=fr&offset=5000');
      expect(first.total).toBeGreaterThan(0);
      expect(past).toMatchObject({ items: [], total: first.total, offset: 5000 });
    });

    it('orders each goal newest first, off the same index for sale and rent', async () => {
      for (const goal of ['sale', 'rent']) {
        const page = await get<PageDto<PropertySummaryDto>>(`/api/properties?goal=${goal}&locale=fr&limit=100`);
        const changed = await testApp.dataSource.query<{ id: number }[]>(
          `SELECT id FROM properties WHERE withdrawn_at IS NULL AND ${goal === 'sale' ? 'goal = 0' : 'goal <> 0'}
            ORDER BY crm_changed_at DESC NULLS LAST, id DESC LIMIT 100`,
        );
        expect(page.items.map((item) => item.id)).toEqual(changed.map((row) => row.id));
      }
    });
  });

  describe('GET /api/projects', () => {
    it('lists the live projects with their price range and available units, cacheable', async () => {
      const response = await request(server).get('/api/projects?locale=en').expect(200);
      const projects = response.body as ProjectSummaryDto[];
      expectShape(ZProjectSummaryListSchema, projects);
      expect(projects.map((project) => project.id).sort()).toEqual([9001, 9002, 9003]);
      expect(projects.find((project) => project.id === 9001)).toMatchObject({
        name: 'Les Jardins du Parc',
        city: 'Spa',
        zip: '4900',
        priceFrom: 175000,
        priceTo: 360000,
        unitsAvailable: 3,
        externalUrl: null,
        picture: { url: '/sample-photos/new-build.svg', width: 800, height: 600 },
      });
      expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    });

    it('rejects an unknown locale with 400', async () => {
      expect(await get<{ code: string }>('/api/projects?locale=it', 400)).toMatchObject({ code: 'INVALID_REQUEST' });
    });
  });

  describe('GET /api/projects/:id', () => {
    it('serves the description, documents and the price list of live units, cheapest first', async () => {
      const project = await get<ProjectDetailDto>('/api/projects/9001?locale=fr');
      expectShape(ZProjectDetailDtoSchema, project);
      expect(project.description).toContain('Nouveau projet de 3 appartements');
      expect(project.documents).toEqual([
        {
          url: 'https://documents.crm.example/projects/9001/brochure.pdf',
          name: 'Brochure',
          type: 'brochure',
          locale: 'fr',
        },
      ]);
      expect(project.units.map((unit) => unit.id).sort()).toEqual([4148, 4149, 4150]);
      const prices = project.units.map((unit) => unit.price).filter((price): price is number => price !== null);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(project.names.fr).toBe('Les Jardins du Parc');
      expect(project.cities).toMatchObject({ fr: 'Spa', nl: 'Spa' });
      expect(project).toMatchObject({ publishAddress: true, street: 'Place Saint-Lambert', houseNumber: '10' });
      expect(project.position).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    });

    it('hides the address and the position when the project does not publish it', async () => {
      await testApp.dataSource.query('UPDATE projects SET publish_address = false WHERE id = 9002');
      const project = await get<ProjectDetailDto>('/api/projects/9002');
      expect(project).toMatchObject({
        publishAddress: false,
        street: null,
        houseNumber: null,
        boxNr: null,
        position: null,
      });
    });

    it('counts a sold unit in the price list but not as available', async () => {
      await testApp.dataSource.query('UPDATE properties SET marquee = 3 WHERE id = 4148');
      const project = await get<ProjectDetailDto>('/api/projects/9001');
      expect(project.units.find((unit) => unit.id === 4148)?.marquee).toBe(3);
      expect(project.unitsAvailable).toBe(2);
      const listed = (await get<ProjectSummaryDto[]>('/api/projects')).find((each) => each.id === 9001);
      expect(listed?.unitsAvailable).toBe(2);
    });

    it('answers 404 for an unknown project and 410 for a withdrawn one, which leaves the list', async () => {
      expect(await get<{ code: string }>('/api/projects/123456', 404)).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
      await testApp.dataSource.query(`UPDATE projects SET withdrawn_at = now() WHERE id = 9003`);
      expect(await get<{ code: string }>('/api/projects/9003', 410)).toMatchObject({ code: 'PROJECT_WITHDRAWN' });
      expect((await get<ProjectSummaryDto[]>('/api/projects')).map((project) => project.id)).not.toContain(9003);
      await testApp.dataSource.query(`UPDATE projects SET withdrawn_at = NULL WHERE id = 9003`);
    });
  });

  describe('GET /api/sitemap/*', () => {
    it('lists every live property and project with its city and title per language and its change date', async () => {
      const index = await get<SitemapIndexDto>('/api/sitemap/index');
      expect(index.propertyFiles).toHaveLength(1);
      const response = await request(server).get('/api/sitemap/properties/1').expect(200);
      const { properties } = response.body as SitemapPropertiesDto;
      const live = await get<PageDto<PropertySummaryDto>>('/api/properties?limit=1');
      expect(properties).toHaveLength(live.total);
      expect(index.propertyFiles[0]?.lastModified).toBe(
        properties
          .map((entry) => entry.changedAt ?? '')
          .sort()
          .at(-1),
      );
      const ixelles = properties.find((entry) => entry.cities.fr === 'Ixelles');
      expect(ixelles?.cities).toEqual({ nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' });
      expect(ixelles?.changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const detail = await get<PropertyDetailDto>(`/api/properties/${ixelles?.id}?locale=nl`);
      expect(ixelles?.titles.nl).toBe(detail.title);
      expect(ixelles?.goal).toBe(detail.goal);
      const sitemap = await get<SitemapProjectsDto>('/api/sitemap/projects');
      expectShape(ZSitemapProjectsDtoSchema, sitemap);
      const { projects } = sitemap;
      expect(projects.map((project) => project.id)).toEqual([9001, 9002, 9003]);
      expect(projects[0]).not.toHaveProperty('goal');
      expect(index.projectsLastModified).toBe(
        projects
          .map((entry) => entry.changedAt ?? '')
          .sort()
          .at(-1),
      );
      expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    });
  });
});
