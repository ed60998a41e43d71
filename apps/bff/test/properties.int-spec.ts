import {
  ZPropertyDetailDtoSchema,
  ZPropertySummaryPageSchema,
  type PageDto,
  type PropertyCountsDto,
  type PropertyDetailDto,
  type PropertySummaryDto,
  type SearchResultDto,
} from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CityEntity, PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';
import { expectShape } from './support/expect-shape';

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
  const onlyEnglish = propertyFixture({
    id: 910_004,
    goal: 1,
    titles: { en: 'Loft by the canal' },
    crmChangedAt: null,
  });
  const withdrawn = propertyFixture({ id: 910_005, withdrawnAt: new Date('2025-06-01T00:00:00Z') });
  const onRequest = propertyFixture({
    id: 910_006,
    publishPrice: false,
    publishAddress: false,
    crmChangedAt: new Date('2024-01-01T00:00:00Z'),
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    const repository = testApp.dataSource.getRepository(PropertyEntity);
    await repository.query('TRUNCATE properties, cities');
    await repository.save([saleNew, saleOld, rent, onlyEnglish, withdrawn, onRequest]);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('lists live properties for sale, newest change first, in the requested locale', async () => {
    const response = await request(server).get('/api/properties?goal=sale&locale=nl').expect(200);
    const page = response.body as PageDto<PropertySummaryDto>;
    expectShape(ZPropertySummaryPageSchema, page);
    expect(page.items.map((item) => item.id)).toEqual([saleNew.id, saleOld.id, onRequest.id]);
    expect(page).toMatchObject({ total: 3, limit: 12, offset: 0 });
    expect(page.items[0]).toMatchObject({
      title: 'Lichtrijk appartement',
      goal: 'sale',
      city: 'Ixelles',
      price: 395000,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('lists properties for rent; a property without a change date comes last', async () => {
    const page = (await request(server).get('/api/properties?goal=rent&locale=de').expect(200))
      .body as PageDto<PropertySummaryDto>;
    expect(page.items.map((item) => item.id)).toEqual([rent.id, onlyEnglish.id]);
  });

  it('falls back to the French title, then to any language', async () => {
    const page = (await request(server).get('/api/properties?goal=rent&locale=de').expect(200))
      .body as PageDto<PropertySummaryDto>;
    expect(page.items.map((item) => item.title)).toEqual(['Studio meublé', 'Loft by the canal']);
  });

  it('pages with limit and offset and counts the whole selection', async () => {
    const page = (await request(server).get('/api/properties?limit=2&offset=1&locale=fr').expect(200))
      .body as PageDto<PropertySummaryDto>;
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
    expectShape(ZPropertyDetailDtoSchema, detail);
    expect(detail).toMatchObject({
      id: saleNew.id,
      title: 'Bright apartment',
      description: 'Description EN',
      street: 'Rue du Bailli',
    });
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

  // Runs after the tests above (jest runs a nested block's beforeAll just
  // before its first test), on its own rows. The filter tests all carry
  // type=77 so that rows other test files insert never match.
  describe('list filters, sort, counts and reference search', () => {
    const T = 77;
    const cheap = propertyFixture({
      id: 920_001,
      reference: 'V-QX-0001',
      webId: T,
      webIds: `${T}`,
      price: 150_000,
      bedrooms: 1,
      city: 'Liège',
      zip: '4000',
      crmChangedAt: new Date('2025-01-01T00:00:00Z'),
    });
    const mid = propertyFixture({
      id: 920_002,
      reference: 'V-QX-0002',
      webId: 5,
      webIds: `5, ${T}`,
      price: 300_000,
      bedrooms: 3,
      city: 'Liège',
      zip: '4000',
      crmChangedAt: new Date('2025-03-01T00:00:00Z'),
    });
    const dear = propertyFixture({
      id: 920_003,
      reference: 'V-QX-0003',
      webId: T,
      webIds: `${T}`,
      price: 900_000,
      bedrooms: 5,
      city: 'Namur',
      zip: '5000',
      crmChangedAt: new Date('2025-02-01T00:00:00Z'),
    });
    const hidden = propertyFixture({
      id: 920_004,
      reference: 'V-QY-0004',
      webId: T,
      webIds: `${T}`,
      price: 10_000,
      publishPrice: false,
      bedrooms: 2,
      city: 'Namur',
      zip: '5000',
      crmChangedAt: new Date('2025-04-01T00:00:00Z'),
    });
    const rentT = propertyFixture({
      id: 920_005,
      goal: 1,
      reference: 'L-QX-0005',
      webId: T,
      webIds: `${T}`,
      price: 1_200,
      bedrooms: 2,
      city: 'Liège',
      zip: '4000',
    });
    const gone = propertyFixture({
      id: 920_006,
      reference: 'V-QX-0006',
      webId: T,
      webIds: `${T}`,
      withdrawnAt: new Date('2025-06-01T00:00:00Z'),
    });
    const longText =
      'Une maison de maître au cœur de la ville, avec un jardin exposé plein sud, une cave voûtée et un grenier aménageable en bureau.';
    const described = propertyFixture({
      id: 920_007,
      reference: 'V-QZ-0007',
      webId: 3,
      webIds: '3',
      descriptions: { fr: longText },
    });

    const ids = async (path: string): Promise<number[]> =>
      ((await request(server).get(path).expect(200)).body as PageDto<PropertySummaryDto>).items.map((item) => item.id);

    beforeAll(async () => {
      await testApp.dataSource.query('TRUNCATE properties, cities');
      await testApp.dataSource.getRepository(PropertyEntity).save([cheap, mid, dear, hidden, rentT, gone, described]);
      await testApp.dataSource.getRepository(CityEntity).save(
        Object.assign(new CityEntity(), {
          zip: '4000',
          countryId: 10,
          name: 'Liège',
          names: { fr: 'Liège', nl: 'Luik', de: 'Lüttich' },
          countryName: 'Belgique',
          region: 'wallonia',
          countSale: 2,
          countRent: 1,
        }),
      );
    });

    it('filters by type: the WebID or an entry of the WebIDs list', async () => {
      expect((await ids(`/api/properties?type=${T}&goal=sale`)).sort()).toEqual(
        [cheap.id, mid.id, dear.id, hidden.id].sort(),
      );
      expect(await ids('/api/properties?type=5')).toEqual([mid.id]);
    });

    it('filters by city Name|Zip, in the official name or another language', async () => {
      expect((await ids(`/api/properties?type=${T}&city=Li%C3%A8ge%7C4000&goal=sale`)).sort()).toEqual(
        [cheap.id, mid.id].sort(),
      );
      expect((await ids(`/api/properties?type=${T}&city=Luik%7C4000&goal=sale`)).sort()).toEqual(
        [cheap.id, mid.id].sort(),
      );
      expect(await ids(`/api/properties?type=${T}&city=Li%C3%A8ge%7C5000`)).toEqual([]);
    });

    it('filters by price range, leaving out prices on request', async () => {
      expect(await ids(`/api/properties?type=${T}&goal=sale&minPrice=200000&maxPrice=900000&sort=price-asc`)).toEqual([
        mid.id,
        dear.id,
      ]);
      expect(await ids(`/api/properties?type=${T}&goal=sale&maxPrice=100000`)).toEqual([]);
    });

    it('filters by minimum bedrooms', async () => {
      expect((await ids(`/api/properties?type=${T}&goal=sale&minBedrooms=3`)).sort()).toEqual([mid.id, dear.id].sort());
    });

    it('sorts newest first, by price up and down with prices on request last', async () => {
      const base = `/api/properties?type=${T}&goal=sale`;
      expect(await ids(base)).toEqual([hidden.id, mid.id, dear.id, cheap.id]);
      expect(await ids(`${base}&sort=newest`)).toEqual([hidden.id, mid.id, dear.id, cheap.id]);
      expect(await ids(`${base}&sort=price-asc`)).toEqual([cheap.id, mid.id, dear.id, hidden.id]);
      expect(await ids(`${base}&sort=price-desc`)).toEqual([dear.id, mid.id, cheap.id, hidden.id]);
    });

    it('pages a filtered, sorted list and counts the whole selection', async () => {
      const page = (
        await request(server).get(`/api/properties?type=${T}&goal=sale&sort=price-asc&limit=2&offset=1`).expect(200)
      ).body as PageDto<PropertySummaryDto>;
      expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
      expect(page.items.map((item) => item.id)).toEqual([mid.id, dear.id]);
    });

    it('rejects bad filters with 400', async () => {
      const response = await request(server)
        .get('/api/properties?city=Liege&type=abc&minPrice=-1&minBedrooms=1.5&sort=cheapest')
        .expect(400);
      const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort();
      expect(paths).toEqual(['city', 'minBedrooms', 'minPrice', 'sort', 'type']);
    });

    it('counts live properties for sale and for rent', async () => {
      const response = await request(server).get('/api/counts').expect(200);
      const [live] = (await testApp.dataSource.query(
        `SELECT count(*) FILTER (WHERE goal = 0)::int AS sale, count(*) FILTER (WHERE goal <> 0)::int AS rent FROM properties WHERE withdrawn_at IS NULL`,
      )) as PropertyCountsDto[];
      expect(response.body).toEqual(live);
      expect((response.body as PropertyCountsDto).sale).toBeGreaterThanOrEqual(5);
      expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    });

    it('searches references by case-insensitive prefix, live ones only', async () => {
      const result = (await request(server).get('/api/search?q=v-qx&locale=fr').expect(200)).body as SearchResultDto;
      expect(result.properties.map((item) => item.id)).toEqual([cheap.id, mid.id, dear.id]);
      expect(result.properties[0]).toMatchObject({ reference: 'V-QX-0001', description: 'Description' });
    });

    it('finds a whole reference alone, and a prefix without regard to case, in reference order', async () => {
      const whole = (await request(server).get('/api/search?q=V-QX-0002&locale=fr').expect(200))
        .body as SearchResultDto;
      expect(whole.properties.map((item) => item.id)).toEqual([mid.id]);
      const prefix = (await request(server).get('/api/search?q=v-qx-000&locale=fr&limit=2').expect(200))
        .body as SearchResultDto;
      expect(prefix.properties.map((item) => item.reference)).toEqual(['V-QX-0001', 'V-QX-0002']);
    });

    it('searches by CRM id and cuts the description at 100 characters', async () => {
      const result = (await request(server).get(`/api/search?q=${described.id}&locale=nl`).expect(200))
        .body as SearchResultDto;
      expect(result.properties).toHaveLength(1);
      const [found] = result.properties;
      expect(found).toMatchObject({ id: described.id, reference: 'V-QZ-0007' });
      expect(Array.from(found?.description ?? '').length).toBeLessThanOrEqual(101);
      expect(found?.description.endsWith('…')).toBe(true);
    });
  });
});
