import { catalogueChangedChannel } from '@immo/domain';
import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { Redis } from 'ioredis';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadEnv } from '../src/config/env';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { operatorCookie } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';

const WEB_TOKEN = 'web-server-token-for-tests';
const LIMIT = 30;

describe('response cache', () => {
  const env = loadEnv();
  const house = propertyFixture({ id: 930_001, price: 400_000 });
  let testApp: TestApp;
  let server: App;
  let publisher: Redis;

  const detail = () => request(server).get(`/api/properties/${house.id}?locale=fr`);
  const setPrice = (price: number) =>
    testApp.dataSource.query('UPDATE properties SET price = $1 WHERE id = $2', [price, house.id]);

  beforeAll(async () => {
    testApp = await createTestApp({
      RESPONSE_CACHE_MB: 1,
      RATE_LIMIT_PER_MINUTE: LIMIT,
      INTERNAL_API_TOKEN: WEB_TOKEN,
    });
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.getRepository(PropertyEntity).save(house);
    publisher = new Redis(env.REDIS_URL);
  });

  afterAll(async () => {
    await publisher.quit();
    await testApp.app.close();
  });

  it('answers a repeated request from memory, with its age, until an import announces a change', async () => {
    const first = await detail().expect(200);
    expect(first.headers['x-cache']).toBe('MISS');
    await setPrice(450_000);

    const second = await detail().expect(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(Number(second.headers['age'])).toBeGreaterThanOrEqual(0);

    // What the sync worker sends after an import that changed the catalogue.
    expect(await publisher.publish(catalogueChangedChannel(env.QUEUE_PREFIX), '42')).toBeGreaterThan(0);
    let third = await detail().expect(200);
    for (let attempt = 0; attempt < 20 && third.headers['x-cache'] === 'HIT'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      third = await detail().expect(200);
    }
    expect(third.headers['x-cache']).toBe('MISS');
    expect(third.text).not.toBe(first.text);
    expect(third.text).toContain('450000');
  });

  it('gives the web server a fresh answer when it asks for one, and keeps that one for the others', async () => {
    await detail().expect(200);
    await setPrice(470_000);
    const fresh = await detail().set('cache-control', 'no-cache').set(INTERNAL_TOKEN_HEADER, WEB_TOKEN).expect(200);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.text).toContain('470000');
    const next = await detail().expect(200);
    expect(next.headers['x-cache']).toBe('HIT');
    expect(next.text).toBe(fresh.text);
  });

  it('counts answers from memory against the per-client rate limit, the client told by a trusted proxy', async () => {
    const list = () => request(server).get('/api/properties?goal=sale&limit=1');
    const answers = [];
    for (let call = 0; call < LIMIT; call += 1) answers.push(await list());
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual([
      'MISS',
      ...Array<string>(LIMIT - 1).fill('HIT'),
    ]);
    expect(answers.at(-1)?.headers['x-ratelimit-remaining-public']).toBe('0');
    await list().expect(429);
    // Another visitor relayed by the web server (loopback, trusted) has its own count.
    const other = await list().set('x-forwarded-for', '203.0.113.7').expect(200);
    expect(other.headers['x-cache']).toBe('HIT');
    expect(other.headers['x-ratelimit-remaining-public']).toBe(String(LIMIT - 1));
  });

  it('keeps nothing that is not public, such as operator data', async () => {
    const cookie = await operatorCookie(testApp.app, 'ops-response-cache@example.be');
    for (let call = 0; call < 2; call += 1) {
      const runs = await request(server).get('/api/sync-runs').set('cookie', cookie).expect(200);
      expect(runs.headers['x-cache']).toBeUndefined();
    }
  });
});

describe('response cache without Redis', () => {
  it('still boots and answers from memory while Redis is away', async () => {
    const testApp = await createTestApp({ RESPONSE_CACHE_MB: 1, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const server = testApp.app.getHttpServer() as App;
      await request(server).get('/api/properties?goal=rent&limit=1').expect(200);
      const again = await request(server).get('/api/properties?goal=rent&limit=1').expect(200);
      expect(again.headers['x-cache']).toBe('HIT');
    } finally {
      await testApp.app.close();
    }
  }, 20_000);
});
