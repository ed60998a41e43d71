import request from 'supertest';
import type { App } from 'supertest/types';
import { operatorCookie } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';

// Nothing listens there: Redis is down for this app from its first second.
const CLOSED_REDIS = 'redis://127.0.0.1:6399';
const LIMIT = 3;

describe('with Redis unreachable', () => {
  let testApp: TestApp;
  let server: App;
  let booted = 0;
  /** Every line the app logs about Redis, and what BullMQ or ioredis would print themselves. */
  const redisLines: string[] = [];
  const keep = (message: unknown) => {
    if (/redis/i.test(String(message))) redisLines.push(String(message));
  };
  const logger = { log: keep, warn: keep, error: keep };

  beforeAll(async () => {
    // BullMQ and ioredis print unheard errors with console.error.
    jest
      .spyOn(console, 'error')
      .mockImplementation((...args: unknown[]) => void redisLines.push(args.map(String).join(' ')));
    const booting = Date.now();
    // The response cache on: its Redis listener must not hold the boot either.
    testApp = await createTestApp(
      { REDIS_URL: CLOSED_REDIS, RESPONSE_CACHE_MB: 1, RATE_LIMIT_PER_MINUTE: LIMIT },
      { logger },
    );
    server = testApp.app.getHttpServer() as App;
    booted = Date.now();
    expect(booted - booting).toBeLessThan(5_000);
  });

  afterAll(async () => {
    await testApp.app.close();
    jest.restoreAllMocks();
  });

  it('is alive, but not ready: readiness names Redis down and the database up', async () => {
    await request(server).get('/api/health/live').expect(200, { status: 'ok' });
    const started = Date.now();
    const ready = await request(server).get('/api/health/ready').expect(503);
    expect(ready.body).toMatchObject({
      status: 'error',
      database: 'up',
      redis: 'down',
      error: { redis: { status: 'down' } },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers /api/health as readiness, for the compose health check and the e2e set-up', async () => {
    const response = await request(server).get('/api/health').expect(503);
    expect(response.body).toMatchObject({ status: 'error', redis: 'down' });
  });

  it('refuses to queue an import with 503 QUEUE_UNAVAILABLE within seconds, not minutes', async () => {
    const started = Date.now();
    const response = await request(server)
      .post('/api/sync-runs')
      .set('cookie', await operatorCookie(testApp.app, 'ops-redis-down@example.be'))
      .set('Content-Type', 'application/json')
      .send({ full: false })
      .timeout(10_000);
    expect(response.status).toBe(503);
    // The console session lives in the database: the queue is what refuses.
    expect(response.body).toMatchObject({ code: 'QUEUE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('still serves the catalogue', async () => {
    await request(server).get('/api/types').expect(200);
  });

  it("still limits a client, in this instance's memory, without waiting for Redis", async () => {
    const started = Date.now();
    const statuses = [];
    for (let call = 0; call < LIMIT + 1; call += 1)
      statuses.push((await request(server).get('/api/properties?limit=1')).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('tells the outage once per group of connections, not once a second', async () => {
    // Long enough for several reconnection attempts of every connection.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, booted + 6_000 - Date.now())));
    // The producers, the cache listener, the login limits and the shared rate limits: one line each.
    // The import refused above logs its own line (a request's outcome, not the connection's state).
    const outage = redisLines.filter((line) => !line.startsWith('Import not queued'));
    expect(outage.length).toBeGreaterThan(0);
    expect(outage.length).toBeLessThanOrEqual(4);
  }, 15_000);
});
