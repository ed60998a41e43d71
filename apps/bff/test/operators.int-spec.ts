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
      `INSERT INTO sync_runs (source, trigger, "full", status, started_at, finished_at, created, rejected, rejections)
       VALUES ('crm', 'schedule', false, 'succeeded', '2024-06-01T03:00:00Z', '2024-06-01T03:00:09Z', 3, 25, $1::jsonb) RETURNING id`,
      [JSON.stringify(rejections)],
    )) as { id: number }[];

    const list = await request(server).get('/api/sync-runs?limit=100').auth(operator.user, operator.password).expect(200);
    const listed = (list.body as { id: number; rejected: number; rejections: unknown[] }[]).find((entry) => entry.id === run?.id);
    expect(listed).toMatchObject({ rejected: 25 });
    expect(listed?.rejections).toHaveLength(20);

    const detail = await request(server).get(`/api/sync-runs/${run?.id}`).auth(operator.user, operator.password).expect(200);
    expect(detail.body).toMatchObject({ id: run?.id, trigger: 'schedule', status: 'succeeded', created: 3, rejected: 25, rejections });
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
