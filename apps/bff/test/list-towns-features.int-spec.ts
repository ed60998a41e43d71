import type { MapMarkersDto, PageDto, PropertySummaryDto } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 26's list filters on the real list statement: several towns at once
// and the features (garden, terrace, parking, new build) the database reads
// from each property's stored details (generated columns). Every row carries
// type 79 so rows other files insert never match.
describe('list filters: several towns and features', () => {
  const T = 79;
  let testApp: TestApp;
  let server: App;

  type Fields = { gardenSurface?: number; terraceSurface?: number; garages?: number; parkings?: number };
  const row = (id: number, zip: string, city: string, fields: Fields, projectId: number | null = null) =>
    propertyFixture({
      id,
      webId: T,
      webIds: `${T}`,
      zip,
      city,
      projectId,
      details: { fields, documents: [], videoUrls: [], virtualTourUrl: null } as unknown as PropertyEntity['details'],
    });

  const brusselsGarden = row(931_001, '1000', 'Bruxelles', { gardenSurface: 80, garages: 0, parkings: 0 });
  const ixellesTerraceParking = row(931_002, '1050', 'Ixelles', { terraceSurface: 12, parkings: 1 });
  const ixellesGardenGarage = row(931_003, '1050', 'Ixelles', { gardenSurface: 200, garages: 1 });
  const liegeNothing = row(931_004, '4000', 'Liège', { gardenSurface: 0, terraceSurface: 0, garages: 0 });
  const liegeNewBuild = row(931_005, '4000', 'Liège', { terraceSurface: 8 }, 931_900);
  // Imported before details were stored in the domain's shape: no feature known.
  const ghentOldDetails = propertyFixture({
    id: 931_006,
    webId: T,
    webIds: `${T}`,
    zip: '9000',
    city: 'Gent',
    details: {} as PropertyEntity['details'],
  });
  const all = [
    brusselsGarden,
    ixellesTerraceParking,
    ixellesGardenGarage,
    liegeNothing,
    liegeNewBuild,
    ghentOldDetails,
  ];

  const page = async (query: string) =>
    (await request(server).get(`/api/properties?type=${T}&limit=100&${query}`).expect(200))
      .body as PageDto<PropertySummaryDto>;
  const ids = async (query: string): Promise<number[]> => {
    const body = await page(query);
    expect(body.total).toBe(body.items.length);
    return body.items.map((item) => item.id).sort();
  };
  const idsOf = (...rows: PropertyEntity[]) => rows.map((item) => item.id).sort();

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.getRepository(PropertyEntity).save(all);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('finds the properties of any of several towns', async () => {
    expect(await ids('city=1000&city=1050')).toEqual(idsOf(brusselsGarden, ixellesTerraceParking, ixellesGardenGarage));
    expect(await ids('city=4000')).toEqual(idsOf(liegeNothing, liegeNewBuild));
    // The old single Name|Zip form, alone and beside a postal code.
    expect(await ids('city=Li%C3%A8ge%7C4000')).toEqual(idsOf(liegeNothing, liegeNewBuild));
    expect(await ids('city=Gent%7C9000&city=1000')).toEqual(idsOf(brusselsGarden, ghentOldDetails));
    expect(await ids('city=Namur%7C9000')).toEqual([]);
  });

  it('reads each feature from the stored details, and a project unit as new build', async () => {
    expect(await ids('feature=garden')).toEqual(idsOf(brusselsGarden, ixellesGardenGarage));
    expect(await ids('feature=terrace')).toEqual(idsOf(ixellesTerraceParking, liegeNewBuild));
    // A garage or a parking space.
    expect(await ids('feature=parking')).toEqual(idsOf(ixellesTerraceParking, ixellesGardenGarage));
    expect(await ids('feature=new-build')).toEqual(idsOf(liegeNewBuild));
  });

  it('asks for every feature named, in any of the towns named', async () => {
    expect(await ids('feature=garden&feature=parking')).toEqual(idsOf(ixellesGardenGarage));
    expect(await ids('city=1000&city=4000&feature=garden')).toEqual(idsOf(brusselsGarden));
    expect(await ids('city=1050&feature=terrace&feature=new-build')).toEqual([]);
  });

  it('follows the details when the importer rewrites them', async () => {
    const repository = testApp.dataSource.getRepository(PropertyEntity);
    await repository.update(liegeNothing.id, {
      details: { fields: { gardenSurface: 35 }, documents: [], videoUrls: [], virtualTourUrl: null } as never,
    });
    try {
      expect(await ids('city=4000&feature=garden')).toEqual(idsOf(liegeNothing));
    } finally {
      await repository.update(liegeNothing.id, { details: liegeNothing.details });
    }
  });

  it("shows on the map the list's selection for the same query", async () => {
    const query = 'city=1000&city=1050&feature=garden';
    const list = await page(query);
    const map = (await request(server).get(`/api/map-markers?type=${T}&${query}`).expect(200)).body as MapMarkersDto;
    expect(map.total).toBe(list.total);
    expect(map.markers.map((marker) => marker.id).sort()).toEqual(list.items.map((item) => item.id).sort());
  });

  it('answers 400 naming the parameter for a feature it does not know or a town it cannot read', async () => {
    for (const [query, path] of [
      ['feature=garden&feature=lift', 'feature'],
      ['city=1000&city=Li%C3%A8ge', 'city'],
    ]) {
      const response = await request(server).get(`/api/properties?${query}`).expect(400);
      expect((response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([path]);
    }
  });
});
