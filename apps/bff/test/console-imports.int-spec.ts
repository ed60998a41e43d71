import { QueueName } from '@immo/domain';
import { Queue } from 'bullmq';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadEnv } from '../src/config/env';
import { operatorCookie } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';

describe('console imports: records searched, the schedule and the catalogue freshness', () => {
  let testApp: TestApp;
  let server: App;
  let cookie: string;
  const env = loadEnv();
  // The worker's sync queue (QUEUE_PREFIX is unique to this test run).
  const syncQueue = new Queue(QueueName.sync, { connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX });

  const insertRun = async (
    fields: {
      status?: string;
      finishedAt?: string;
      rejections?: unknown[];
      warnings?: unknown[];
      failureReason?: string;
    } = {},
  ) => {
    const [row] = (await testApp.dataSource.query(
      `INSERT INTO sync_runs (source, trigger, "full", status, started_at, finished_at, rejected, rejections, warnings, failure_reason)
       VALUES ('crm', 'schedule', false, $1, $2::timestamptz - interval '1 minute', $2::timestamptz, $3, $4::jsonb, $5::jsonb, $6) RETURNING id`,
      [
        fields.status ?? 'succeeded',
        fields.finishedAt ?? '2024-06-01T03:00:00Z',
        fields.rejections?.length ?? 0,
        JSON.stringify(fields.rejections ?? []),
        JSON.stringify(fields.warnings ?? []),
        fields.failureReason ?? null,
      ],
    )) as { id: number }[];
    return row?.id ?? 0;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    cookie = await operatorCookie(testApp.app, 'ops-imports@example.be');
  });

  beforeEach(async () => {
    await testApp.dataSource.query('DELETE FROM sync_runs');
    await syncQueue.obliterate({ force: true });
  });

  afterAll(async () => {
    await syncQueue.obliterate({ force: true });
    await syncQueue.close();
    await testApp.app.close();
  });

  it('answers 401 without a console session', async () => {
    const id = await insertRun();
    await request(server).get('/api/sync-runs/schedule').expect(401);
    await request(server).get(`/api/sync-runs/${id}/records?q=x`).expect(401);
  });

  it("finds a rejected record by its ID or the reason's words, any case, a page at a time", async () => {
    const rejections = [
      ...Array.from({ length: 60 }, (_, index) => ({ id: 1000 + index, reason: `Price missing on line ${index}` })),
      { id: 'AB-4711', reason: 'Unknown property type "castle"' },
      { id: null, reason: 'Record without an ID: 100% broken' },
    ];
    const warnings = [{ id: 'AB-4711', reason: 'Coordinates outside the Benelux cleared' }];
    const id = await insertRun({ rejections, warnings });
    const search = (query: string) =>
      request(server).get(`/api/sync-runs/${id}/records?${query}`).set('cookie', cookie).expect(200);

    const byId = await search('q=ab-4711');
    expect(byId.body).toEqual({
      kind: 'rejections',
      q: 'ab-4711',
      page: 1,
      pageSize: 50,
      total: 1,
      items: [{ id: 'AB-4711', reason: 'Unknown property type "castle"' }],
    });
    expect(byId.headers['cache-control']).toBe('no-store');

    const byReason = await search('q=PRICE%20MISSING&page=2');
    expect(byReason.body).toMatchObject({ total: 60, page: 2 });
    expect((byReason.body as { items: unknown[] }).items).toHaveLength(10);
    expect((byReason.body as { items: unknown[] }).items[0]).toEqual({ id: 1050, reason: 'Price missing on line 50' });

    // A numeric ID is found by its digits; `%` matches itself, not anything.
    expect((await search('q=1042')).body).toMatchObject({ total: 1, items: [{ id: 1042 }] });
    expect((await search('q=100%25')).body).toMatchObject({ total: 1, items: [{ id: null }] });
    expect((await search('')).body).toMatchObject({ total: 62 });

    expect((await search('kind=warnings&q=benelux')).body).toMatchObject({
      kind: 'warnings',
      total: 1,
      items: warnings,
    });
    const listed = (await request(server).get('/api/sync-runs').set('cookie', cookie).expect(200)).body as {
      id: number;
      warningCount: number;
    }[];
    expect(listed.find((run) => run.id === id)?.warningCount).toBe(1);

    await request(server).get(`/api/sync-runs/${id}/records?kind=all`).set('cookie', cookie).expect(400);
    const missing = await request(server).get('/api/sync-runs/999999/records').set('cookie', cookie).expect(404);
    expect(missing.body).toMatchObject({ code: 'SYNC_RUN_NOT_FOUND' });
  });

  it('names the operator who started a run from the console, and nobody for the others', async () => {
    const [operator] = (await testApp.dataSource.query(
      `SELECT id, display_name FROM operator_accounts WHERE email = 'ops-imports@example.be'`,
    )) as { id: number; display_name: string }[];
    const started = await insertRun();
    await testApp.dataSource.query(`UPDATE sync_runs SET trigger = 'operator', started_by = $2 WHERE id = $1`, [
      started,
      operator?.id,
    ]);
    const scheduled = await insertRun();
    const list = await request(server).get('/api/sync-runs').set('cookie', cookie).expect(200);
    const byId = new Map(
      (list.body as { id: number; startedBy: string | null }[]).map((run) => [run.id, run.startedBy]),
    );
    expect(byId.get(started)).toBe(operator?.display_name);
    expect(byId.get(scheduled)).toBeNull();
    expect(
      (await request(server).get(`/api/sync-runs/${started}`).set('cookie', cookie).expect(200)).body,
    ).toMatchObject({ startedBy: operator?.display_name });
  });

  it('shows a failed run with its reason', async () => {
    const id = await insertRun({ status: 'failed', failureReason: 'CRM export folder /data/crm is not readable' });
    const detail = await request(server).get(`/api/sync-runs/${id}`).set('cookie', cookie).expect(200);
    expect(detail.body).toMatchObject({
      status: 'failed',
      failureReason: 'CRM export folder /data/crm is not readable',
      warningCount: 0,
    });
  });

  it('shows the schedules the worker registered with their next time, and whether the catalogue is stale', async () => {
    const none = await request(server).get('/api/sync-runs/schedule').set('cookie', cookie).expect(200);
    expect(none.body).toEqual({
      schedulesRead: true,
      incremental: { everyMinutes: null, nextAt: null },
      full: { cron: null, timeZone: null, nextAt: null },
      catalogue: {
        state: 'never',
        lastImportAt: null,
        ageSeconds: null,
        allowedMinutes: env.SYNC_INCREMENTAL_EVERY_MINUTES + 30,
      },
    });

    // As the worker registers them (scheduling/schedules.ts).
    await syncQueue.upsertJobScheduler(
      'sync-incremental',
      { every: 15 * 60_000, offset: 30_000 },
      { name: 'sync.import', data: { full: false, trigger: 'schedule' } },
    );
    await syncQueue.upsertJobScheduler(
      'sync-full',
      { pattern: '0 3 * * *', tz: 'Europe/Brussels' },
      { name: 'sync.import', data: { full: true, trigger: 'schedule' } },
    );
    const registered = await syncQueue.getJobSchedulers();
    const nextOf = (key: string) =>
      new Date(registered.find((schedule) => schedule.key === key)?.next ?? 0).toISOString();

    await insertRun({ finishedAt: new Date(Date.now() - 2 * 3_600_000).toISOString() });
    const stale = await request(server).get('/api/sync-runs/schedule').set('cookie', cookie).expect(200);
    expect(stale.body).toMatchObject({
      incremental: { everyMinutes: 15, nextAt: nextOf('sync-incremental') },
      full: { cron: '0 3 * * *', timeZone: 'Europe/Brussels', nextAt: nextOf('sync-full') },
      catalogue: { state: 'stale' },
    });
    // 3:00 in Brussels is 1:00 or 2:00 UTC.
    expect(new Date((stale.body as { full: { nextAt: string } }).full.nextAt).getUTCHours()).toBeLessThan(3);

    await insertRun({ finishedAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    const fresh = await request(server).get('/api/sync-runs/schedule').set('cookie', cookie).expect(200);
    expect(fresh.body).toMatchObject({ catalogue: { state: 'fresh' } });
  });
});
