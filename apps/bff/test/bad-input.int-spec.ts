import type { LoggerService } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';

/** What the BFF logs, by level. */
class RecordingLogger implements LoggerService {
  readonly warnings: string[] = [];
  readonly errors: string[] = [];
  log(): void {}
  warn(message: unknown): void {
    this.warnings.push(String(message));
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.errors.push([message, ...rest].map(String).join(' '));
  }
}

// Input PostgreSQL cannot take, or ids no record can have, are the client's
// mistake: a 400 with the usual error JSON and one warning line, never a 500.
describe('bad input', () => {
  let testApp: TestApp;
  let server: App;
  const logger = new RecordingLogger();
  const liege = propertyFixture({ id: 940_001, city: 'Liège', zip: '4000' });

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.getRepository(PropertyEntity).save(liege);
    testApp.app.useLogger(logger);
  });

  beforeEach(() => {
    logger.warnings.length = 0;
    logger.errors.length = 0;
  });

  afterAll(async () => {
    await testApp.dataSource.getRepository(PropertyEntity).delete({ id: liege.id });
    await testApp.app.close();
  });

  it.each([
    ['/api/search?q=ab%00c', 'q'],
    ['/api/properties?city=Li%00ge%7C4000', 'city'],
    ['/api/properties?city=Li%C3%A8ge%7C40%00', 'city'],
    ['/api/map-markers?city=Li%00ge%7C4000', 'city'],
    ['/api/map-markers?goal=sale&city=%1B%7C4000', 'city'],
  ])('answers 400 for text PostgreSQL cannot take: %s', async (url, param) => {
    const response = await request(server).get(url).expect(400);
    expect(response.body).toEqual({
      code: 'INVALID_REQUEST',
      message: 'The request is invalid.',
      issues: [{ path: param, message: expect.any(String) as string }],
    });
  });

  it('still finds a city and a search with accents, emoji and quotes in them', async () => {
    await request(server).get('/api/properties?city=Li%C3%A8ge%7C4000').expect(200);
    await request(server)
      .get(`/api/search?q=${encodeURIComponent("l'Orée 🏠")}`)
      .expect(200);
  });

  it.each(['/api/properties/{}', '/api/properties/{}/similar', '/api/properties/{}/neighbours', '/api/projects/{}'])(
    'answers 400 on %s for an id no record can have, whatever its spelling',
    async (route) => {
      for (const id of ['9999999999', '2147483648', '1e3', '0x10', '%2012', '012', '12.0', '-1', '%2B12']) {
        const response = await request(server).get(route.replace('{}', id));
        expect({ id, status: response.status, body: response.body as unknown }).toEqual({
          id,
          status: 400,
          body: {
            code: 'INVALID_REQUEST',
            message: 'The request is invalid.',
            issues: [{ path: 'id', message: expect.any(String) as string }],
          },
        });
      }
    },
  );

  it('reads an id spelt the one way', async () => {
    await request(server).get(`/api/properties/${liege.id}`).expect(200);
    await request(server).get('/api/properties/2147483647').expect(404);
  });

  it('answers a URL that cannot be routed (broken percent-encoding, an overlong id) with the same JSON, without echoing it', async () => {
    for (const url of ['/api/properties/%zz', '/api/pages/%E9%zz', `/api/properties/${'9'.repeat(200)}`]) {
      const response = await request(server).get(url);
      expect({ url, status: response.status, body: response.body as unknown }).toEqual({
        url,
        status: url.includes('999') ? 414 : 400,
        body: { code: 'INVALID_REQUEST', message: 'The request is invalid.' },
      });
    }
    expect(logger.warnings).toEqual([
      'Rejected GET (malformed URL): FST_ERR_BAD_URL',
      'Rejected GET (malformed URL): FST_ERR_BAD_URL',
      'Rejected GET (malformed URL): FST_ERR_MAX_PARAM_LENGTH',
    ]);
  });

  it('logs a rejected request as one warning line and never as an error', async () => {
    await request(server).get('/api/search?q=ab%00c').expect(400);
    await request(server).get('/api/properties/9999999999?locale=xx').expect(400);
    // The second has a bad id and a bad locale: one line still, and no value echoed.
    expect(logger.warnings).toEqual([
      expect.stringMatching(/^Rejected GET \/api\/search: q: /),
      expect.stringMatching(/^Rejected GET \/api\/properties\/:id: /),
    ]);
    expect(logger.warnings.join('\n')).not.toMatch(/9999999999|xx/);
    expect(logger.errors).toEqual([]);
  });
});
