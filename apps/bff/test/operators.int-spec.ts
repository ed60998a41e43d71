import { QueueName, SyncJob } from '@immo/domain';
import { Queue } from 'bullmq';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadEnv } from '../src/config/env';
import { OperatorAccounts } from '../src/operators/operator-accounts';
import { codeFor, createOperator, sessionCookie, type TestOperator } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';

describe('operator endpoints and Bull Board behind the console session', () => {
  let testApp: TestApp;
  let server: App;
  let operator: TestOperator;
  // The same queue the worker consumes (QUEUE_PREFIX is unique to this test run).
  const env = loadEnv();
  const syncQueue = new Queue(QueueName.sync, { connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX });

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    operator = await createOperator(testApp.app, 'ops-runs@example.be');
  });

  afterEach(async () => {
    await syncQueue.obliterate({ force: true });
  });

  afterAll(async () => {
    await testApp.app.close();
    await syncQueue.close();
  });

  it('refuses a request without a live console session', async () => {
    const anonymous = await request(server).get('/api/sync-runs').expect(401);
    expect(anonymous.body).toMatchObject({ code: 'OPERATOR_UNAUTHENTICATED' });
    await request(server)
      .get('/api/sync-runs')
      .set('cookie', `${operator.cookie.split('=')[0]}=forged.value`)
      .expect(401);
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

    const list = await request(server).get('/api/sync-runs?limit=100').set('cookie', operator.cookie).expect(200);
    const listed = (list.body as { id: number; rejected: number; rejections: unknown[] }[]).find(
      (entry) => entry.id === run?.id,
    );
    expect(listed).toMatchObject({ rejected: 25 });
    expect(listed?.rejections).toHaveLength(20);

    const detail = await request(server).get(`/api/sync-runs/${run?.id}`).set('cookie', operator.cookie).expect(200);
    expect(detail.body).toMatchObject({
      id: run?.id,
      trigger: 'schedule',
      status: 'succeeded',
      created: 3,
      withdrawn: 2,
      projectsWithdrawn: 1,
      rejected: 25,
      rejections,
    });
    expect(detail.headers['cache-control']).toBe('no-store');

    const missing = await request(server).get('/api/sync-runs/999999').set('cookie', operator.cookie).expect(404);
    expect(missing.body).toMatchObject({ code: 'SYNC_RUN_NOT_FOUND' });
    await request(server).get('/api/sync-runs/abc').set('cookie', operator.cookie).expect(400);
  });

  it('queues an import for the worker and answers 202 with the job id', async () => {
    const response = await request(server)
      .post('/api/sync-runs')
      .set('cookie', operator.cookie)
      .send({ full: true })
      .expect(202);
    const { jobId } = response.body as { jobId: string };
    const job = await syncQueue.getJob(jobId);
    expect(job?.name).toBe(SyncJob.import);
    // No source: the worker reads the CRM it is configured with.
    // Who asked, so the run names them.
    expect(job?.data).toEqual({ full: true, trigger: 'operator', operatorId: expect.any(Number) });
  });

  it('queues an incremental run when no body is sent, and one only while it is pending', async () => {
    const first = await request(server).post('/api/sync-runs').set('cookie', operator.cookie).expect(202);
    const second = await request(server)
      .post('/api/sync-runs')
      .set('cookie', operator.cookie)
      .send({ full: false })
      .expect(202);
    expect((second.body as { jobId: string }).jobId).toBe((first.body as { jobId: string }).jobId);
    const waiting = await syncQueue.getWaiting();
    expect(waiting.map((job) => job.data as unknown)).toEqual([
      { full: false, trigger: 'operator', operatorId: expect.any(Number) },
    ]);
  });

  it('refuses a body it does not understand', async () => {
    await request(server).post('/api/sync-runs').set('cookie', operator.cookie).send({ full: 'yes' }).expect(400);
    await request(server).post('/api/sync-runs').set('cookie', operator.cookie).send({ source: '/etc' }).expect(400);
    expect(await syncQueue.count()).toBe(0);
  });

  it('serves Bull Board with the sync, mail and statistics queues to operators only', async () => {
    // A browser opening the dashboard is sent to the console's login; its API answers 401.
    const browser = await request(server).get('/api/admin/queues').set('accept', 'text/html').expect(302);
    expect(browser.headers.location).toMatch(/^\/(en|nl|fr|de)\/console\/login\/$/);
    await request(server).get('/api/admin/queues').expect(401);
    await request(server).get('/api/admin/queues/api/queues').expect(401);
    await request(server).get('/api/admin/queues/').expect(401);
    // A job action deep under the dashboard's API, as a browser without credentials would send it.
    await request(server).put('/api/admin/queues/api/queues/sync/pause').expect(401);

    const page = await request(server).get('/api/admin/queues').set('cookie', operator.cookie).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await request(server).get('/api/admin/queues/api/queues').set('cookie', operator.cookie).expect(200);
    const names = (api.body as { queues: { name: string }[] }).queues.map((queue) => queue.name).sort();
    expect(names).toEqual([QueueName.mail, QueueName.statistics, QueueName.sync].sort());
  });
});

