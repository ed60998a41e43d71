import { formKinds } from '@immo/domain';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formFuzzBodies, RAW_BODIES } from './support/form-fuzz';
import { contactBody, SITE_ORIGIN, withFakeCaptcha } from './support/forms';
import { createTestApp, type TestApp } from './support/test-app';

/** FORMS_FUZZ_SEED=<n> replays another run. */
const SEED = Number(process.env.FORMS_FUZZ_SEED ?? 20_261_124);

function post(port: number, kind: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/forms/${kind}`,
        headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) }),
        );
      },
    );
    request.on('error', (error) => resolve({ status: 599, body: error.message }));
    request.setTimeout(10_000, () => request.destroy(new Error('no answer within 10 s')));
    request.end(body);
  });
}

describe('fuzzed bodies on every form', () => {
  let testApp: TestApp;
  let port: number;
  const errors: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(
      { AGENCY_MAIL_TO: 'agency@immo.test', FORM_SUBMISSIONS_PER_MINUTE: 1_000_000, RATE_LIMIT_PER_MINUTE: 1_000_000 },
      {
        configure: withFakeCaptcha,
        logger: {
          log: () => undefined,
          warn: () => undefined,
          error: (message: unknown) => void errors.push(String(message)),
        },
      },
    );
    await testApp.app.listen(0, '127.0.0.1');
    port = (testApp.app.getHttpServer().address() as AddressInfo).port;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const leadCount = async () =>
    Number(((await testApp.dataSource.query('SELECT count(*)::integer AS n FROM leads')) as { n: number }[])[0]?.n);

  it.each(formKinds.map((kind) => [kind]))(
    '%s: no answer ≥ 500, and a lead only for each 201',
    async (kind) => {
      const before = await leadCount();
      const bodies = [...RAW_BODIES, ...formFuzzBodies(kind, () => contactBody({ propertyId: 1 }), SEED + kind.length)];
      const failures: string[] = [];
      let accepted = 0;
      for (const body of bodies) {
        const response = await post(port, kind, body);
        if (response.status >= 500) failures.push(`${response.status} ${response.body} ← ${body.slice(0, 200)}`);
        if (response.status === 201) accepted += 1;
      }
      expect(failures).toEqual([]);
      expect(await leadCount()).toBe(before + accepted);
      expect(errors).toEqual([]);
    },
    120_000,
  );
});
