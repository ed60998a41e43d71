import {
  ZSitemapIndexDtoSchema,
  ZSitemapPropertiesDtoSchema,
  SITEMAP_PROPERTIES_PER_FILE,
  type SitemapIndexDto,
  type SitemapPropertiesDto,
} from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp, type TestApp } from './support/test-app';
import { expectShape } from './support/expect-shape';

// A catalogue one property larger than a sitemap file: the answers are paged
// by file, so none grows with the catalogue (issue 12: one answer passed 2 MB
// above ~8,000 properties).
describe('sitemap answers paged by file', () => {
  let testApp: TestApp;
  let server: App;
  const total = SITEMAP_PROPERTIES_PER_FILE + 1;

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.query('TRUNCATE properties, projects, cities');
    // The last property changed latest; one withdrawn property is left out.
    await testApp.dataSource.query(
      `INSERT INTO properties (id, goal, reference, web_id, web_ids, titles, descriptions, city, zip, country_id, country_name, price, publish_price,
         price_unit, price_unit_text, marquee, publish_address, pictures, crm_changed_at, withdrawn_at, content_hash)
       SELECT n, n % 2, 'S-' || n, 2, '2', jsonb_build_object('fr', 'Maison ' || n, 'nl', 'Huis ' || n), '{}', 'Ixelles', '1050', 10, 'Belgique', 100000, true,
         0, '', 0, true, '[]', timestamptz '2025-01-01' + n * interval '1 minute', CASE WHEN n = 3 THEN now() END, 'h' || n
       FROM generate_series(1, $1) n`,
      [total + 1],
    );
  });

  afterAll(async () => {
    await testApp.dataSource.query('TRUNCATE properties');
    await testApp.app.close();
  });

  const get = async <T>(url: string) => (await request(server).get(url).expect(200)).body as T;

  it('the index names one property file per SITEMAP_PROPERTIES_PER_FILE live properties, each with its latest change', async () => {
    const index = await get<SitemapIndexDto>('/api/sitemap/index');
    expectShape(ZSitemapIndexDtoSchema, index);
    expect(index.propertyFiles).toHaveLength(2);
    expect(index.propertyFiles[1]?.lastModified).toBe(
      new Date(Date.parse('2025-01-01T00:00:00Z') + (total + 1) * 60_000).toISOString(),
    );
    expect(index.projectsLastModified).toBeNull();
  });

  it('each file holds at most SITEMAP_PROPERTIES_PER_FILE live properties, in id order, and past the last none', async () => {
    const first = await get<SitemapPropertiesDto>('/api/sitemap/properties/1');
    expectShape(ZSitemapPropertiesDtoSchema, first);
    const second = await get<SitemapPropertiesDto>('/api/sitemap/properties/2');
    expect(first.properties).toHaveLength(SITEMAP_PROPERTIES_PER_FILE);
    expect(first.properties.map((entry) => entry.id).slice(0, 3)).toEqual([1, 2, 4]);
    expect(second.properties.map((entry) => entry.id)).toEqual([total + 1]);
    expect((await get<SitemapPropertiesDto>('/api/sitemap/properties/3')).properties).toEqual([]);
    await request(server).get('/api/sitemap/properties/0').expect(400);
  });
});