describe('console login', () => {
  let testApp: TestApp;
  let server: App;
  /** A request from `client`, told by a trusted proxy (loopback), as the web's relay tells it. */
  const login = (client: string, body: Record<string, string>) =>
    request(server).post('/api/operator/session').set('x-forwarded-for', client).send(body);
  const actions = async (operatorId: number) =>
    (
      (await testApp.dataSource.query(
        `SELECT action, target, details, client_network FROM operator_actions WHERE operator_id = $1 ORDER BY id`,
        [operatorId],
      )) as {
        action: string;
        target: string | null;
        details: Record<string, unknown>;
        client_network: string;
      }[]
    ).map((row) => ({ ...row }));

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('logs in with e-mail, password and a fresh code, says who it is, and logs out', async () => {
    const operator = await createOperator(testApp.app, 'ops-login@example.be', 'Ann Ops');
    const response = await login('198.51.100.30', {
      email: 'OPS-login@example.be',
      password: operator.password,
      code: codeFor(operator.secret, 1),
    }).expect(204);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^__Host-operator_session=[^;]+; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax; Secure$/,
    );
    const cookie = sessionCookie(response.headers['set-cookie']);
    const me = await request(server).get('/api/operator/me').set('cookie', cookie).expect(200);
    expect(me.body).toEqual({ id: operator.id, email: 'ops-login@example.be', displayName: 'Ann Ops' });
    expect(me.headers['cache-control']).toBe('no-store');

    const out = await request(server)
      .delete('/api/operator/session')
      .set('cookie', cookie)
      .set('x-forwarded-for', '198.51.100.30')
      .expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-operator_session=; Path=\/; Max-Age=0/);
    await request(server).get('/api/operator/me').set('cookie', cookie).expect(401);
    await request(server).get('/api/admin/queues/api/queues').set('cookie', cookie).expect(401);

    expect((await actions(operator.id)).map((row) => row.action)).toEqual([
      'operator.create',
      'setup',
      'login',
      'logout',
    ]);
    expect((await actions(operator.id))[2]).toMatchObject({ client_network: '198.51.100.30' });
  });

  it('gives one answer for an unknown e-mail, a wrong password and a wrong or replayed code, and audits each', async () => {
    const operator = await createOperator(testApp.app, 'ops-refused@example.be');
    const client = '198.51.100.31';
    const refused = async (body: Record<string, string>) => {
      const response = await login(client, body).expect(401);
      expect(response.body).toMatchObject({ code: 'OPERATOR_LOGIN_FAILED' });
      expect(response.headers['set-cookie']).toBeUndefined();
    };
    await refused({ email: 'nobody@example.be', password: operator.password, code: codeFor(operator.secret, 1) });
    await refused({ email: operator.email, password: 'not the password', code: codeFor(operator.secret, 1) });
    const wrongCode = String((Number(codeFor(operator.secret, 1)) + 1) % 1_000_000).padStart(6, '0');
    await refused({ email: operator.email, password: operator.password, code: wrongCode });
    // The code of the setup was spent there: it cannot log in.
    await refused({ email: operator.email, password: operator.password, code: codeFor(operator.secret) });
    const code = codeFor(operator.secret, 1);
    await login('198.51.100.32', { email: operator.email, password: operator.password, code }).expect(204);
    // An intercepted code replayed within its 30 seconds, even with the password.
    await login('198.51.100.32', { email: operator.email, password: operator.password, code }).expect(401);

    const reasons = (await actions(operator.id))
      .filter((row) => row.action === 'login.failed')
      .map((row) => row.details.reason);
    expect(reasons).toEqual(['password', 'totp', 'totp-replayed', 'totp-replayed']);
    const [unknown] = (await testApp.dataSource.query(
      `SELECT target, details FROM operator_actions WHERE operator_id IS NULL AND target = 'nobody@example.be'`,
    )) as {
      details: { reason: string };
    }[];
    expect(unknown?.details.reason).toBe('no-account');
  });

  it('slows a guesser down after five failures, for the right password and code too', async () => {
    const operator = await createOperator(testApp.app, 'ops-guessed@example.be');
    const statuses = [];
    for (let guess = 0; guess < 5; guess += 1) {
      statuses.push(
        (await login(`203.0.113.${guess + 1}`, { email: operator.email, password: `guess-${guess}`, code: '000000' }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const slowed = await login('203.0.113.50', {
      email: operator.email,
      password: operator.password,
      code: codeFor(operator.secret, 1),
    }).expect(429);
    expect(slowed.body).toMatchObject({ code: 'OPERATOR_LOGIN_THROTTLED' });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('sets up once with the link: a wrong code keeps the link, a used or unknown one is refused', async () => {
    const { setupLink } = await testApp.app.get(OperatorAccounts).createOrReset('ops-setup@example.be', 'Setup');
    const token = new URL(setupLink).searchParams.get('token') ?? '';
    expect(setupLink).toMatch(/\/console\/setup\/\?token=/);
    const details = await request(server).post('/api/operator/setup/details').send({ token }).expect(200);
    const { secret, otpauthUri } = details.body as { secret: string; otpauthUri: string };
    expect(otpauthUri).toContain(`secret=${secret}`);
    const stored = (await testApp.dataSource.query(
      `SELECT totp_secret FROM operator_accounts WHERE email = 'ops-setup@example.be'`,
    )) as { totp_secret: string }[];
    expect(stored[0]?.totp_secret).not.toContain(secret);

    const body = { token, password: 'a new console passphrase', confirmation: 'a new console passphrase' };
    const wrong = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (
        await request(server)
          .post('/api/operator/setup')
          .send({ ...body, code: wrong })
          .expect(400)
      ).body,
    ).toMatchObject({ code: 'TOTP_CODE_WRONG' });
    expect(
      (
        await request(server)
          .post('/api/operator/setup')
          .send({ ...body, password: 'password', confirmation: 'password', code: codeFor(secret) })
          .expect(400)
      ).body,
    ).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
    });
    await request(server)
      .post('/api/operator/setup')
      .send({ ...body, code: codeFor(secret) })
      .expect(204);
    expect(
      (
        await request(server)
          .post('/api/operator/setup')
          .send({ ...body, code: codeFor(secret, 1) })
          .expect(400)
      ).body,
    ).toMatchObject({ code: 'SETUP_LINK_INVALID' });
    await request(server).post('/api/operator/setup/details').send({ token }).expect(400);
    await request(server).post('/api/operator/setup/details').send({ token: 'not-a-token' }).expect(400);
  });

  it('audits an import started by an operator and a job action in Bull Board, with who and what', async () => {
    const operator = await createOperator(testApp.app, 'ops-audit@example.be');
    await request(server).post('/api/sync-runs').set('cookie', operator.cookie).send({ full: true }).expect(202);
    const started = (await actions(operator.id)).find((row) => row.action === 'sync.start');
    expect(started?.details).toEqual({ outcome: 'ok', body: { full: true } });
    await request(server)
      .put('/api/admin/queues/api/queues/sync/clean/completed')
      .set('cookie', operator.cookie)
      .expect(200);
    await request(server).get('/api/admin/queues/api/queues').set('cookie', operator.cookie).expect(200);
    const board = (await actions(operator.id)).filter((row) => row.action.startsWith('queues.'));
    expect(board.map((row) => [row.action, row.target])).toEqual([
      ['queues.put', '/api/admin/queues/api/queues/sync/clean/completed'],
    ]);
    const env = loadEnv();
    const syncQueue = new Queue(QueueName.sync, { connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX });
    await syncQueue.obliterate({ force: true });
    await syncQueue.close();
  });

  it("ends a disabled operator's sessions at once and refuses their login", async () => {
    const operator = await createOperator(testApp.app, 'ops-leaving@example.be');
    expect(await testApp.app.get(OperatorAccounts).disable('ops-leaving@example.be')).toBe(true);
    await request(server).get('/api/operator/me').set('cookie', operator.cookie).expect(401);
    await login('198.51.100.34', {
      email: operator.email,
      password: operator.password,
      code: codeFor(operator.secret, 1),
    }).expect(401);
    expect((await actions(operator.id)).map((row) => [row.action, row.details.reason])).toEqual([
      ['operator.create', undefined],
      ['setup', undefined],
      ['operator.disable', undefined],
      ['login.failed', 'disabled'],
    ]);
    expect(await testApp.app.get(OperatorAccounts).disable('nobody@example.be')).toBe(false);
  });

  it('refuses a login form posted by another site', async () => {
    const operator = await createOperator(testApp.app, 'ops-csrf@example.be');
    const body = { email: operator.email, password: operator.password, code: codeFor(operator.secret, 1) };
    const forged = await login('198.51.100.33', body).set('origin', 'https://attacker.example').expect(403);
    expect(forged.body).toMatchObject({ code: 'CROSS_SITE_REQUEST_REFUSED' });
    await request(server)
      .delete('/api/operator/session')
      .set('cookie', operator.cookie)
      .set('sec-fetch-site', 'cross-site')
      .expect(403);
    await request(server).get('/api/operator/me').set('cookie', operator.cookie).expect(200);
  });
});

describe('console logins without Redis', () => {
  it('are refused at once with 503 rather than let guesses through uncounted', async () => {
    const testApp = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const server = testApp.app.getHttpServer() as App;
      const startedAt = Date.now();
      const refused = await request(server)
        .post('/api/operator/session')
        .send({ email: 'ops@example.be', password: 'whatever it is', code: '123456' })
        .expect(503);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.body).toMatchObject({ code: 'OPERATOR_LOGIN_UNAVAILABLE' });
      expect(Date.now() - startedAt).toBeLessThan(3_000);
    } finally {
      await testApp.app.close();
    }
  });
});

