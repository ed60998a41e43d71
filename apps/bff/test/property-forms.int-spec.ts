import { CV_UPLOAD_CHALLENGE_HEADER, SEND_TO_FRIEND_PER_HOUR } from '@immo/domain';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { answerTo, formChallenge, SITE_ORIGIN, uniqueEmail, withFakeCaptcha } from './support/forms';
import { propertyFixture } from './support/property-fixture';
import { storedDetails } from './support/stored-details';
import { createTestApp, type TestApp } from './support/test-app';

// The property page's forms against the real PostgreSQL: which forms a
// property takes, the rows and mails each one makes, and the CV upload.
const AGENCY = 'agency@immo.test';
const SITE_URL = 'https://www.immo.test';
const MANAGER = 'marc.agent@immo.test';
const MB = 1024 * 1024;

const visitor = (email = uniqueEmail()) => ({
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Dupont',
  email,
  phone: '0475 12 34 56',
});
const envelope = { locale: 'fr', captcha: 'solved', utm: {}, page: '/fr/a-vendre/ixelles/appartement/1/' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

interface OutboxRow {
  template: string;
  to_address: string;
  reply_to: string | null;
  locale: string;
  data: Record<string, unknown>;
}

describe('property forms', () => {
  let testApp: TestApp;
  let server: App;
  let uploadDir: string;
  const sale = propertyFixture({
    goal: 0,
    details: storedDetails(
      { manager: { name: 'Marc', email: MANAGER, phone: null, mobile: null, pictureUrl: null } },
      {
        documents: [{ url: 'https://documents.crm.example/V-1/plan.pdf', name: 'Plan', type: 'plan', locale: 'fr' }],
      },
    ),
  });
  const rent = propertyFixture({
    goal: 1,
    price: 950,
    reference: 'L-77',
    details: storedDetails({ renterCharges: 80 }),
  });
  const sold = propertyFixture({ goal: 0, marquee: 3 });
  const withdrawn = propertyFixture({ goal: 0, withdrawnAt: new Date() });

  const post = (kind: string, body: Record<string, unknown>) =>
    request(server)
      .post(`/api/forms/${kind}`)
      .set('Origin', SITE_ORIGIN)
      .send({ ...envelope, ...body });
  const outboxOf = async (leadId: string) =>
    (await testApp.dataSource.query(
      'SELECT template, to_address, reply_to, locale, data FROM mail_outbox WHERE lead_id = $1 ORDER BY template',
      [leadId],
    )) as OutboxRow[];
  const uploadCv = (bytes: Buffer, fileName: string, origin = SITE_ORIGIN, token = formChallenge(testApp.app).token) =>
    request(server)
      .post('/api/forms/rent-application/cv')
      .set('Origin', origin)
      .set(CV_UPLOAD_CHALLENGE_HEADER, token)
      .attach('cv', bytes, fileName);

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'immo-uploads-'));
    testApp = await createTestApp(
      { AGENCY_MAIL_TO: AGENCY, FORM_SUBMISSIONS_PER_MINUTE: 1000, UPLOAD_DIR: uploadDir, SITE_URL },
      { configure: withFakeCaptcha },
    );
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.getRepository(PropertyEntity).save([sale, rent, sold, withdrawn]);
    await testApp.dataSource.query(
      `UPDATE site_settings SET rent_minimum_income_multiple = 3, rent_maximum_persons = 4, rent_inventory_share = 150, rent_deposit_months = 3`,
    );
  });

  afterAll(async () => {
    await testApp.app.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  describe('GET /api/properties/:id/forms', () => {
    it('offers an offer on an open sale and a rent application with its terms on an open rental', async () => {
      const saleForms = await request(server).get(`/api/properties/${sale.id}/forms`).expect(200);
      expect(saleForms.body).toEqual({
        forms: ['contact-me', 'document-request', 'send-to-friend', 'offer'],
        rentTerms: null,
        documentCount: 1,
      });
      const rentForms = await request(server).get(`/api/properties/${rent.id}/forms`).expect(200);
      expect(rentForms.body).toMatchObject({
        forms: ['contact-me', 'document-request', 'send-to-friend', 'rent-application'],
      });
      // 3 × 950 asked; first payment 950 + 80 charges + 150 inventory share + 3 × 950 deposit.
      expect((rentForms.body as { rentTerms: unknown }).rentTerms).toEqual({
        minimumIncome: 2850,
        maximumPersons: 4,
        depositMonths: 3,
        deposit: 2850,
        firstPayment: 4030,
      });
    });

    it('offers nothing to send on a withdrawn property, and no offer once sold', async () => {
      expect((await request(server).get(`/api/properties/${withdrawn.id}/forms`).expect(200)).body).toMatchObject({
        forms: [],
      });
      expect((await request(server).get(`/api/properties/${sold.id}/forms`).expect(200)).body).toMatchObject({
        forms: ['contact-me', 'document-request', 'send-to-friend'],
      });
    });
  });

  describe('offer', () => {
    const person = (email: string) => ({
      ...visitor(email),
      street: 'Rue Neuve',
      houseNumber: '12',
      zip: '4000',
      city: 'Liège',
    });
    const offer = (propertyId: number, email = uniqueEmail('bidder')) => ({
      propertyId,
      amount: '325.000',
      amountInWords: 'trois cent vingt-cinq mille euros',
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      place: 'Liège',
      signDate: '2026-11-24',
      validityDate: '2026-12-08',
      acceptTerms: true,
      financing: { amount: '250.000', bankDeadline: '2026-12-05' },
      personA: person(email),
    });

    it('sends the bidder a timestamped copy and the agency the offer, Reply-To the bidder', async () => {
      const email = uniqueEmail('bidder');
      const response = await post('offer', offer(sale.id, email)).expect(201);
      const leadId = (response.body as { leadId: string }).leadId;
      const rows = await outboxOf(leadId);
      expect(rows.map((row) => [row.template, row.to_address, row.reply_to])).toEqual([
        ['lead-to-agency', MANAGER, email],
        ['offer-copy', email, null],
      ]);
      const copy = rows[1]!.data as {
        receivedAt: string;
        offer: { amount: number; financing: unknown };
        property: { url: string };
      };
      expect(Date.parse(copy.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(copy.offer).toMatchObject({
        amount: 325000,
        validityDate: '2026-12-08',
        financing: { amount: 250000, bankDeadline: '2026-12-05' },
      });
      expect(copy.property.url).toBe(`${SITE_URL}/fr/a-vendre/ixelles/appartement-lumineux/${sale.id}/`);
    });

    it('is refused on a rental, a sold or a withdrawn property, and without the terms accepted', async () => {
      for (const property of [rent, sold, withdrawn]) {
        expect((await post('offer', offer(property.id)).expect(409)).body).toMatchObject({
          code: 'FORM_NOT_AVAILABLE',
        });
      }
      const unaccepted = await post('offer', { ...offer(sale.id), acceptTerms: false }).expect(400);
      expect(unaccepted.body).toMatchObject({
        code: 'INVALID_REQUEST',
        issues: [{ path: 'acceptTerms', message: 'termsRequired' }],
      });
    });
  });

  describe('document request', () => {
    it('mails the documents once; asked again by the same address, nothing is sent', async () => {
      const email = uniqueEmail('docs');
      const first = await post('document-request', { ...visitor(email), propertyId: sale.id }).expect(201);
      expect(first.body).toMatchObject({ thankYouSlug: null, outcome: 'sent' });
      const rows = await outboxOf((first.body as { leadId: string }).leadId);
      expect(rows.map((row) => [row.template, row.to_address])).toEqual([
        ['lead-to-agency', MANAGER],
        ['property-documents', email],
      ]);
      expect(rows[1]!.data).toMatchObject({
        documents: [{ name: 'Plan', url: 'https://documents.crm.example/V-1/plan.pdf' }],
      });

      const second = await post('document-request', { ...visitor(email.toUpperCase()), propertyId: sale.id }).expect(
        201,
      );
      expect(second.body).toMatchObject({ outcome: 'already-requested' });
      expect(await outboxOf((second.body as { leadId: string }).leadId)).toEqual([]);
    });

    it('is refused by the database itself for a second row of the same address and property', async () => {
      const [row] = (await testApp.dataSource.query(
        `SELECT lead_id, property_id, email FROM document_requests LIMIT 1`,
      )) as { lead_id: string; property_id: number; email: string }[];
      const [lead] = (await testApp.dataSource.query(`SELECT id FROM leads WHERE id <> $1 LIMIT 1`, [
        row!.lead_id,
      ])) as { id: string }[];
      await expect(
        testApp.dataSource.query(`INSERT INTO document_requests (lead_id, property_id, email) VALUES ($1, $2, $3)`, [
          lead!.id,
          row!.property_id,
          row!.email,
        ]),
      ).rejects.toThrow(/UQ_document_requests_property_email/);
    });
  });

  describe('send to a friend', () => {
    it(`sends the link in the sender's language without their address, at most ${SEND_TO_FRIEND_PER_HOUR} an hour per network`, async () => {
      await testApp.dataSource.query(`DELETE FROM friend_sends`);
      const sender = uniqueEmail('sender');
      const body = (index: number) => ({
        name: 'Anne',
        email: uniqueEmail('sender'),
        friendEmail: `friend${index}@example.be`,
        message: 'Regarde !',
        propertyId: rent.id,
        locale: 'nl',
      });
      const first = await post('send-to-friend', { ...body(0), email: sender }).expect(201);
      const [mail] = await outboxOf((first.body as { leadId: string }).leadId);
      expect(mail).toMatchObject({
        template: 'send-to-friend',
        to_address: 'friend0@example.be',
        reply_to: null,
        locale: 'nl',
      });
      expect(JSON.stringify(mail!.data)).not.toContain(sender);
      expect((mail!.data as { property: { url: string } }).property.url).toMatch(
        new RegExp(`^${SITE_URL}/nl/te-huur/ixelles/.+/${rent.id}/$`),
      );
      for (let index = 1; index < SEND_TO_FRIEND_PER_HOUR; index += 1)
        await post('send-to-friend', body(index)).expect(201);
      const refused = await post('send-to-friend', body(99)).expect(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(
        await testApp.dataSource.query(`SELECT 1 FROM mail_outbox WHERE to_address = 'friend99@example.be'`),
      ).toEqual([]);
    });

    it('refuses a link typed by the sender', async () => {
      const response = await post('send-to-friend', {
        name: 'Anne',
        email: uniqueEmail(),
        friendEmail: 'f@example.be',
        message: 'www.casino.example',
        propertyId: sale.id,
      }).expect(400);
      expect(response.body).toMatchObject({ issues: [{ path: 'message', message: 'noLinks' }] });
    });
  });

  describe('CV upload and rent application', () => {
    it('keeps a PDF outside anything served and attaches it to the agency mail of the application', async () => {
      const challenge = formChallenge(testApp.app);
      const upload = await uploadCv(PDF, 'Mon CV.pdf', SITE_ORIGIN, challenge.token).expect(201);
      const { uploadId } = upload.body as { uploadId: string };
      expect(upload.body).toEqual({ uploadId: expect.any(String), fileName: 'Mon CV.pdf', size: PDF.length });
      expect(existsSync(join(uploadDir, uploadId))).toBe(true);

      const email = uniqueEmail('tenant');
      const fields = {
        ...visitor(email),
        propertyId: rent.id,
        persons: 2,
        monthlyIncome: '3.200',
        cvUploadId: uploadId,
      };
      const application = await post('rent-application', { ...fields, captcha: answerTo(challenge.id) }).expect(201);
      const leadId = (application.body as { leadId: string }).leadId;
      const agency = (await outboxOf(leadId)).find((row) => row.template === 'lead-to-agency');
      expect(agency?.data['attachments']).toEqual([
        { filename: 'Mon CV.pdf', path: join(uploadDir, uploadId), contentType: 'application/pdf' },
      ]);

      // Deleted with its lead: the row by the foreign key, the file by the worker's sweep (orphan-uploads.ts).
      await testApp.dataSource.query('DELETE FROM leads WHERE id = $1', [leadId]);
      expect(await testApp.dataSource.query('SELECT 1 FROM lead_uploads WHERE id = $1', [uploadId])).toEqual([]);
    });

    it('judges a file by its bytes: a PNG named cv.pdf is refused, a PDF named cv.exe is taken as a PDF', async () => {
      const png = await uploadCv(PNG, 'cv.pdf').expect(415);
      expect(png.body).toEqual({ code: 'FILE_TYPE_REFUSED', issues: [{ path: 'cv', message: 'fileType' }] });
      const renamed = await uploadCv(PDF, 'cv.exe').expect(201);
      expect(renamed.body).toMatchObject({ fileName: 'cv.pdf' });
    });

    it("refuses an upload from another site's page", async () => {
      expect((await uploadCv(PDF, 'cv.pdf', 'https://attacker.example').expect(403)).body).toMatchObject({
        code: 'CROSS_SITE_REQUEST_REFUSED',
      });
    });

    it('refuses 11 MB while it streams, before the upload is over', async () => {
      const http = testApp.app.getHttpServer() as Server;
      if (http.address() === null) await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const { port } = http.address() as AddressInfo;
      const boundary = '----immo-test';
      // No Content-Length: the BFF only learns the size by reading.
      const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        let sent = 0;
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/forms/rent-application/cv',
          headers: {
            origin: SITE_ORIGIN,
            [CV_UPLOAD_CHALLENGE_HEADER]: formChallenge(testApp.app).token,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
          },
        });
        req.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body, sent });
            req.destroy();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
        );
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
        );
        const chunk = Buffer.alloc(256 * 1024, 0x20);
        // 11 MB offered, but never finished: an answer can only come from a refusal mid-stream.
        const pump = () => {
          while (sent < 11 * MB) {
            sent += chunk.length;
            if (!req.write(chunk)) {
              req.once('drain', pump);
              return;
            }
          }
        };
        pump();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'FILE_TOO_LARGE',
        issues: [{ path: 'cv', message: 'fileTooLarge' }],
      });
    });

    it('takes an application on an open rental only', async () => {
      const body = (propertyId: number) => ({ ...visitor(), propertyId, persons: 2, monthlyIncome: 3200 });
      expect((await post('rent-application', body(sale.id)).expect(409)).body).toMatchObject({
        code: 'FORM_NOT_AVAILABLE',
      });
      await post('rent-application', body(rent.id)).expect(201);
    });
  });
});
