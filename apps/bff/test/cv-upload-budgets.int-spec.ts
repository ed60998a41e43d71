import {
  type CaptchaChallengeDto,
  CV_MAX_BYTES,
  CV_UPLOAD_CHALLENGE_HEADER,
  CV_UPLOADS_PER_CHALLENGE,
  CV_UPLOADS_PER_NETWORK_PER_HOUR,
  encodeCaptchaAnswer,
  solvePow,
} from '@immo/domain';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CAPTCHA_LIFETIME_MS, createCaptchaChallenge } from '../src/captcha/captcha-crypto';
import { type BffEnv, ENV } from '../src/config/env';
import { PropertyEntity } from '@immo/db';
import { SITE_ORIGIN, uniqueEmail } from './support/forms';
import { propertyFixture } from './support/property-fixture';
import { storedDetails } from './support/stored-details';
import { createTestApp, type TestApp } from './support/test-app';

// What one stranger can make the BFF keep on disk through the CV upload,
// from client addresses the relay names (never loopback's own): an upload
// needs the form's captcha challenge, a network has 10 files and 50 MB an
// hour, the folder has a budget, and a refusal comes before the body is read.
const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const ROUTE = '/api/forms/rent-application/cv';

interface OutboxRow {
  template: string;
  data: { attachments?: unknown[] };
}

