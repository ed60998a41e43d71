import type { PageDto, PropertyDetailDto, PropertySummaryDto } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '../src/properties/property.entity';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';

describe('properties API', () => {
  let testApp: TestApp;
  let server: App;

  // Ids far from the sample export's so the worker's tests never collide.
  const saleNew = propertyFixture({ id: 910_001, crmChangedAt: new Date('2025-05-01T10:00:00Z') });
  const saleOld = propertyFixture({ id: 910_002, crmChangedAt: new Date('2025-02-01T10:00:00Z') });
  const rent = propertyFixture({
    id: 910_003,
    goal: 1,
    reference: 'L-910003',
    titles: { fr: 'Studio meublé', nl: 'Bemeubelde studio' },
    price: 850,
    crmChangedAt: new Date('2025-04-01T10:00:00Z'),
  });
  const onlyEnglish = propertyFixture({ id: 910_004, goal: 1, titles: { en: 'Loft by the canal' }, crmChangedAt: null });
  const withdrawn = propertyFixture({ id: 910_005, withdrawnAt: new Date('2025-06-01T00:00:00Z') });
  const onRequest = propertyFixture({ id: 910_006, publishPrice: false, publishAddress: false, crmChangedAt: new Date('2024-01-01T00:00:00Z') });

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    const repository = testApp.dataSource.getRepository(PropertyEntity);
    await repository.query('TRUNCATE properties');
    await repository.save([saleNew, saleOld, rent, onlyEnglish, withdrawn, onRequest]);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('lists live properties for sale, newest change first, in the requested locale', async () => {
    const response = await request(server).get('/api/properties?goal=sale&locale=nl').expect(200);
    const page = response.body as PageDto<PropertySummaryDto>;
    expect(page.items.map((item) => item.id)).toEqual([saleNew.id, saleOld.id, onRequest.id]);
    expect(page).toMatchObject({ total: 3, limit: 12, offset: 0 });
    expect(page.items[0]).toMatchObject({ title: 'Lichtrijk appartement', goal: 0, city: 'Ixelles', price: 395000 });
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('lists properties for rent; a property without a change date comes last', async () => {
    const page = (await request(server).get('/api/properties?goal=rent&locale=de').expect(200)).body as PageDto<PropertySummaryDto>;
    expect(page.items.map((item) => item.id)).toEqual([rent.id, onlyEnglish.id]);
  });

  it('falls back to the French title, then to any language', async () => {
    const page = (await request(server).get('/api/properties?goal=rent&locale=de').expect(200)).body as PageDto<PropertySummaryDto>;
    expect(page.items.map((item) => item.title)).toEqual(['Studio meublé', 'Loft by the canal']);
  });

  it('pages with limit and offset and counts the whole selection', async () => {
    const page = (await request(server).get('/api/properties?limit=2&offset=1&locale=fr').expect(200)).body as PageDto<PropertySummaryDto>;
    expect(page.total).toBe(5);
    expect(page.items).toHaveLength(2);
    expect(page.items.map((item) => item.id)).toEqual([rent.id, saleOld.id]);
  });

  it('never publishes a price on request', async () => {
    const detail = (await request(server).get(`/api/properties/${onRequest.id}`).expect(200)).body as PropertyDetailDto;
    expect(detail).toMatchObject({ price: null, publishPrice: false, street: null, houseNumber: null });
  });

  it('rejects a bad query with 400 and its issues', async () => {
    const response = await request(server).get('/api/properties?goal=buy&limit=1000&locale=it').expect(400);
    expect(response.body).toMatchObject({ code: 'INVALID_REQUEST' });
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort();
    expect(paths).toEqual(['goal', 'limit', 'locale']);
  });

  it('returns the detail with the description in the locale and every title', async () => {
    const response = await request(server).get(`/api/properties/${saleNew.id}?locale=en`).expect(200);
    const detail = response.body as PropertyDetailDto;
    expect(detail).toMatchObject({ id: saleNew.id, title: 'Bright apartment', description: 'Description EN', street: 'Rue du Bailli' });
    expect(detail.titles).toEqual(saleNew.titles);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('answers 404 PROPERTY_NOT_FOUND for an unknown id', async () => {
    const response = await request(server).get('/api/properties/123456789').expect(404);
    expect(response.body).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
  });

  it('answers 410 PROPERTY_WITHDRAWN for a withdrawn property', async () => {
    const response = await request(server).get(`/api/properties/${withdrawn.id}`).expect(410);
    expect(response.body).toMatchObject({ code: 'PROPERTY_WITHDRAWN' });
  });

  it('answers 400 for an id that is not a number', async () => {
    await request(server).get('/api/properties/abc').expect(400);
  });
});
