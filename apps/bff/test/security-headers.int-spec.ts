import { API_CONTENT_SECURITY_POLICY, OPERATOR_UI_CONTENT_SECURITY_POLICY } from '@immo/platform';
import request from 'supertest';
import type { App } from 'supertest/types';
import { operatorCookie } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';

/** The headers every answer must carry, whatever answered it. */
function expectSecurityHeaders(headers: Record<string, string | undefined>, policy: string): void {
  expect(headers['content-security-policy']).toBe(policy);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('BFF security headers', () => {
  let testApp: TestApp;
  let server: App;
  let cookie: string;

  beforeAll(async () => {
    // The response cache on: its hits are answered before Fastify and must carry the headers too.
    testApp = await createTestApp({ RESPONSE_CACHE_MB: 8 });
    server = testApp.app.getHttpServer() as App;
    cookie = await operatorCookie(testApp.app, 'ops-headers@example.be');
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('gives JSON answers, errors and cached answers a policy that loads nothing and forbids framing', async () => {
    const miss = await request(server).get('/api/types?locale=fr').expect(200);
    expectSecurityHeaders(miss.headers, API_CONTENT_SECURITY_POLICY);
    const hit = await request(server).get('/api/types?locale=fr').expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    expectSecurityHeaders(hit.headers, API_CONTENT_SECURITY_POLICY);
    expectSecurityHeaders(
      (await request(server).get('/api/no-such-thing').expect(404)).headers,
      API_CONTENT_SECURITY_POLICY,
    );
    expectSecurityHeaders(
      (await request(server).get('/api/types?locale=xx').expect(400)).headers,
      API_CONTENT_SECURITY_POLICY,
    );
  });

  it('gives Bull Board a policy for its own files, its refusal included, and refuses framing', async () => {
    expectSecurityHeaders(
      (await request(server).get('/api/admin/queues').expect(401)).headers,
      OPERATOR_UI_CONTENT_SECURITY_POLICY,
    );
    const board = await request(server).get('/api/admin/queues').set('cookie', cookie).expect(200);
    expectSecurityHeaders(board.headers, OPERATOR_UI_CONTENT_SECURITY_POLICY);
    // What the page loads is allowed by that policy: its scripts are files of its own, none inline.
    const scripts = [...board.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes = '', body = ''] of scripts) {
      if (!/type="application\/json"/.test(attributes))
        expect({ attributes, body: body.trim() }).toEqual({
          attributes: expect.stringMatching(/src="static\//),
          body: '',
        });
    }
  });

  it('gives the OpenAPI docs the same operator policy', async () => {
    const docs = await request(server).get('/api/docs').redirects(1).expect(200);
    expectSecurityHeaders(docs.headers, OPERATOR_UI_CONTENT_SECURITY_POLICY);
    expect(docs.text).not.toMatch(/<script>\s*\S/);
  });

  it('sends HSTS in production over https only', async () => {
    const plain = await request(server).get('/api/types?locale=nl').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const productionServer = production.app.getHttpServer() as App;
      const overHttp = await request(productionServer).get('/api/types?locale=nl').expect(200);
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
      const overHttps = await request(productionServer)
        .get('/api/types?locale=nl')
        .set('x-forwarded-proto', 'https')
        .expect(200);
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await production.app.close();
    }
  });
});
