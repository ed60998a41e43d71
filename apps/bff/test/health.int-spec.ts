import request from 'supertest';
import type { App } from 'supertest/types';
import { operatorCookie } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';

describe('health and operations API', () => {
  let testApp: TestApp;
  let server: App;

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('reports each dependency up, on /api/health and /api/health/ready, and itself alive', async () => {
    for (const path of ['/api/health', '/api/health/ready']) {
      const response = await request(server).get(path).expect(200);
      // 'degraded' when the catalogue is stale (another spec's old import): still ready.
      expect(response.body).toMatchObject({
        status: expect.stringMatching(/^(ok|degraded)$/),
        database: 'up',
        redis: 'up',
      });
    }
    await request(server).get('/api/health/live').expect(200, { status: 'ok' });
  });

  it('lists the latest sync runs first', async () => {
    // Other suites of this run import too; only these two runs are asserted.
    await testApp.dataSource.query('DELETE FROM sync_runs');
    await testApp.dataSource.query(
      `INSERT INTO sync_runs (source, trigger, "full", status, started_at, finished_at, created, rejected, rejections)
       VALUES ('sample', 'startup', false, 'succeeded', '2025-01-01T10:00:00Z', '2025-01-01T10:00:05Z', 12, 0, '[]'),
              ('sample', 'operator', true, 'failed', '2025-01-02T10:00:00Z', '2025-01-02T10:00:01Z', 0, 1, '[{"id":null,"reason":"missing ID"}]')`,
    );
    const response = await request(server)
      .get('/api/sync-runs?limit=2')
      .set('cookie', await operatorCookie(testApp.app, 'ops-health@example.be'))
      .expect(200);
    const runs = response.body as { trigger: string; status: string; rejections: unknown[] }[];
    expect(runs.map((run) => [run.trigger, run.status])).toEqual([
      ['operator', 'failed'],
      ['startup', 'succeeded'],
    ]);
    expect(runs[0]?.rejections).toEqual([{ id: null, reason: 'missing ID' }]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves the OpenAPI document', async () => {
    const response = await request(server).get('/api/docs-json').expect(200);
    expect(Object.keys((response.body as { paths: object }).paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/health/live',
        '/api/health/ready',
        '/api/properties',
        '/api/properties/{id}',
        '/api/sync-runs',
        '/api/sync-runs/{id}',
      ]),
    );
  });
});