describe('CV upload budgets', () => {
  let testApp: TestApp;
  let server: App;
  let env: BffEnv;
  let uploadDir: string;
  const rental = propertyFixture({
    id: 923_001,
    goal: 1,
    price: 950,
    reference: 'L-923',
    details: storedDetails({ renterCharges: 80 }),
  });

  const challenge = (now = new Date()): CaptchaChallengeDto =>
    createCaptchaChallenge({ hmacKey: env.CAPTCHA_HMAC_KEY, maxNumber: env.CAPTCHA_MAX_NUMBER }, now);
  const upload = (from: string, token: string | null, bytes: Buffer = PDF) => {
    const call = request(server).post(ROUTE).set('Origin', SITE_ORIGIN).set('X-Forwarded-For', from);
    return (token === null ? call : call.set(CV_UPLOAD_CHALLENGE_HEADER, token)).attach('cv', bytes, 'cv.pdf');
  };
  const filesKept = () => (existsSync(uploadDir) ? readdirSync(uploadDir).length : 0);
  const heldBytes = async () =>
    (
      (await testApp.dataSource.query(`SELECT coalesce(sum(size), 0)::float8 AS held FROM lead_uploads`)) as [
        { held: number },
      ]
    )[0].held;

  /**
   * An upload whose body never ends: only an answer given before the body is
   * read can come back. `sent` is what the client had written by then.
   */
  async function unfinishedUpload(
    from: string,
    token: string,
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, unknown>; sent: number }> {
    const http = testApp.app.getHttpServer() as Server;
    if (http.address() === null) await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    const boundary = '----immo-budget';
    return new Promise((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: ROUTE,
        headers: {
          origin: SITE_ORIGIN,
          'x-forwarded-for': from,
          [CV_UPLOAD_CHALLENGE_HEADER]: token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(8 * MB),
        },
      });
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
      req.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
            headers: response.headers,
            sent: Buffer.byteLength(head),
          });
          req.destroy();
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
      );
      req.write(head);
    });
  }

  async function solved(form: CaptchaChallengeDto): Promise<string> {
    const number = await solvePow(form.pow);
    if (number === null) throw new Error('unsolvable');
    return encodeCaptchaAnswer({ kind: 'pow', salt: form.pow.salt, number, signature: form.pow.signature });
  }

  async function apply(form: CaptchaChallengeDto, cvUploadId: string): Promise<OutboxRow | undefined> {
    const body = {
      locale: 'fr',
      captcha: await solved(form),
      utm: {},
      page: '/fr/a-louer/ixelles/appartement/923001/',
      title: 'ms',
      firstName: 'Anne',
      lastName: 'Dupont',
      email: uniqueEmail('tenant'),
      phone: '0475 12 34 56',
      propertyId: rental.id,
      persons: 2,
      monthlyIncome: '3.200',
      cvUploadId,
    };
    const answer = await request(server)
      .post('/api/forms/rent-application')
      .set('Origin', SITE_ORIGIN)
      .set('X-Forwarded-For', '192.0.2.77')
      .send(body)
      .expect(201);
    const rows = (await testApp.dataSource.query(`SELECT template, data FROM mail_outbox WHERE lead_id = $1`, [
      (answer.body as { leadId: string }).leadId,
    ])) as OutboxRow[];
    return rows.find((row) => row.template === 'lead-to-agency');
  }

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'immo-upload-budgets-'));
    testApp = await createTestApp({
      UPLOAD_DIR: uploadDir,
      CAPTCHA_MAX_NUMBER: 1000,
      FORM_SUBMISSIONS_PER_MINUTE: 1000,
      AGENCY_MAIL_TO: 'agency@immo.test',
    });
    server = testApp.app.getHttpServer() as App;
    env = testApp.app.get<BffEnv>(ENV);
    await testApp.dataSource.getRepository(PropertyEntity).save(rental);
  });

  afterAll(async () => {
    await testApp.app.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it("refuses an upload without the form's challenge, or with a forged or expired one, and keeps nothing", async () => {
    const before = filesKept();
    const form = challenge();
    const [id, expires, mac = ''] = form.token.split('.');
    const forged = `${id}.${expires}.${mac.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`;
    const otherKey = createCaptchaChallenge(
      { hmacKey: `${env.CAPTCHA_HMAC_KEY}-not-ours`, maxNumber: 1000 },
      new Date(),
    ).token;
    const expired = challenge(new Date(Date.now() - CAPTCHA_LIFETIME_MS - 60_000)).token;
    for (const token of [null, '', forged, otherKey, expired, `${form.token}.x`]) {
      const answer = await upload('198.51.100.61', token).expect(403);
      expect(answer.body).toEqual({
        code: 'UPLOAD_CHALLENGE_INVALID',
        issues: [{ path: 'cv', message: 'uploadFormExpired' }],
      });
    }
    expect(filesKept()).toBe(before);
    await upload('198.51.100.61', form.token).expect(201);
  });

  it(`takes ${CV_UPLOADS_PER_CHALLENGE} files under one challenge (a wrong file replaced twice), then asks for the form as it is`, async () => {
    const form = challenge();
    for (let index = 0; index < CV_UPLOADS_PER_CHALLENGE; index += 1)
      await upload('198.51.100.62', form.token).expect(201);
    const answer = await upload('198.51.100.62', form.token).expect(429);
    expect(answer.body).toEqual({
      code: 'UPLOADS_PER_FORM_SPENT',
      issues: [{ path: 'cv', message: 'uploadsPerFormSpent' }],
    });
    await upload('198.51.100.62', challenge().token).expect(201);
  });

  it(`takes ${CV_UPLOADS_PER_NETWORK_PER_HOUR} files an hour from one IPv6 /48, whichever /64 sends them, then 429 with Retry-After while another network still uploads`, async () => {
    for (let index = 0; index < CV_UPLOADS_PER_NETWORK_PER_HOUR; index += 1)
      await upload(`2001:db8:c1:${index + 1}::7`, challenge().token).expect(201);
    const before = filesKept();
    const refused = await upload('2001:db8:c1:ff::1', challenge().token).expect(429);
    expect(refused.body).toEqual({ code: 'UPLOADS_TOO_MANY', issues: [{ path: 'cv', message: 'uploadsTooMany' }] });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(filesKept()).toBe(before);

    // Refused before its body is read: the answer comes while the file is still on its way, and the connection closes.
    const unfinished = await unfinishedUpload('2001:db8:c1:ee::1', challenge().token);
    expect(unfinished).toMatchObject({
      status: 429,
      body: { code: 'UPLOADS_TOO_MANY' },
      headers: { connection: 'close' },
    });
    expect(unfinished.sent).toBeLessThan(1024);

    await upload('2001:db8:c2::7', challenge().token).expect(201);
  });

  it('takes 50 MB an hour from one network, then 429 with Retry-After', async () => {
    const largest = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES - PDF.length, 0x20)]);
    for (let index = 0; index < 5; index += 1) await upload('203.0.113.93', challenge().token, largest).expect(201);
    const refused = await upload('203.0.113.93', challenge().token).expect(429);
    expect(refused.body).toMatchObject({ code: 'UPLOADS_TOO_MANY' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    await upload('203.0.113.94', challenge().token).expect(201);
  });

  describe('the disk budget', () => {
    afterEach(() => {
      env.UPLOAD_DISK_BUDGET_MB = 2048;
      env.UPLOAD_DISK_MIN_FREE_MB = 1024;
    });

    it('refuses with 503 before the folder holds UPLOAD_DISK_BUDGET_MB, with nothing read or written', async () => {
      // Less than a megabyte left: a file of one and a half does not fit.
      env.UPLOAD_DISK_BUDGET_MB = Math.ceil((await heldBytes()) / MB);
      const before = filesKept();
      const refused = await upload(
        '198.51.100.63',
        challenge().token,
        Buffer.concat([PDF, Buffer.alloc(1.5 * MB, 0x20)]),
      ).expect(503);
      expect(refused.body).toEqual({ code: 'UPLOADS_PAUSED', issues: [{ path: 'cv', message: 'uploadsPaused' }] });
      const unfinished = await unfinishedUpload('198.51.100.63', challenge().token);
      expect(unfinished).toMatchObject({
        status: 503,
        body: { code: 'UPLOADS_PAUSED' },
        headers: { connection: 'close' },
      });
      expect(filesKept()).toBe(before);
    });

    it('refuses with 503 when the disk would keep less than UPLOAD_DISK_MIN_FREE_MB free', async () => {
      env.UPLOAD_DISK_MIN_FREE_MB = 100_000_000;
      const before = filesKept();
      expect((await upload('198.51.100.64', challenge().token).expect(503)).body).toMatchObject({
        code: 'UPLOADS_PAUSED',
      });
      expect(filesKept()).toBe(before);
    });

    it('gives back the bytes of uploads no lead can claim any more (their challenge expired) before refusing', async () => {
      const dead = randomUUID();
      writeFileSync(join(uploadDir, dead), Buffer.alloc(2 * MB));
      await testApp.dataSource.query(
        `INSERT INTO lead_uploads (id, lead_id, file_name, content_type, size, budget_network, challenge_id, created_at, stored_at)
         VALUES ($1, NULL, 'old.pdf', 'application/pdf', $2, '192.0.2.9', 'expired', now() - interval '3 hours', now() - interval '3 hours')`,
        [dead, 2 * MB],
      );
      // Over the budget by up to a megabyte until the dead upload's two are given back.
      env.UPLOAD_DISK_BUDGET_MB = Math.ceil((await heldBytes()) / MB) - 1;
      await upload('198.51.100.65', challenge().token).expect(201);
      expect(existsSync(join(uploadDir, dead))).toBe(false);
      expect(await testApp.dataSource.query(`SELECT 1 FROM lead_uploads WHERE id = $1`, [dead])).toEqual([]);
    });
  });

  it('gives a rent application only the CV sent under its own captcha challenge', async () => {
    const form = challenge();
    const uploadId = ((await upload('198.51.100.66', form.token).expect(201)).body as { uploadId: string }).uploadId;

    // Another form's answer naming this upload: the application is taken, without the CV.
    const stranger = await apply(challenge(), uploadId);
    expect(stranger?.data.attachments).toEqual([]);
    expect(await testApp.dataSource.query(`SELECT lead_id FROM lead_uploads WHERE id = $1`, [uploadId])).toEqual([
      { lead_id: null },
    ]);

    const own = await apply(form, uploadId);
    expect(own?.data.attachments).toEqual([
      { filename: 'cv.pdf', path: join(uploadDir, uploadId), contentType: 'application/pdf' },
    ]);
  });
});
