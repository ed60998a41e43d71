import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CaptchaSpentEntity, PropertyEntity } from '@immo/db';
import { LEAD_CAPTCHA } from '../src/leads/captcha-verifier';
import { LeadRecorder } from '../src/leads/lead-recorder';
import { OutboxWriter } from '../src/leads/outbox-writer';
import { contactBody, SITE_ORIGIN, uniqueEmail, withFakeCaptcha, WRONG_CAPTCHA } from './support/forms';
import { propertyFixture } from './support/property-fixture';
import { storedDetails } from './support/stored-details';
import { createTestApp, type TestApp } from './support/test-app';

const AGENCY = 'agency@immo.test';

describe('POST /api/forms/:kind', () => {
  let testApp: TestApp;
  let server: App;

  const post = (kind: string, body: unknown, target: App = server) =>
    request(target)
      .post(`/api/forms/${kind}`)
      .set('Origin', SITE_ORIGIN)
      .send(body as object);
  const leadsOf = async (email: string) =>
    (await testApp.dataSource.query('SELECT id, state, spam_reason FROM leads WHERE email = $1', [email])) as {
      id: string;
      state: string;
      spam_reason: string | null;
    }[];
  const outboxOf = async (leadId: string) =>
    (await testApp.dataSource.query(
      'SELECT template, to_address, reply_to FROM mail_outbox WHERE lead_id = $1 ORDER BY template',
      [leadId],
    )) as object[];

  beforeAll(async () => {
    testApp = await createTestApp(
      { AGENCY_MAIL_TO: AGENCY, FORM_SUBMISSIONS_PER_MINUTE: 1000 },
      { configure: withFakeCaptcha },
    );
    server = testApp.app.getHttpServer() as App;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers 404 FORM_NOT_FOUND for a form that does not exist', async () => {
    const response = await post('job-application', contactBody()).expect(404);
    expect(response.body).toMatchObject({ code: 'FORM_NOT_FOUND' });
  });

  it('answers 400 with every field to fix, as validation keys, and stores nothing', async () => {
    const email = uniqueEmail();
    const response = await post(
      'site-contact',
      contactBody({ email: `${email} `, firstName: '', phone: 'call me', contactPreference: 'phone' }),
    ).expect(400);
    expect(response.body).toMatchObject({ code: 'INVALID_REQUEST' });
    expect((response.body as { issues: unknown[] }).issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'required' },
        { path: 'phone', message: 'phone' },
        { path: 'timeSlots', message: 'timeSlotRequired' },
      ]),
    );
    expect(await leadsOf(email)).toEqual([]);
  });

  it("refuses another site's page (403) and a body that is not JSON (415)", async () => {
    await request(server)
      .post('/api/forms/site-contact')
      .set('Origin', 'https://evil.example')
      .send(contactBody())
      .expect(403);
    await request(server)
      .post('/api/forms/site-contact')
      .set('Origin', SITE_ORIGIN)
      .set('Content-Type', 'text/plain')
      .send('firstName=Anne')
      .expect(415);
  });

  it('answers 400 CAPTCHA_INVALID to a wrong captcha and stores nothing', async () => {
    const email = uniqueEmail();
    const response = await post('site-contact', contactBody({ email, captcha: WRONG_CAPTCHA })).expect(400);
    expect(response.body).toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect(await leadsOf(email)).toEqual([]);
  });

  it('keeps a bot that filled the honeypot in quarantine, with no mail, and answers it as anyone else', async () => {
    const email = uniqueEmail('bot');
    const response = await post('site-contact', contactBody({ email, website: 'http://cheap-pills.example' })).expect(
      201,
    );
    expect(response.body).toEqual({ leadId: expect.any(String), thankYouSlug: 'site-contact' });
    const [lead] = await leadsOf(email);
    expect(lead).toMatchObject({ state: 'quarantined', spam_reason: 'honeypot' });
    expect(await outboxOf(lead?.id ?? '')).toEqual([]);
    // A form that answers in place says what it says to anyone.
    const inPlace = await post('testimonial', {
      locale: 'nl',
      captcha: 'solved',
      website: 'x',
      firstName: 'B',
      lastName: 'Ot',
      email: uniqueEmail('bot'),
      text: 'Great',
    }).expect(201);
    expect(inPlace.body).toEqual({ leadId: expect.any(String), thankYouSlug: null, outcome: 'received' });
  });

  it("sends the agency's copy to the property's manager when the CRM gave one", async () => {
    const property = propertyFixture({
      details: storedDetails({
        manager: { name: 'Piet', email: 'Piet.Manager@Immo.test', phone: null, mobile: null, pictureUrl: null },
      }),
    });
    await testApp.dataSource.getRepository(PropertyEntity).save(property);
    const email = uniqueEmail();
    const response = await post('site-contact', contactBody({ email, propertyId: property.id })).expect(201);
    expect(await outboxOf((response.body as { leadId: string }).leadId)).toEqual([
      { template: 'lead-confirmation', to_address: email, reply_to: null },
      { template: 'lead-to-agency', to_address: 'piet.manager@immo.test', reply_to: email },
    ]);
  });

  it('takes five requests of a form an hour from one address (any case), then answers 429 RATE_LIMITED with Retry-After', async () => {
    const email = uniqueEmail('busy');
    for (let index = 0; index < 5; index += 1)
      await post('site-contact', contactBody({ email: index % 2 ? email.toUpperCase() : email })).expect(201);
    const refused = await post('site-contact', contactBody({ email })).expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await leadsOf(email)).toHaveLength(5);
  });

  it('lets no burst of simultaneous requests from one address slip past its limit', async () => {
    const email = uniqueEmail('burst');
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('site-contact', contactBody({ email })).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await leadsOf(email)).toHaveLength(5);
  });

  it('stores an address with a quote in it, and counts it against its own limit (the gate inlines its values)', async () => {
    const email = `o'neil.${uniqueEmail('quote')}`;
    for (let index = 0; index < 5; index += 1) await post('site-contact', contactBody({ email })).expect(201);
    await post('site-contact', contactBody({ email })).expect(429);
    expect(await leadsOf(email)).toHaveLength(5);
  });

  it('takes one lead per captcha answer, however many submissions race with it', async () => {
    // Every answer checks out as the same single-use record: only the first to commit may use it.
    // A quote and a backslash in it: the gate inlines it with the driver's escaping.
    const spentKey = `race'\\-${randomUUID()}`;
    const sameAnswer = await createTestApp(
      { AGENCY_MAIL_TO: AGENCY, FORM_SUBMISSIONS_PER_MINUTE: 1000 },
      {
        configure: (builder) =>
          builder
            .overrideProvider(LEAD_CAPTCHA)
            .useValue({ check: () => ({ spentKey, challengeId: spentKey, expiresAt: new Date(Date.now() + 60_000) }) }),
      },
    );
    try {
      const target = sameAnswer.app.getHttpServer() as App;
      const emails = Array.from({ length: 6 }, () => uniqueEmail('race'));
      const statuses = await Promise.all(
        emails.map((email) => post('site-contact', contactBody({ email }), target).then((response) => response.status)),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      const stored = await Promise.all(emails.map((email) => leadsOf(email)));
      expect(stored.flat()).toHaveLength(1);
    } finally {
      await sameAnswer.app.close();
    }
  });

  it('limits the submissions of one client per minute, whatever the address', async () => {
    const limited = await createTestApp(
      { AGENCY_MAIL_TO: AGENCY, FORM_SUBMISSIONS_PER_MINUTE: 3 },
      { configure: withFakeCaptcha },
    );
    try {
      const target = limited.app.getHttpServer() as App;
      await post('site-contact', contactBody(), target).expect(201);
      await post('site-contact', { locale: 'fr' }, target).expect(400);
      // A form that does not exist counts too: the forms' route has no other limit.
      await post('no-such-form', contactBody(), target).expect(404);
      const refused = await post('site-contact', contactBody(), target).expect(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.app.close();
    }
  });

  it("keeps a handler's own save() and transaction() inside the lead's transaction, so a later failure takes them back too", async () => {
    const recorder = testApp.app.get(LeadRecorder);
    const lead = recorder.draft({
      kind: 'site-contact',
      state: 'received',
      locale: 'fr',
      propertyId: null,
      projectId: null,
      email: uniqueEmail('nested'),
      fields: {},
      utm: {},
      page: null,
      clientNetwork: '192.0.2.0/24',
      spamReason: null,
    });
    const saved = `nested-${randomUUID()}`;
    const nested = `nested-${randomUUID()}`;
    const failing = recorder.transaction(
      lead,
      { spentKey: `gate-${randomUUID()}`, challengeId: 'gate', expiresAt: new Date(Date.now() + 60_000) },
      async (manager) => {
        await manager.save(CaptchaSpentEntity, { hash: saved, expiresAt: new Date(Date.now() + 60_000) });
        await manager.transaction((inner) =>
          inner.save(CaptchaSpentEntity, { hash: nested, expiresAt: new Date(Date.now() + 60_000) }),
        );
        throw new Error('the handler failed after its writes');
      },
    );
    await expect(failing).rejects.toThrow('the handler failed after its writes');
    const kept = (await testApp.dataSource.query('SELECT hash FROM captcha_spent WHERE hash = ANY($1)', [
      [saved, nested],
    ])) as unknown[];
    expect(kept).toEqual([]);
    expect(await leadsOf(lead.email ?? '')).toEqual([]);
  });

  it('answers 503 LEAD_NOT_STORED and keeps no half of it when the outbox cannot be written', async () => {
    const broken = await createTestApp(
      { AGENCY_MAIL_TO: AGENCY, FORM_SUBMISSIONS_PER_MINUTE: 1000 },
      {
        configure: (builder) =>
          withFakeCaptcha(builder)
            .overrideProvider(OutboxWriter)
            // A row PostgreSQL refuses (no template): the lead's statement, which carries its mails, fails whole.
            .useValue({
              rows: () => [
                {
                  id: randomUUID(),
                  lead_id: null,
                  template: null,
                  locale: 'fr',
                  to_address: AGENCY,
                  reply_to: null,
                  data: {},
                  message_id: 'x',
                },
              ],
              add: () => Promise.reject(new Error('connection terminated unexpectedly')),
            }),
        logger: { log: () => undefined, warn: () => undefined, error: () => undefined },
      },
    );
    try {
      const email = uniqueEmail();
      const response = await post('site-contact', contactBody({ email }), broken.app.getHttpServer() as App).expect(
        503,
      );
      expect(response.body).toMatchObject({ code: 'LEAD_NOT_STORED' });
      // The lead's INSERT was in the same statement: it went with it.
      expect(await leadsOf(email)).toEqual([]);
    } finally {
      await broken.app.close();
    }
  });
});