describe('cross-site requests to the operators', () => {
  let testApp: TestApp;
  let server: App;
  let operator: TestOperator;
  const syncQueue = new Queue(QueueName.sync, {
    connection: { url: loadEnv().REDIS_URL },
    prefix: loadEnv().QUEUE_PREFIX,
  });
  const start = () => request(server).post('/api/sync-runs').set('cookie', operator.cookie);

  beforeAll(async () => {
    testApp = await createTestApp({ ALLOWED_ORIGINS: ['https://www.immo.test'] });
    server = testApp.app.getHttpServer() as App;
    operator = await createOperator(testApp.app, 'ops-cross-site@example.be');
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
    // Refused before the session is even looked up.
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
    const add = () => request(server).post('/api/admin/queues/api/queues/sync/add').set('cookie', operator.cookie);
    await add()
      .set('origin', 'https://attacker.example')
      .set('content-type', 'text/plain')
      .send('{"name":"import"}')
      .expect(403);
    await add().set('content-type', 'text/plain').send('{"name":"import"}').expect(415);
    expect(await syncQueue.count()).toBe(0);
    const clean = request(server)
      .put('/api/admin/queues/api/queues/sync/clean/completed')
      .set('cookie', operator.cookie);
    await clean.set('host', 'bff.immo.test').set('origin', 'https://bff.immo.test').expect(200);
  });

  it("queues the import the site's own page asks for", async () => {
    await start()
      .set('origin', 'https://www.immo.test')
      .set('sec-fetch-site', 'same-origin')
      .send({ full: false })
      .expect(202);
    expect(await syncQueue.count()).toBe(1);
  });
});
