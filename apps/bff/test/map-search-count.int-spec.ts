import {
  MAP_MARKERS_LIMIT,
  MAP_SEARCH_COUNT_CAP,
  type MapMarkersDto,
  type PageDto,
  type PropertySummaryDto,
} from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';

// A map search that matches more than MAP_SEARCH_COUNT_CAP properties says
// "more than 1,000" and finds its pages by walking the list's order; the
// pages, the map's pins and the other sorts must be the ones the exact
// search finds (property-list-sql.ts, docs/decisions.md "Map search").
describe('map search past the count cap', () => {
  let testApp: TestApp;
  let server: App;

  const MATCHING = MAP_SEARCH_COUNT_CAP + 10;
  const CHEAP = 900;
  // Namur (5000): a grid around 50.46, 4.87, newest first by id; one in seven without a published address.
  const namur = Array.from({ length: MATCHING }, (_, at) =>
    propertyFixture({
      id: 940_000 + at,
      city: 'Namur',
      zip: '5000',
      latitude: 50.44 + (at % 40) * 0.001,
      longitude: 4.85 + Math.floor(at / 40) * 0.001,
      publishAddress: at % 7 !== 0,
      price: at < CHEAP ? 300_000 + at : 500_000 + at,
      crmChangedAt: new Date(Date.UTC(2025, 0, 1) + at * 60_000),
    }),
  );
  const brussels = propertyFixture({ id: 941_500, latitude: 50.85, longitude: 4.35 });
  /** The Namur properties in the list's default order (latest change first). */
  const newestFirst = [...namur].sort((a, b) => b.id - a.id).map((property) => property.id);
  const area = `area=${encodeURIComponent('50.4,4.8;50.5,4.8;50.5,4.95;50.4,4.95')}`;

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    const repository = testApp.dataSource.getRepository(PropertyEntity);
    await repository.query('TRUNCATE properties');
    const rows = [...namur, brussels];
    for (let at = 0; at < rows.length; at += 200) await repository.insert(rows.slice(at, at + 200));
    await repository.query('ANALYZE properties');
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  async function list(query: string): Promise<PageDto<PropertySummaryDto>> {
    return (await request(server).get(`/api/properties?goal=sale&${query}`).expect(200))
      .body as PageDto<PropertySummaryDto>;
  }

  it.each([
    ['an area', area],
    ['a radius', 'near=5000&km=10'],
  ])('says "more than 1,000" for %s, with the pages and the pins of the exact search', async (_, search) => {
    const first = await list(`limit=12&${search}`);
    expect(first).toMatchObject({ total: MAP_SEARCH_COUNT_CAP, totalCapped: true });
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 12));
    const later = await list(`limit=12&offset=600&${search}`);
    expect(later.items.map((item) => item.id)).toEqual(newestFirst.slice(600, 612));
    // Past the count, a page typed into the URL still lists the properties there.
    const pastTheCount = await list(`limit=12&offset=1002&${search}`);
    expect(pastTheCount.items.map((item) => item.id)).toEqual(newestFirst.slice(1002));

    const map = (await request(server).get(`/api/map-markers?goal=sale&locale=nl&${search}`).expect(200))
      .body as MapMarkersDto;
    expect(map).toMatchObject({ total: MAP_SEARCH_COUNT_CAP, totalCapped: true, withoutPosition: 0 });
    expect(map.markers.map((marker) => marker.id)).toEqual(newestFirst.slice(0, MAP_MARKERS_LIMIT));
    // The pin of an unpublished address is still the rounded one.
    expect(map.markers.find((marker) => marker.id === 940_000 + 7 * 100)).toMatchObject({ approximate: true });
  });

  it('counts exactly below the cap, and sorts by price over every match', async () => {
    const cheap = await list(`limit=12&maxPrice=400000&${area}`);
    expect(cheap.total).toBe(CHEAP);
    expect(cheap.totalCapped).toBeUndefined();
    expect(cheap.items.map((item) => item.id)).toEqual(newestFirst.filter((id) => id < 940_000 + CHEAP).slice(0, 12));

    const byPrice = await list(`limit=12&sort=price-asc&${area}`);
    expect(byPrice).toMatchObject({ total: MAP_SEARCH_COUNT_CAP, totalCapped: true });
    expect(byPrice.items.map((item) => item.id)).toEqual(namur.slice(0, 12).map((property) => property.id));
  });

  it('keeps the exact count when no map search is made', async () => {
    const all = await list('limit=12');
    expect(all.total).toBe(MATCHING + 1);
    expect(all.totalCapped).toBeUndefined();
  });
});
