import type { MapMarkersDto, PageDto, PropertySummaryDto } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';

// Map search (issue 26): within N km of a town and inside a drawn area, the
// same on the list and on the map's markers.
describe('map search', () => {
  let testApp: TestApp;
  let server: App;

  // Liège (4000): its centre is the mean of its properties, 50.64, 5.58.
  const liegeWest = propertyFixture({ id: 930_001, city: 'Liège', zip: '4000', latitude: 50.63, longitude: 5.57 });
  const liegeEast = propertyFixture({ id: 930_002, city: 'Liège', zip: '4000', latitude: 50.65, longitude: 5.59 });
  // About 6.6 km south-west of that centre.
  const seraing = propertyFixture({ id: 930_003, city: 'Seraing', zip: '4100', latitude: 50.6, longitude: 5.51 });
  const brussels = propertyFixture({ id: 930_004, city: 'Bruxelles', zip: '1000', latitude: 50.85, longitude: 4.35 });
  // Exactly at 50.6449, 5.5849, shown at 50.64, 5.58: searched where it is shown.
  const hidden = propertyFixture({
    id: 930_005,
    city: 'Liège',
    zip: '4020',
    publishAddress: false,
    latitude: 50.6449,
    longitude: 5.5849,
  });
  const rental = propertyFixture({
    id: 930_006,
    goal: 1,
    reference: 'L-930006',
    zip: '4000',
    latitude: 50.64,
    longitude: 5.58,
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    const repository = testApp.dataSource.getRepository(PropertyEntity);
    await repository.query('TRUNCATE properties');
    await repository.save([liegeWest, liegeEast, seraing, brussels, hidden, rental]);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  /** The ids the list and the map find for one search; they must be the same. */
  async function found(query: string, goal = 'sale'): Promise<number[]> {
    const list = (await request(server).get(`/api/properties?goal=${goal}&limit=100&${query}`).expect(200))
      .body as PageDto<PropertySummaryDto>;
    const map = (await request(server).get(`/api/map-markers?goal=${goal}&${query}`).expect(200)).body as MapMarkersDto;
    const listIds = list.items.map((item) => item.id).sort();
    expect(map.markers.map((marker) => marker.id).sort()).toEqual(listIds);
    expect(map.total).toBe(list.total);
    return listIds;
  }

  it('finds the properties within N km of a town, on the list and on the map alike', async () => {
    expect(await found('near=4000&km=2')).toEqual([liegeWest.id, liegeEast.id, hidden.id]);
    expect(await found('near=4000&km=1')).toEqual([hidden.id]);
    expect(await found('near=4000&km=10')).toEqual([liegeWest.id, liegeEast.id, seraing.id, hidden.id]);
    // Without km, 5 km.
    expect(await found('near=4000')).toEqual([liegeWest.id, liegeEast.id, hidden.id]);
    expect(await found('near=4000&km=2', 'rent')).toEqual([rental.id]);
  });

  it('finds nothing near a postcode none of whose properties has a position', async () => {
    expect(await found('near=9999&km=50')).toEqual([]);
  });

  it('finds the properties inside a drawn area, on the list and on the map alike', async () => {
    expect(await found(`area=${encodeURIComponent('50.62,5.56;50.66,5.56;50.66,5.6;50.62,5.6')}`)).toEqual([
      liegeWest.id,
      liegeEast.id,
      hidden.id,
    ]);
    // A triangle around Brussels only, with a town filter on top.
    expect(await found(`area=${encodeURIComponent('50.8,4.3;50.9,4.3;50.85,4.4')}`)).toEqual([brussels.id]);
    expect(await found(`area=${encodeURIComponent('50.8,4.3;50.9,4.3;50.85,4.4')}&near=4000&km=20`)).toEqual([]);
  });

  it('searches an unpublished address where its pin is shown, not where the house is', async () => {
    // Tight around the house itself, but not around its rounded pin: not found.
    expect(
      await found(`area=${encodeURIComponent('50.6439,5.5839;50.6459,5.5839;50.6459,5.5859;50.6439,5.5859')}`),
    ).toEqual([]);
    expect(await found(`area=${encodeURIComponent('50.639,5.579;50.641,5.579;50.641,5.581;50.639,5.581')}`)).toEqual([
      hidden.id,
    ]);
  });

  it('refuses an area that crosses itself and a distance out of bounds', async () => {
    await request(server)
      .get(`/api/properties?area=${encodeURIComponent('50,5;51,6;51,5;50,7')}`)
      .expect(400);
    await request(server)
      .get(`/api/map-markers?area=${encodeURIComponent('50,5;51,6')}`)
      .expect(400);
    await request(server).get('/api/properties?near=4000&km=60').expect(400);
  });
});
