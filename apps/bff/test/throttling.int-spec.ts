import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp, type TestApp } from './support/test-app';

describe('rate limiting', () => {
  let testApp: TestApp;
  let server: App;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: 2 });
    server = testApp.app.getHttpServer() as App;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers 429 past the configured requests per minute, but never to health probes', async () => {
    await request(server).get('/api/properties').expect(200);
    await request(server).get('/api/properties').expect(200);
    await request(server).get('/api/properties').expect(429);
    await request(server).get('/api/health').expect(200);
  });
});
