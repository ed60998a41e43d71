import { INTERNAL_TOKEN_HEADER } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp, type TestApp } from './support/test-app';

describe('rate limiting', () => {
  let testApp: TestApp;
  let server: App;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: 2, INTERNAL_API_TOKEN: 'web-server-token-for-tests' });
    server = testApp.app.getHttpServer() as App;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers 429 past the configured requests per minute, but never to health probes', async () => {
    await request(server).get('/api/properties').expect(200);
    await request(server).get('/api/properties').expect(200);
    await request(server).get('/api/properties').expect(429);
    for (let probe = 0; probe < 3; probe += 1) await request(server).get('/api/health').expect(200);
  });

  it("never limits the web server's own calls, which render pages for every visitor", async () => {
    for (let call = 0; call < 4; call += 1) {
      await request(server).get('/api/properties').set(INTERNAL_TOKEN_HEADER, 'web-server-token-for-tests').expect(200);
    }
    // A guess of the same length, so only the comparison itself can refuse it.
    await request(server).get('/api/properties').set(INTERNAL_TOKEN_HEADER, 'web-server-token-for-testX').expect(429);
  });
});
