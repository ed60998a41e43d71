import { CONFIRMATION_ADDRESSES_PER_NETWORK } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { contactBody, SITE_ORIGIN, uniqueEmail, withFakeCaptcha } from './support/forms';
import { createTestApp, type TestApp } from './support/test-app';

const AGENCY = 'agency@immo.test';
const BUDGET = CONFIRMATION_ADDRESSES_PER_NETWORK;

/**
 * Issue 23: what one stranger can make the site mail. Every request comes
 * from a client address that is not the machine's own (X-Forwarded-For from
 * the trusted loopback proxy), as from a bot on another network.
 */
describe('confirmations to addresses a visitor typed', () => {
  let testApp: TestApp;
  let server: App;

  const post = (kind: string, body: object, client: string) =>
    request(server).post(`/api/forms/${kind}`).set('Origin', SITE_ORIGIN).set('X-Forwarded-For', client).send(body);
  const mailsTo = async (email: string) =>
    (await testApp.dataSource.query(
      `SELECT template, data FROM mail_outbox WHERE to_address = $1 ORDER BY created_at`,
      [email],
    )) as { template: string; data: object }[];
  const leadMails = async (leadId: string) =>
    (
      (await testApp.dataSource.query(
        `SELECT template, to_address FROM mail_outbox WHERE lead_id = $1 ORDER BY template`,
        [leadId],
      )) as { template: string; to_address: string }[]
    ).map((row) => `${row.template} → ${row.to_address}`);

  beforeAll(async () => {
    testApp = await createTestApp(
      { AGENCY_MAIL_TO: AGENCY, FORM_SUBMISSIONS_PER_MINUTE: 1000, CONFIRMATIONS_PER_NETWORK_PER_HOUR: BUDGET },
      { configure: withFakeCaptcha },
    );
    server = testApp.app.getHttpServer() as App;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('greet a stranger plainly and carry none of the names or words typed for them', async () => {
    const stranger = uniqueEmail('stranger');
    const typed = {
      title: 'mr',
      firstName: 'Buy cheap pills at',
      lastName: 'pills-shop.example',
      remark: 'Visit https://pills-shop.example now',
    };
    const answer = await post('site-contact', contactBody({ ...typed, email: stranger }), '198.51.100.23').expect(201);
    const [confirmation] = await mailsTo(stranger);
    expect(confirmation?.template).toBe('lead-confirmation');
    expect(JSON.stringify(confirmation?.data)).not.toMatch(/pills|Buy cheap/);
    // The agency still reads everything the visitor sent.
    expect(await leadMails((answer.body as { leadId: string }).leadId)).toEqual([
      `lead-confirmation → ${stranger}`,
      `lead-to-agency → ${AGENCY}`,
    ]);
  });

  it(`reach at most ${BUDGET} fresh addresses an hour from one network; past that the lead is stored and the agency mailed, the confirmation held back`, async () => {
    const client = '203.0.113.40';
    const addresses = Array.from({ length: BUDGET }, () => uniqueEmail('budget'));
    for (const email of addresses) {
      await post('site-contact', contactBody({ email }), client).expect(201);
      expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(['lead-confirmation']);
    }

    const fresh = uniqueEmail('budget-fresh');
    const held = await post('site-contact', contactBody({ email: fresh }), client).expect(201);
    expect(held.body).toEqual({ leadId: expect.any(String), thankYouSlug: 'site-contact' });
    expect(await leadMails((held.body as { leadId: string }).leadId)).toEqual([`lead-to-agency → ${AGENCY}`]);
    expect(await mailsTo(fresh)).toEqual([]);
    // A form whose handler writes rows of its own (the newsletter's double opt-in) is held back alike.
    const signUp = uniqueEmail('budget-newsletter');
    await post('sign-newsletter', { locale: 'fr', captcha: 'solved', email: signUp }, client).expect(201);
    expect(
      await testApp.dataSource.query(`SELECT state FROM newsletter_subscriptions WHERE email = $1`, [signUp]),
    ).toEqual([{ state: 'unconfirmed' }]);
    expect(await mailsTo(signUp)).toEqual([]);

    // An address this network was already sent a confirmation is not a fresh one: the visitor's second form is confirmed.
    await post('site-contact', contactBody({ email: addresses[0] }), client).expect(201);
    expect((await mailsTo(addresses[0] ?? '')).map((mail) => mail.template)).toEqual([
      'lead-confirmation',
      'lead-confirmation',
    ]);
    // Another network has its own budget.
    await post('site-contact', contactBody({ email: fresh }), '203.0.113.41').expect(201);
    expect((await mailsTo(fresh)).map((mail) => mail.template)).toEqual(['lead-confirmation']);
  });

  it('count an IPv6 client by its /48, whichever /64 it sends from', async () => {
    for (let index = 0; index < BUDGET; index += 1) {
      await post('site-contact', contactBody({ email: uniqueEmail('v6') }), `2001:db8:77:${index + 1}::1`).expect(201);
    }
    const fresh = uniqueEmail('v6-fresh');
    await post('site-contact', contactBody({ email: fresh }), '2001:db8:77:ffff::9').expect(201);
    expect(await mailsTo(fresh)).toEqual([]);
    await post('site-contact', contactBody({ email: fresh }), '2001:db8:78::1').expect(201);
    expect(await mailsTo(fresh)).toHaveLength(1);
  });

  it('let no two submissions at once slip under the budget', async () => {
    const addresses = Array.from({ length: 12 }, () => uniqueEmail('race'));
    const answers = await Promise.all(
      addresses.map((email) => post('site-contact', contactBody({ email }), '203.0.113.60')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 201));
    const confirmed = (await testApp.dataSource.query(
      `SELECT DISTINCT to_address FROM mail_outbox WHERE template = 'lead-confirmation' AND to_address = ANY($1)`,
      [addresses],
    )) as unknown[];
    expect(confirmed).toHaveLength(BUDGET);
    expect(
      await testApp.dataSource.query(
        `SELECT 1 FROM mail_outbox WHERE template = 'lead-to-agency' AND reply_to = ANY($1)`,
        [addresses],
      ),
    ).toHaveLength(12);
  });
});
