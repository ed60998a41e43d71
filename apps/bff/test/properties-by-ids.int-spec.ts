import { ZPropertyByIdsDtoSchema, type PropertyByIdsDto } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { storedDetails } from './support/stored-details';
import { createTestApp, type TestApp } from './support/test-app';
import { expectShape } from './support/expect-shape';

describe('GET /api/properties/by-ids: favourites and comparisons', () => {
  let testApp: TestApp;
  let server: App;

  const live = propertyFixture({
    id: 930_001,
    price: 300_000,
    details: storedDetails({ livingSurface: 90, bathrooms: 2, constructionYear: 1998, epcTotalConsumption: 12_000 }),
  });
  const sold = propertyFixture({ id: 930_002, marquee: 3 });
  const withdrawn = propertyFixture({ id: 930_003, withdrawnAt: new Date('2025-06-01T00:00:00Z') });
  const onRequest = propertyFixture({
    id: 930_004,
    price: 500_000,
    publishPrice: false,
    details: storedDetails({ livingSurface: 120, ownerCharges: 150 }),
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    const repository = testApp.dataSource.getRepository(PropertyEntity);
    await repository.query('TRUNCATE properties CASCADE');
    await repository.save([live, sold, withdrawn, onRequest]);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers every known property in the order asked, a withdrawn one marked rather than dropped', async () => {
    const body = (
      await request(server).get('/api/properties/by-ids?ids=930003,930001,999999,930002&locale=nl').expect(200)
    ).body as PropertyByIdsDto;
    expectShape(ZPropertyByIdsDtoSchema, body);
    expect(body.items.map((item) => [item.id, item.withdrawn, item.marquee])).toEqual([
      [withdrawn.id, true, 0],
      [live.id, false, 0],
      [sold.id, false, 3],
    ]);
    expect(body.missing).toEqual([999_999]);
    expect(body.items[1]?.facts).toMatchObject({
      livingSurface: 90,
      bathrooms: 2,
      constructionYear: 1998,
      epcTotalConsumption: 12_000,
    });
  });

  it('withholds the price and the amounts that reveal it when the price is not published', async () => {
    const body = (await request(server).get(`/api/properties/by-ids?ids=${onRequest.id}`).expect(200))
      .body as PropertyByIdsDto;
    expect(body.items[0]?.price).toBeNull();
    expect(body.items[0]?.facts.livingSurface).toBe(120);
  });

  it.each(['', 'abc', '1;2', Array.from({ length: 51 }, (_, index) => index + 1).join(',')])(
    'refuses ids=%p with 400',
    async (ids) => {
      const response = await request(server).get(`/api/properties/by-ids?ids=${ids}`).expect(400);
      expect((response.body as { code: string }).code).toBe('INVALID_REQUEST');
    },
  );
});
