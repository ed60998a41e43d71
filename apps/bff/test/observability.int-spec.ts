import { QueueName } from '@immo/domain';
import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@immo/platform';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import type { App } from 'supertest/types';
import { type BffEnv, ENV } from '../src/config/env';
import { contactBody, SITE_ORIGIN, uniqueEmail, withFakeCaptcha } from './support/forms';
import { createOperator } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';
import { startSmtp } from './support/test-smtp';
import { startWorker } from './support/worker-process';

describe('readiness, request ids and metrics', () => {
  let testApp: TestApp;
  let server: App;
  let token: string;
  // A queue prefix of its own: no worker of another spec takes this spec's mail jobs before they are read.
  const QUEUE_PREFIX = `${process.env.QUEUE_PREFIX ?? 'immo_test'}_observability`;

  beforeAll(async () => {
    testApp = await createTestApp({ FORM_SUBMISSIONS_PER_MINUTE: 1000, QUEUE_PREFIX }, { configure: withFakeCaptcha });
    server = testApp.app.getHttpServer() as App;
    token = testApp.app.get<BffEnv>(ENV).INTERNAL_API_TOKEN;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('is ready with a stale catalogue, and says it is stale', async () => {
    await testApp.dataSource.query(
      `INSERT INTO sync_runs (source, trigger, "full", status, started_at, finished_at) VALUES ('sample', 'schedule', false, 'succeeded', now() - interval '3 hours', now() - interval '3 hours')`,
    );
    // Other specs of the run import too: only a catalogue at least this old is certain here.
    const response = await request(server).get('/api/health/ready').expect(200);
    expect(response.body).toMatchObject({
      database: 'up',
      redis: 'up',
      info: { database: { status: 'up' }, redis: { status: 'up' } },
    });
    const catalogue = (response.body as { details: { catalogue: { state: string; ageSeconds: number } } }).details
      .catalogue;
    if (catalogue.state === 'stale') expect(response.body).toMatchObject({ status: 'degraded', catalogue: 'stale' });
    else expect(response.body).toMatchObject({ status: 'ok', catalogue: 'fresh' });
  });

  it('reports a fresh catalogue once an import succeeded', async () => {
    await testApp.dataSource.query(
      `INSERT INTO sync_runs (source, trigger, "full", status, started_at, finished_at) VALUES ('sample', 'schedule', false, 'succeeded', now(), now())`,
    );
    // The age is cached for a few seconds (10 at most): asked until the cache lapses, not a fixed 10.5 s.
    const ready = () => request(server).get('/api/health/ready');
    let response = await ready();
    for (
      const deadline = Date.now() + 12_000;
      (response.body as { catalogue?: string }).catalogue !== 'fresh' && Date.now() < deadline;
      response = await ready()
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'up', redis: 'up', catalogue: 'fresh' });
  }, 20_000);

  it("echoes the caller's request id and carries it into the mail jobs the request queued", async () => {
    const requestId = 'web-observability-1';
    const response = await request(server)
      .post('/api/forms/site-contact')
      .set('Origin', SITE_ORIGIN)
      .set(REQUEST_ID_HEADER, requestId)
      .send(contactBody({ email: uniqueEmail('request-id') }))
      .expect(201);
    expect(response.headers[REQUEST_ID_HEADER]).toBe(requestId);
    const leadId = (response.body as { leadId: string }).leadId;
    const rows = (await testApp.dataSource.query('SELECT id FROM mail_outbox WHERE lead_id = $1', [leadId])) as {
      id: string;
    }[];
    expect(rows).toHaveLength(2);
    const mailQueue = testApp.app.get<Queue>(getQueueToken(QueueName.mail));
    for (const row of rows) expect((await mailQueue.getJob(row.id))?.data).toEqual({ outboxId: row.id, requestId });
  });

  it('replaces a request id that is no short token, and gives one to a request that had none', async () => {
    const forged = await request(server).get('/api/health/live').set(REQUEST_ID_HEADER, 'x"}{"level":60').expect(200);
    expect(forged.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const none = await request(server).get('/api/health/live').expect(200);
    expect(none.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers[REQUEST_ID_HEADER]).not.toBe(forged.headers[REQUEST_ID_HEADER]);
  });

  it('refuses the metrics without the internal token or an operator session', async () => {
    const refused = await request(server).get('/api/metrics');
    expect(refused.status).toBe(401);
    expect(refused.text).not.toContain('immo_http_request_duration_seconds');
    await request(server).get('/api/metrics').set(INTERNAL_TOKEN_HEADER, 'not-the-token-but-long-enough').expect(401);
  });

  it("serves them to a logged-in operator's console session", async () => {
    const operator = await createOperator(testApp.app, `metrics.${Date.now()}@agency.test`);
    const response = await request(server).get('/api/metrics').set('Cookie', operator.cookie).expect(200);
    expect(response.text).toContain('# TYPE immo_http_request_duration_seconds histogram');
  });

  it('serves requests by route template and status, the outbox, dead mails, the import age and process figures', async () => {
    await request(server).get('/api/properties/999999999').set(INTERNAL_TOKEN_HEADER, token);
    const response = await request(server).get('/api/metrics').set(INTERNAL_TOKEN_HEADER, token).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.text;
    expect(text).toMatch(
      /immo_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/ready",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /immo_http_request_duration_seconds_count\{method="GET",route="\/api\/properties\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(
      /immo_http_request_duration_seconds_count\{method="POST",route="\/api\/forms\/:kind",status="201"\} 1/,
    );
    expect(text).toMatch(/immo_mail_outbox_rows\{state="queued"\} [1-9]/);
    expect(text).toMatch(/^immo_mail_dead \d+$/m);
    expect(text).toMatch(/^immo_import_age_seconds \d+$/m);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it("counts the response cache's answers, which no route sees, under a route of their own", async () => {
    const cached = await createTestApp({ RESPONSE_CACHE_MB: 1, QUEUE_PREFIX });
    try {
      const cachedServer = cached.app.getHttpServer() as App;
      await request(cachedServer).get('/api/types?locale=fr').expect(200);
      const hit = await request(cachedServer).get('/api/types?locale=fr').expect(200);
      expect(hit.headers['x-cache']).toBe('HIT');
      const text = (await request(cachedServer).get('/api/metrics').set(INTERNAL_TOKEN_HEADER, token).expect(200)).text;
      expect(text).toMatch(
        /immo_http_request_duration_seconds_count\{method="GET",route="\(response cache\)",status="200"\} 1/,
      );
      expect(text).toMatch(
        /immo_http_request_duration_seconds_count\{method="GET",route="\/api\/types",status="200"\} 1/,
      );
    } finally {
      await cached.app.close();
    }
  });

  it("finds the request's id on the worker's log line of the mail it sent", async () => {
    const smtp = await startSmtp();
    const worker = await startWorker({
      SMTP_URL: smtp.smtpUrl,
      MAIL_FROM: 'Agence <info@immo.test>',
      QUEUE_PREFIX,
      LOG_LEVEL: 'info',
    });
    try {
      const requestId = 'web-observability-2';
      const response = await request(server)
        .post('/api/forms/site-contact')
        .set('Origin', SITE_ORIGIN)
        .set(REQUEST_ID_HEADER, requestId)
        .send(contactBody({ email: uniqueEmail('request-id-worker') }))
        .expect(201);
      const leadId = (response.body as { leadId: string }).leadId;
      const [row] = (await testApp.dataSource.query(
        `SELECT id FROM mail_outbox WHERE lead_id = $1 AND template = 'lead-confirmation'`,
        [leadId],
      )) as { id: string }[];
      const deadline = Date.now() + 20_000;
      const sentLine = () =>
        worker
          .output()
          .split('\n')
          .find((line) => line.includes(`Mail ${row?.id ?? '?'} sent`));
      while (!sentLine() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(JSON.parse(sentLine() ?? '{}')).toMatchObject({ level: 30, requestId, context: 'MailProcessor' });
      // Nothing personal in the worker's lines: the visitor's address never appears.
      expect(worker.output()).not.toContain('request-id-worker');
    } finally {
      await worker.stop();
      await smtp.close();
    }
  }, 90_000);
});
