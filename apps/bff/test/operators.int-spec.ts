import { QueueName, SyncJob } from '@immo/domain';
import { Queue } from 'bullmq';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadEnv } from '../src/config/env';
import { createTestApp, type TestApp } from './support/test-app';

const operator = { user: 'ops-test', password: 'test-operator-password' };

describe('operator endpoints and Bull Board', () => {
  let testApp: TestApp;
  let server: App;
  // The same queue the worker consumes (QUEUE_PREFIX is unique to this test run).
  const env = loadEnv();
  const syncQueue = new Queue(QueueName.sync, { connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX });

  beforeAll(async () => {
    testApp = await createTestApp({ OPERATOR_USER: operator.user, OPERATOR_PASSWORD: operator.password });
    server = testApp.app.getHttpServer() as App;
  });

  afterEach(async () => {
    await syncQueue.obliterate({ force: true });
  });

  afterAll(async () => {
    await testApp.app.close();
    await syncQueue.close();
  });

  it('challenges a request without operator credentials and refuses wrong ones', async () => {
    const anonymous = await request(server).get('/api/sync-runs').expect(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Basic realm=/);
    await request(server).get('/api/sync-runs').auth(operator.user, 'wrong-password').expect(401);
    await request(server).post('/api/sync-runs').send({}).expect(401);
    expect(await syncQueue.count()).toBe(0);
  });

  it('shows one run with every rejection, the list only the first ones', async () => {
    const rejections = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, reason: `bad price ${index + 1}` }));
    const [run] = (await testApp.dataSource.query(
      // Dated in the past: spec files share the database and others list the latest runs.
      `INSERT INTO sync_runs (source, trigger, "full", status, started_at, finished_at, created, withdrawn, projects_withdrawn, rejected, rejections)
       VALUES ('crm', 'schedule', false, 'succeeded', '2024-06-01T03:00:00Z', '2024-06-01T03:00:09Z', 3, 2, 1, 25, $1::jsonb) RETURNING id`,
      [JSON.stringify(rejections)],
    )) as { id: number }[];

    const list = await request(server).get('/api/sync-runs?limit=100').auth(operator.user, operator.password).expect(200);
    const listed = (list.body as { id: number; rejected: number; rejections: unknown[] }[]).find((entry) => entry.id === run?.id);
    expect(listed).toMatchObject({ rejected: 25 });
    expect(listed?.rejections).toHaveLength(20);

    const detail = await request(server).get(`/api/sync-runs/${run?.id}`).auth(operator.user, operator.password).expect(200);
    expect(detail.body).toMatchObject({ id: run?.id, trigger: 'schedule', status: 'succeeded', created: 3, withdrawn: 2, projectsWithdrawn: 1, rejected: 25, rejections });
    expect(detail.headers['cache-control']).toBe('no-store');

    const missing = await request(server).get('/api/sync-runs/999999').auth(operator.user, operator.password).expect(404);
    expect(missing.body).toMatchObject({ code: 'SYNC_RUN_NOT_FOUND' });
    await request(server).get('/api/sync-runs/abc').auth(operator.user, operator.password).expect(400);
  });

  it('queues an import for the worker and answers 202 with the job id', async () => {
    const response = await request(server).post('/api/sync-runs').auth(operator.user, operator.password).send({ full: true }).expect(202);
    const { jobId } = response.body as { jobId: string };
    const job = await syncQueue.getJob(jobId);
    expect(job?.name).toBe(SyncJob.import);
    // No source: the worker reads the CRM it is configured with.
    expect(job?.data).toEqual({ full: true, trigger: 'operator' });
  });

  it('queues an incremental run when no body is sent, and one only while it is pending', async () => {
    const first = await request(server).post('/api/sync-runs').auth(operator.user, operator.password).expect(202);
    const second = await request(server).post('/api/sync-runs').auth(operator.user, operator.password).send({ full: false }).expect(202);
    expect((second.body as { jobId: string }).jobId).toBe((first.body as { jobId: string }).jobId);
    const waiting = await syncQueue.getWaiting();
    expect(waiting.map((job) => job.data as unknown)).toEqual([{ full: false, trigger: 'operator' }]);
  });

  it('refuses a body it does not understand', async () => {
    await request(server).post('/api/sync-runs').auth(operator.user, operator.password).send({ full: 'yes' }).expect(400);
    await request(server).post('/api/sync-runs').auth(operator.user, operator.password).send({ source: '/etc' }).expect(400);
    expect(await syncQueue.count()).toBe(0);
  });

  it('serves Bull Board with the sync, mail and statistics queues to operators only', async () => {
    const anonymous = await request(server).get('/api/admin/queues').expect(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Basic realm=/);
    await request(server).get('/api/admin/queues/api/queues').expect(401);
    await request(server).get('/api/admin/queues/').expect(401);
    // A job action deep under the dashboard's API, as a browser without credentials would send it.
    await request(server).put('/api/admin/queues/api/queues/sync/pause').expect(401);

    const page = await request(server).get('/api/admin/queues').auth(operator.user, operator.password).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await request(server).get('/api/admin/queues/api/queues').auth(operator.user, operator.password).expect(200);
    const names = (api.body as { queues: { name: string }[] }).queues.map((queue) => queue.name).sort();
    expect(names).toEqual([QueueName.mail, QueueName.statistics, QueueName.sync].sort());
  });
});

