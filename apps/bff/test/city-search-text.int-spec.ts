import type { SearchResultDto } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp, type TestApp } from './support/test-app';

// The search box reads each city's normalised text from a stored, indexed
// column instead of recomputing it for every city on every search
// (docs/benchmarks.md, "Search endpoint"); whoever writes a city, the column
// follows its names.
describe('cities: the stored search text', () => {
  let testApp: TestApp;
  let server: App;

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.query('TRUNCATE cities');
  });

  afterAll(async () => {
    await testApp.dataSource.query('TRUNCATE cities');
    await testApp.app.close();
  });

  const searchText = async () =>
    (
      (await testApp.dataSource.query(`SELECT search_text FROM cities WHERE zip = '4000'`)) as { search_text: string }[]
    )[0]?.search_text;
  const citiesFound = async (q: string) =>
    (
      (
        await request(server)
          .get(`/api/search?locale=fr&q=${encodeURIComponent(q)}`)
          .expect(200)
      ).body as SearchResultDto
    ).cities.map((city) => city.Name);

  it('is written on insert and follows an update of the names, as the search sees it', async () => {
    // Plain SQL, as the worker's list import writes cities.
    await testApp.dataSource.query(
      `INSERT INTO cities (zip, country_id, name, names, country_name, region, count_sale) VALUES ('4000', 10, 'Liège', '{"fr":"Liège","nl":"Luik"}', 'Belgique', 'wallonia', 3)`,
    );
    expect(await searchText()).toBe('4000 liege luik liege  ');
    expect(await citiesFound('luik')).toEqual(['Liège']);

    await testApp.dataSource.query(`UPDATE cities SET names = names || '{"de":"Lüttich"}' WHERE zip = '4000'`);
    expect(await searchText()).toBe('4000 liege luik liege  luttich');
    expect(await citiesFound('lütt')).toEqual(['Liège']);
    // A typo still finds it by trigram similarity.
    expect(await citiesFound('lutich')).toEqual(['Liège']);
  });

  it('cannot be written around: a value set by hand is replaced by the names', async () => {
    await testApp.dataSource.query(`UPDATE cities SET search_text = 'nowhere' WHERE zip = '4000'`);
    expect(await searchText()).toBe('4000 liege luik liege  luttich');
  });
});
