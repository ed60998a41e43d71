import { ZMapMarkersDtoSchema, MAP_MARKERS_LIMIT, type MapMarkersDto } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';
import { expectShape } from './support/expect-shape';

describe('map markers API', () => {
  let testApp: TestApp;
  let server: App;

  const exact = propertyFixture({
    id: 920_001,
    latitude: 50.827512,
    longitude: 4.362934,
    crmChangedAt: new Date('2025-05-01T10:00:00Z'),
  });
  const hiddenAddress = propertyFixture({
    id: 920_002,
    publishAddress: false,
    latitude: 50.836789,
    longitude: 4.371234,
  });
  const noPosition = propertyFixture({ id: 920_003, latitude: null, longitude: null });
  const liege = propertyFixture({ id: 920_004, city: 'Liège', zip: '4000', latitude: 50.63, longitude: 5.57 });
  const rent = propertyFixture({ id: 920_005, goal: 1, reference: 'L-920005', price: 900 });
  const dearRent = propertyFixture({ id: 920_007, goal: 1, reference: 'L-920007', price: 1500 });
  const withdrawn = propertyFixture({ id: 920_006, withdrawnAt: new Date('2025-06-01T00:00:00Z') });

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    const repository = testApp.dataSource.getRepository(PropertyEntity);
    await repository.query('TRUNCATE properties');
    await repository.save([exact, hiddenAddress, noPosition, liege, rent, dearRent, withdrawn]);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  async function markers(query: string): Promise<MapMarkersDto> {
    return (await request(server).get(`/api/map-markers?${query}`).expect(200)).body as MapMarkersDto;
  }

  it('gives a pin for every live property of the search that has a position and counts the others', async () => {
    const response = await request(server).get('/api/map-markers?goal=sale&locale=nl').expect(200);
    const body = response.body as MapMarkersDto;
    expectShape(ZMapMarkersDtoSchema, body);
    expect(body.markers.map((marker) => marker.id).sort()).toEqual([exact.id, hiddenAddress.id, liege.id]);
    expect(body).toMatchObject({ total: 4, withoutPosition: 1, limit: MAP_MARKERS_LIMIT });
    expect(body.markers.find((marker) => marker.id === exact.id)).toMatchObject({
      title: 'Lichtrijk appartement',
      price: 395000,
      position: { lat: 50.827512, lng: 4.362934 },
      approximate: false,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('rounds the pin of a property whose address is not published', async () => {
    const body = await markers('goal=sale');
    expect(body.markers.find((marker) => marker.id === hiddenAddress.id)).toMatchObject({
      position: { lat: 50.84, lng: 4.37 },
      approximate: true,
    });
  });

  it("applies the list's filters", async () => {
    const liegeOnly = await markers('goal=sale&city=Liège|4000');
    expect(liegeOnly.markers.map((marker) => marker.id)).toEqual([liege.id]);
    expect(liegeOnly.total).toBe(1);
    const rentals = await markers('goal=rent&maxPrice=1000');
    expect(rentals.markers.map((marker) => marker.id)).toEqual([rent.id]);
  });

  it('rejects an invalid filter like the list does', async () => {
    await request(server).get('/api/map-markers?city=Liège').expect(400);
  });
});