describe('failed operator logins', () => {
  // An account of its own: these tests lock it, and counts live in Redis for the whole test run.
  const target = { user: 'ops-guessed', password: 'guessed-operator-password' };
  let testApp: TestApp;
  let server: App;
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  /** A request from `client`, told by a trusted proxy (loopback), as the web's relay tells it. */
  const from = (client: string, path: string, user: string, password: string) =>
    request(server).get(path).set('x-forwarded-for', client).set('authorization', basic(user, password));

  beforeAll(async () => {
    testApp = await createTestApp({ OPERATOR_USER: target.user, OPERATOR_PASSWORD: target.password });
    server = testApp.app.getHttpServer() as App;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('slows a client down after five failures, whatever account and operator path it tries, and says for how long', async () => {
    const paths = ['/api/sync-runs', '/api/admin/queues', '/api/admin/queues/', '/api/admin/queues/api/queues', '/api/sync-runs/1'];
    const statuses = [];
    for (const [index, path] of paths.entries()) statuses.push((await from('198.51.100.10', path, `someone-${index}`, 'guess')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const slowed = await from('198.51.100.10', '/api/admin/queues', 'someone-else', 'guess').expect(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(slowed.body).toMatchObject({ code: 'OPERATOR_LOGIN_THROTTLED' });
    // Even the right password waits: the wait is checked before the password.
    await from('198.51.100.10', '/api/sync-runs', target.user, target.password).expect(429);
    // A browser asking for the login prompt is not guessing and gets it.
    await request(server).get('/api/sync-runs').set('x-forwarded-for', '198.51.100.10').expect(401);
  });

  it('does not let a success wipe the failures a client made on other accounts', async () => {
    const client = '198.51.100.20';
    for (let index = 0; index < 4; index += 1) await from(client, '/api/sync-runs', `intruder-${index}`, 'guess').expect(401);
    await from(client, '/api/sync-runs', target.user, target.password).expect(200);
    await from(client, '/api/sync-runs', 'intruder-4', 'guess').expect(401);
    await from(client, '/api/sync-runs', 'intruder-5', 'guess').expect(429);
  });

  it('after 1,000 wrong guesses from as many addresses, refuses the right password too', async () => {
    const statuses = new Map<number, number>();
    const startedAt = Date.now();
    for (let guess = 0; guess < 1_000; guess += 1) {
      const client = `10.${Math.floor(guess / 250)}.${guess % 250}.1`;
      const path = guess % 2 === 0 ? '/api/admin/queues' : '/api/sync-runs';
      const { status } = await from(client, path, target.user, `guess-${guess}`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // Five free failures, then one more each time the account's wait (1 s,
    // doubling) runs out: a handful in all, however slow the machine is.
    const seconds = (Date.now() - startedAt) / 1000;
    expect(statuses.get(401)).toBeLessThanOrEqual(6 + Math.ceil(Math.log2(seconds + 1)));
    expect(statuses.get(200)).toBeUndefined();
    const right = await from('192.0.2.99', '/api/admin/queues', target.user, target.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('operator logins without Redis', () => {
  it('are refused at once with 503 rather than let guesses through uncounted', async () => {
    const testApp = await createTestApp({ OPERATOR_USER: operator.user, OPERATOR_PASSWORD: operator.password, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const server = testApp.app.getHttpServer() as App;
      const startedAt = Date.now();
      const refused = await request(server).get('/api/sync-runs').auth(operator.user, operator.password).expect(503);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.body).toMatchObject({ code: 'OPERATOR_LOGIN_UNAVAILABLE' });
      await request(server).get('/api/admin/queues').auth(operator.user, 'wrong').expect(503);
      expect(Date.now() - startedAt).toBeLessThan(3_000);
      // The prompt needs no count.
      await request(server).get('/api/sync-runs').expect(401);
    } finally {
      await testApp.app.close();
    }
  });
});

describe('cross-site requests to the operators', () => {
  let testApp: TestApp;
  let server: App;
  const syncQueue = new Queue(QueueName.sync, { connection: { url: loadEnv().REDIS_URL }, prefix: loadEnv().QUEUE_PREFIX });
  const start = () => request(server).post('/api/sync-runs').auth(operator.user, operator.password);

  beforeAll(async () => {
    testApp = await createTestApp({ OPERATOR_USER: operator.user, OPERATOR_PASSWORD: operator.password, ALLOWED_ORIGINS: ['https://www.immo.test'] });
    server = testApp.app.getHttpServer() as App;
  });

  afterEach(async () => {
    await syncQueue.obliterate({ force: true });
  });

  afterAll(async () => {
    await testApp.app.close();
    await syncQueue.close();
  });

  it("refuses an import another site's page starts with the operator's browser", async () => {
    const forged = await start().set('origin', 'https://attacker.example').type('form').send('').expect(403);
    expect(forged.body).toMatchObject({ code: 'CROSS_SITE_REQUEST_REFUSED' });
    await start().set('sec-fetch-site', 'cross-site').send({}).expect(403);
    // Refused before the login is even looked at.
    await request(server).post('/api/sync-runs').set('origin', 'https://attacker.example').expect(403);
    expect(await syncQueue.count()).toBe(0);
  });

  it('accepts JSON only', async () => {
    const form = await start().type('form').send('').expect(415);
    expect(form.body).toMatchObject({ code: 'JSON_BODY_REQUIRED' });
    await start().set('content-type', 'text/plain').send('{}').expect(415);
    expect(await syncQueue.count()).toBe(0);
  });

  it("refuses a job another site's page adds through Bull Board, and lets Bull Board's own page act", async () => {
    const add = () => request(server).post('/api/admin/queues/api/queues/sync/add').auth(operator.user, operator.password);
    await add().set('origin', 'https://attacker.example').set('content-type', 'text/plain').send('{"name":"import"}').expect(403);
    await add().set('content-type', 'text/plain').send('{"name":"import"}').expect(415);
    expect(await syncQueue.count()).toBe(0);
    const clean = request(server).put('/api/admin/queues/api/queues/sync/clean/completed').auth(operator.user, operator.password);
    await clean.set('host', 'bff.immo.test').set('origin', 'https://bff.immo.test').expect(200);
  });

  it("queues the import the site's own page asks for", async () => {
    await start().set('origin', 'https://www.immo.test').set('sec-fetch-site', 'same-origin').send({ full: false }).expect(202);
    expect(await syncQueue.count()).toBe(1);
  });
});
