import {
  ZCityListResponseSchema,
  ZPropertyTypeListSchema,
  ZSearchResultDtoSchema,
  type CityListResponse,
  type PropertyType,
  type SearchResultDto,
} from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CityEntity, PropertyTypeEntity } from '@immo/db';
import { createTestApp, type TestApp } from './support/test-app';
import { expectShape } from './support/expect-shape';

// Cities and types only: the properties table belongs to properties.int-spec,
// which runs in parallel on the same database.
function city(overrides: Partial<CityEntity>): CityEntity {
  return Object.assign(new CityEntity(), {
    countryId: 10,
    countryName: 'Belgique',
    region: 'brussels',
    names: {},
    countSale: 0,
    countRent: 0,
    ...overrides,
  });
}

function type(overrides: Partial<PropertyTypeEntity>): PropertyTypeEntity {
  return Object.assign(new PropertyTypeEntity(), {
    sale: true,
    rent: true,
    countSale: 0,
    countRent: 0,
    showOrder: null,
    ...overrides,
  });
}

describe('catalogue and search API', () => {
  let testApp: TestApp;
  let server: App;

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.query('TRUNCATE cities, property_types');
    await testApp.dataSource.getRepository(CityEntity).save([
      city({
        zip: '4000',
        name: 'Liège',
        names: { fr: 'Liège', nl: 'Luik', de: 'Lüttich', en: 'Liège' },
        region: 'wallonia',
        countSale: 3,
        countRent: 1,
      }),
      city({
        zip: '1000',
        name: 'Bruxelles',
        names: { fr: 'Bruxelles', nl: 'Brussel', en: 'Brussels', de: 'Brüssel' },
        countSale: 0,
        countRent: 2,
      }),
      city({ zip: '1050', name: 'Ixelles', names: { fr: 'Ixelles', nl: 'Elsene' }, countSale: 5, countRent: 0 }),
      city({ zip: '1070', name: 'Anderlecht', countSale: 0, countRent: 0 }),
      city({
        zip: '1300',
        name: 'Wavre',
        names: { fr: 'Wavre', nl: 'Waver' },
        region: 'wallonia',
        countSale: 1,
        countRent: 0,
      }),
    ]);
    await testApp.dataSource.getRepository(PropertyTypeEntity).save([
      type({
        webId: 2,
        crmId: 102,
        names: { fr: 'Appartement', nl: 'Appartement', de: 'Wohnung' },
        showOrder: 2,
        countSale: 4,
        countRent: 1,
      }),
      type({ webId: 1, crmId: 101, names: { fr: 'Maison', nl: 'Huis', de: 'Haus' }, showOrder: 1, countSale: 3 }),
      type({ webId: 9, crmId: 109, names: { fr: 'Terrain', nl: 'Grond' }, showOrder: null, rent: false }),
      type({ webId: 4, crmId: 104, names: { fr: 'Maison de maître', nl: 'Herenhuis' }, showOrder: 3 }),
    ]);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('lists the cities with properties, for all, sale and rent, named in the locale', async () => {
    const response = await request(server).get('/api/cities?locale=nl').expect(200);
    const lists = response.body as CityListResponse;
    expectShape(ZCityListResponseSchema, lists);
    expect(lists.all.map((entry) => entry.Name)).toEqual(['Brussel', 'Elsene', 'Luik', 'Waver']);
    expect(lists.sale.map((entry) => entry.Zip)).toEqual(['1050', '4000', '1300']);
    expect(lists.rent.map((entry) => entry.Zip)).toEqual(['1000', '4000']);
    expect(lists.all[2]).toEqual({
      Name: 'Luik',
      Zip: '4000',
      CountryID: 10,
      CountryName: 'Belgique',
      PropertyCount: 4,
      language: 'nl',
      countSaleProperty: 3,
      countRentProperty: 1,
    });
    expect(lists.projects).toEqual([]);
    expect(lists.neighbourhoods).toEqual([]);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('lists the types by ShowOrder (none last), named in the locale', async () => {
    const response = await request(server).get('/api/types?locale=de').expect(200);
    const types = response.body as PropertyType[];
    expectShape(ZPropertyTypeListSchema, types);
    expect(types.map((entry) => entry.WebID)).toEqual([1, 2, 4, 9]);
    expect(types[1]).toEqual({
      ID: 102,
      WebID: 2,
      Name: 'Wohnung',
      ShowOrder: 2,
      Sale: true,
      Rent: true,
      language: 'de',
      countSaleProperty: 4,
      countRentProperty: 1,
    });
    // No German name: French, the agency's first language.
    expect(types[2]?.Name).toBe('Maison de maître');
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('finds Liège by its name without accents, in any case', async () => {
    const result = (await request(server).get('/api/search?q=LIEGE&locale=fr').expect(200)).body as SearchResultDto;
    expectShape(ZSearchResultDtoSchema, result);
    expect(result.cities.map((entry) => entry.Name)).toEqual(['Liège']);
    expect(result.properties).toEqual([]);
  });

  it('finds a city by its name in another language', async () => {
    const result = (await request(server).get('/api/search?q=lutt&locale=de').expect(200)).body as SearchResultDto;
    expect(result.cities.map((entry) => entry.Name)).toEqual(['Lüttich']);
  });

  it('finds cities by postal code prefix, only those with properties', async () => {
    const result = (await request(server).get('/api/search?q=10&locale=fr').expect(200)).body as SearchResultDto;
    expect(result.cities.map((entry) => entry.Zip)).toEqual(['1000', '1050']);
  });

  it('finds only that city for a complete postal code, not its neighbours by prefix or spelling', async () => {
    const repository = testApp.dataSource.getRepository(CityEntity);
    await repository.save(city({ zip: '4001', name: 'Sclessin', region: 'wallonia', countSale: 2 }));
    try {
      const result = (await request(server).get('/api/search?q=4000&locale=fr').expect(200)).body as SearchResultDto;
      expect(result.cities.map((entry) => entry.Zip)).toEqual(['4000']);
      const prefix = (await request(server).get('/api/search?q=400&locale=fr').expect(200)).body as SearchResultDto;
      expect(prefix.cities.map((entry) => entry.Zip)).toEqual(['4000', '4001']);
    } finally {
      await repository.delete({ zip: '4001', name: 'Sclessin' });
    }
  });

  it('finds a city despite a typo (trigram similarity)', async () => {
    const result = (await request(server).get('/api/search?q=bruxeles&locale=fr').expect(200)).body as SearchResultDto;
    expect(result.cities.map((entry) => entry.Name)).toEqual(['Bruxelles']);
  });

  it('finds types by their name in the locale', async () => {
    const result = (await request(server).get('/api/search?q=maison&locale=fr').expect(200)).body as SearchResultDto;
    expect(result.types.map((entry) => entry.WebID)).toEqual([1, 4]);
    const dutch = (await request(server).get('/api/search?q=huis&locale=nl').expect(200)).body as SearchResultDto;
    expect(dutch.types.map((entry) => entry.Name)).toEqual(['Huis', 'Herenhuis']);
  });

  it('limits each group', async () => {
    const result = (await request(server).get('/api/search?q=e&locale=fr&limit=1').expect(200)).body as SearchResultDto;
    expect(result).toEqual({ properties: [], cities: [], types: [] });
    const limited = (await request(server).get('/api/search?q=ma&locale=fr&limit=1').expect(200))
      .body as SearchResultDto;
    expect(limited.types).toHaveLength(1);
  });

  it('answers empty lists for an empty or one-character query', async () => {
    for (const q of ['', 'l', '%20']) {
      const response = await request(server).get(`/api/search?q=${q}`).expect(200);
      expect(response.body).toEqual({ properties: [], cities: [], types: [] });
      expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    }
  });

  it('treats LIKE wildcards literally', async () => {
    const result = (await request(server).get('/api/search?q=%25%25').expect(200)).body as SearchResultDto;
    expect(result).toEqual({ properties: [], cities: [], types: [] });
  });

  it('rejects bad queries with 400', async () => {
    const search = await request(server).get('/api/search?q=liege&limit=0&locale=it').expect(400);
    expect((search.body as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort()).toEqual([
      'limit',
      'locale',
    ]);
    await request(server).get('/api/cities?locale=xx').expect(400);
    await request(server).get('/api/types?locale=xx').expect(400);
  });

  it('documents the endpoints in OpenAPI', async () => {
    const response = await request(server).get('/api/docs-json').expect(200);
    const paths = Object.keys((response.body as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/cities', '/api/types', '/api/counts', '/api/search']));
  });
});
