import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { App } from 'supertest/types';
import { describeWithNetworkAddress } from './support/network-address';
import { operatorCookie } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';

const WEB_TOKEN = 'web-server-token-for-tests';

describe('rate limiting', () => {
  let testApp: TestApp;
  let server: App;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: 2, INTERNAL_API_TOKEN: WEB_TOKEN });
    server = testApp.app.getHttpServer() as App;
    cookie = await operatorCookie(testApp.app, 'ops-throttling@example.be');
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers 429 past the configured requests per minute, but never to health probes', async () => {
    await request(server).get('/api/properties').expect(200);
    await request(server).get('/api/properties').expect(200);
    const refused = await request(server).get('/api/properties').expect(429);
    // The standard header (seconds), which clients and crawlers read.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    for (let probe = 0; probe < 3; probe += 1) await request(server).get('/api/health').expect(200);
  });

  it("never limits the web server's own calls, which render pages for every visitor", async () => {
    for (let call = 0; call < 4; call += 1) {
      await request(server).get('/api/properties').set(INTERNAL_TOKEN_HEADER, 'web-server-token-for-tests').expect(200);
    }
    // A guess of the same length, so only the comparison itself can refuse it.
    await request(server).get('/api/properties').set(INTERNAL_TOKEN_HEADER, 'web-server-token-for-testX').expect(429);
  });

  it("does not lift the limit on the operators' routes for the web server's token", async () => {
    const runs = () =>
      request(server).get('/api/sync-runs').set(INTERNAL_TOKEN_HEADER, WEB_TOKEN).set('cookie', cookie);
    await runs().expect(200);
    await runs().expect(200);
    const refused = await runs().expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('rate limiting of answers from the response cache', () => {
  it('says when to retry in the standard header', async () => {
    const testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: 2, RESPONSE_CACHE_MB: 1 });
    try {
      const server = testApp.app.getHttpServer() as App;
      const list = () => request(server).get('/api/properties?goal=sale&limit=2');
      await list().expect(200);
      expect((await list().expect(200)).headers['x-cache']).toBe('HIT');
      const refused = await list().expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await testApp.app.close();
    }
  });
});

describeWithNetworkAddress('a client that is not on loopback', (address) => {
  it('is counted by its own address, whatever X-Forwarded-For it sends', async () => {
    const testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: 2, TRUST_PROXY: 'loopback' });
    try {
      await testApp.app.listen(0, '0.0.0.0');
      const { port } = testApp.app.getHttpServer().address() as AddressInfo;
      const base = `http://${address}:${port}`;
      const statuses = [];
      for (let index = 1; index <= 4; index += 1) {
        statuses.push((await request(base).get('/api/types').set('x-forwarded-for', `203.0.113.${index}`)).status);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await testApp.app.close();
    }
  });
});
