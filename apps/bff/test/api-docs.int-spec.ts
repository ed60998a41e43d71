import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp } from './support/test-app';

describe('OpenAPI documentation', () => {
  it.each([
    { enabled: true, status: 200 },
    // Production's default (config/env.ts): the map of every route, operators' included, is not handed out.
    { enabled: false, status: 404 },
  ])('is served only when API_DOCS_ENABLED is $enabled', async ({ enabled, status }) => {
    const testApp = await createTestApp({ API_DOCS_ENABLED: enabled });
    try {
      const server = testApp.app.getHttpServer() as App;
      await request(server).get('/api/docs').expect(status);
      const json = await request(server).get('/api/docs-json').expect(status);
      if (enabled) expect(json.body).toMatchObject({ openapi: expect.any(String), paths: expect.objectContaining({ '/api/sync-runs': expect.any(Object) }) });
    } finally {
      await testApp.app.close();
    }
  });
});
