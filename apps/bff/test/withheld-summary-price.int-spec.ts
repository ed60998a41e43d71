import type { MapMarkersDto, PageDto, ProjectDetailDto, PropertySummaryDto, SearchResultDto } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ProjectEntity, PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';

// A price withheld by an ignore-listed marquee (a signed compromis) leaves
// the BFF in no answer: not in a card's JSON, nor through a price filter or
// the order of a list sorted by price.
describe('summaries: a price withheld by an ignore-listed marquee', () => {
  let testApp: TestApp;
  let server: App;

  const PROJECT_ID = 931_900;
  const WITHHELD = 745_123;
  // Marquee 5 (a signed compromis) is on the seeded marquee ignore list.
  const compromis = propertyFixture({
    id: 931_001,
    reference: 'CPX-1',
    price: WITHHELD,
    marquee: 5,
    marqueeName: 'Compromis en cours',
    projectId: PROJECT_ID,
  });
  const cheaper = propertyFixture({ id: 931_002, reference: 'CPX-2', price: 500_000, projectId: PROJECT_ID });
  const dearer = propertyFixture({ id: 931_003, reference: 'CPX-3', price: 900_000, projectId: PROJECT_ID });

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.query('TRUNCATE properties, projects CASCADE');
    await testApp.dataSource.getRepository(ProjectEntity).save(
      Object.assign(new ProjectEntity(), {
        id: PROJECT_ID,
        names: { fr: 'Résidence' },
        publishAddress: false,
        countryId: 10,
        contentHash: 'h',
        withdrawnAt: null,
      }),
    );
    await testApp.dataSource.getRepository(PropertyEntity).save([compromis, cheaper, dearer]);
  });

  afterAll(async () => {
    await testApp.dataSource.query('TRUNCATE properties, projects CASCADE');
    await testApp.app.close();
  });

  const get = async <T>(url: string) => (await request(server).get(url).expect(200)).body as T;
  const reveals = (body: unknown) => JSON.stringify(body).includes(String(WITHHELD));
  const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

  it('is absent from the list cards', async () => {
    const page = await get<PageDto<PropertySummaryDto>>('/api/properties?locale=fr');
    expect(ids(page.items)).toContain(compromis.id);
    expect(reveals(page)).toBe(false);
  });

  it('is absent from the search results', async () => {
    const result = await get<SearchResultDto>('/api/search?q=CPX&locale=fr');
    expect(ids(result.properties)).toContain(compromis.id);
    expect(reveals(result)).toBe(false);
  });

  it('is absent from the map markers', async () => {
    const result = await get<MapMarkersDto>('/api/map-markers?locale=fr');
    expect(result.markers.map((marker) => marker.id)).toContain(compromis.id);
    expect(reveals(result)).toBe(false);
  });

  it('is absent from similar properties and neighbours', async () => {
    const similar = await get<PropertySummaryDto[]>(`/api/properties/${cheaper.id}/similar?locale=fr`);
    expect(ids(similar)).toContain(compromis.id);
    expect(reveals(similar)).toBe(false);
    const neighbours = await get<{ previous: PropertySummaryDto | null; next: PropertySummaryDto | null }>(
      `/api/properties/${cheaper.id}/neighbours?locale=fr`,
    );
    expect([neighbours.previous?.id, neighbours.next?.id]).toContain(compromis.id);
    expect(reveals(neighbours)).toBe(false);
  });

  it("is absent from its project's price list, which lists it last", async () => {
    const project = await get<ProjectDetailDto>(`/api/projects/${PROJECT_ID}?locale=fr`);
    expect(ids(project.units)).toEqual([cheaper.id, dearer.id, compromis.id]);
    expect(reveals(project)).toBe(false);
  });

  it('matches no price filter and does not order a list sorted by price', async () => {
    const below = await get<PageDto<PropertySummaryDto>>(`/api/properties?locale=fr&maxPrice=${WITHHELD}`);
    expect(ids(below.items)).toEqual([cheaper.id]);
    const above = await get<PageDto<PropertySummaryDto>>(`/api/properties?locale=fr&minPrice=${WITHHELD}`);
    expect(ids(above.items)).toEqual([dearer.id]);
    const ascending = await get<PageDto<PropertySummaryDto>>('/api/properties?locale=fr&sort=price-asc');
    expect(ids(ascending.items)).toEqual([cheaper.id, dearer.id, compromis.id]);
    const descending = await get<PageDto<PropertySummaryDto>>('/api/properties?locale=fr&sort=price-desc');
    expect(ids(descending.items)).toEqual([dearer.id, cheaper.id, compromis.id]);
  });
});
