import { UNSUBSCRIBE_LINKS_PER_ADDRESS_PER_DAY } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { DataSource } from 'typeorm';
import { LEAD_CAPTCHA } from '../src/leads/captcha-verifier';
import { fakeCaptcha } from './support/forms';
import { createTestApp, type TestApp } from './support/test-app';

const ORIGIN = 'http://127.0.0.1:3000';

interface OutboxRow {
  template: string;
  locale: string;
  to_address: string;
  data: { subject?: string; confirmUrl?: string; unsubscribeUrl?: string };
}

describe('demand register and newsletter subscriptions (double opt-in, one-click unsubscribe)', () => {
  let testApp: TestApp;
  let server: App;
  let dataSource: DataSource;

  const demand = {
    locale: 'nl',
    captcha: 'ok',
    title: 'ms',
    firstName: 'Anne',
    lastName: 'Dupont',
    email: 'anne.demand@example.be',
    phone: '0475 12 34 56',
    goal: 'sale',
    propertyTypes: [2],
    zones: ['region:brussels', 'city:10:4000'],
    budgetMin: 200000,
    budgetMax: 400000,
    frequency: 'weekly',
  };

  const submit = (kind: string, body: object) =>
    request(server).post(`/api/forms/${kind}`).set('origin', ORIGIN).send(body);

  async function confirmationOf(email: string): Promise<OutboxRow> {
    const rows = (await dataSource.query(
      `SELECT template, locale, to_address, data FROM mail_outbox WHERE template = 'confirm-subscription' AND to_address = $1`,
      [email],
    )) as OutboxRow[];
    expect(rows).toHaveLength(1);
    return rows[0] as OutboxRow;
  }

  const tokenIn = (url: string | undefined) => new URL(url ?? 'http://x/').searchParams.get('token') ?? '';
  const demandState = async (email: string) =>
    ((await dataSource.query(`SELECT state FROM demands WHERE email = $1`, [email])) as { state: string }[]).map(
      (row) => row.state,
    );

  beforeAll(async () => {
    testApp = await createTestApp(
      { SITE_URL: 'https://www.immo.test' },
      { configure: (builder) => builder.overrideProvider(LEAD_CAPTCHA).useValue(fakeCaptcha) },
    );
    server = testApp.app.getHttpServer() as App;
    dataSource = testApp.dataSource;
    await dataSource.query('TRUNCATE demands, newsletter_subscriptions, testimonials CASCADE');
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('stores a demand unconfirmed, mails its confirmation link, and only a POST confirms it', async () => {
    const answer = await submit('demand-register', demand);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ thankYouSlug: 'demand-register' });
    expect(await demandState(demand.email)).toEqual(['unconfirmed']);

    const mail = await confirmationOf(demand.email);
    expect(mail.locale).toBe('nl');
    expect(mail.data.subject).toBe('demand');
    expect(mail.data.confirmUrl).toMatch(/^https:\/\/www\.immo\.test\/nl\/inschrijving-bevestigen\/\?token=/);
    const token = tokenIn(mail.data.confirmUrl);
    // Only the hash is stored.
    expect(await dataSource.query(`SELECT 1 FROM demands WHERE confirm_token_hash = $1`, [token])).toEqual([]);

    // What a mail scanner does: nothing changes.
    expect((await request(server).get(`/api/subscriptions/confirm?token=${token}`)).status).toBe(404);
    expect(await demandState(demand.email)).toEqual(['unconfirmed']);

    const confirmed = await request(server).post('/api/subscriptions/confirm').set('origin', ORIGIN).send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ subject: 'demand', state: 'confirmed', locale: 'nl' });
    expect(await demandState(demand.email)).toEqual(['confirmed']);
    // Twice is harmless.
    expect(
      (await request(server).post('/api/subscriptions/confirm').set('origin', ORIGIN).send({ token })).status,
    ).toBe(200);
  });

  it('refuses a confirmation from another site and an unknown token', async () => {
    const forged = await request(server)
      .post('/api/subscriptions/confirm')
      .set('origin', 'https://evil.example')
      .send({ token: 'x'.repeat(43) });
    expect(forged.status).toBe(403);
    const unknown = await request(server)
      .post('/api/subscriptions/confirm')
      .set('origin', ORIGIN)
      .send({ token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
  });

  it('unsubscribes at once with an RFC 8058 one-click POST from another site, and a GET only leads to the page', async () => {
    const email = 'one.click@example.be';
    expect((await submit('demand-register', { ...demand, email })).status).toBe(201);
    const mail = await confirmationOf(email);
    await request(server)
      .post('/api/subscriptions/confirm')
      .set('origin', ORIGIN)
      .send({ token: tokenIn(mail.data.confirmUrl) })
      .expect(200);
    const unsubscribe = new URL(mail.data.unsubscribeUrl ?? '');
    expect(unsubscribe.origin + unsubscribe.pathname).toBe('https://www.immo.test/api/subscriptions/unsubscribe');
    const path = `${unsubscribe.pathname}${unsubscribe.search}`;

    const page = await request(server).get(path);
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe(
      `/nl/uitschrijven/?token=${encodeURIComponent(tokenIn(mail.data.unsubscribeUrl))}`,
    );
    expect(await demandState(email)).toEqual(['confirmed']);

    // Gmail's request: cross-site, no cookie, a form body.
    const oneClick = await request(server)
      .post(path)
      .set('origin', 'https://mail.google.com')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ subject: 'demand', state: 'unsubscribed', locale: 'nl' });
    expect(await demandState(email)).toEqual([]);
    // Again: the same answer.
    expect(
      (
        await request(server)
          .post(path)
          .set('content-type', 'application/x-www-form-urlencoded')
          .send('List-Unsubscribe=One-Click')
      ).status,
    ).toBe(200);
  });

  it('takes the one-click POST as multipart/form-data too (RFC 8058 allows either body)', async () => {
    const email = 'multipart.click@example.be';
    expect((await submit('demand-register', { ...demand, email })).status).toBe(201);
    const mail = await confirmationOf(email);
    const unsubscribe = new URL(mail.data.unsubscribeUrl ?? '');
    const answer = await request(server)
      .post(`${unsubscribe.pathname}${unsubscribe.search}`)
      .field('List-Unsubscribe', 'One-Click');
    expect(answer.status).toBe(200);
    expect(await demandState(email)).toEqual([]);
  });

  it('refuses an unsubscribe token this site did not sign', async () => {
    const [row] = (await dataSource.query(`SELECT id FROM demands WHERE email = $1`, [demand.email])) as {
      id: string;
    }[];
    const forged = await request(server)
      .post(`/api/subscriptions/unsubscribe?token=demand.${row?.id}.forged-signature`)
      .send();
    expect(forged.status).toBe(404);
    expect(await demandState(demand.email)).toEqual(['confirmed']);
  });

  it('signs up to the newsletter with the same double opt-in, one subscription per address', async () => {
    const email = 'news@example.be';
    expect((await submit('sign-newsletter', { locale: 'fr', captcha: 'ok', email })).status).toBe(201);
    const first = await confirmationOf(email);
    expect(first.data.subject).toBe('newsletter');
    const confirmed = await request(server)
      .post('/api/subscriptions/confirm')
      .set('origin', ORIGIN)
      .send({ token: tokenIn(first.data.confirmUrl) });
    expect(confirmed.body).toEqual({ subject: 'newsletter', state: 'confirmed', locale: 'fr' });
    const states = (await dataSource.query(`SELECT state FROM newsletter_subscriptions WHERE email = $1`, [email])) as {
      state: string;
    }[];
    expect(states).toEqual([{ state: 'confirmed' }]);
  });

  it('ends nothing for a typed address: it mails the subscriber their link, answering the same whether the address was known', async () => {
    const typed = (email: string, client = '198.51.100.61') =>
      request(server)
        .post('/api/newsletter/unsubscribe')
        .set('origin', ORIGIN)
        .set('x-forwarded-for', client)
        .send({ email });
    const known = await typed('NEWS@example.be');
    const unknown = await typed('nobody@example.be');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    // Anyone may type anyone's address: the subscription stays until the link in the mail is used.
    expect(
      await dataSource.query(`SELECT state FROM newsletter_subscriptions WHERE email = 'news@example.be'`),
    ).toEqual([{ state: 'confirmed' }]);
    const linksTo = async (email: string) =>
      (await dataSource.query(
        `SELECT locale, data FROM mail_outbox WHERE template = 'unsubscribe-link' AND to_address = $1`,
        [email],
      )) as { locale: string; data: { unsubscribeUrl: string } }[];
    let links = await linksTo('news@example.be');
    for (let attempt = 0; attempt < 50 && links.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      links = await linksTo('news@example.be');
    }
    expect(links).toEqual([
      {
        locale: 'fr',
        data: {
          unsubscribeUrl: expect.stringMatching(
            /^https:\/\/www\.immo\.test\/api\/subscriptions\/unsubscribe\?token=newsletter\./,
          ),
        },
      },
    ]);
    expect(await linksTo('nobody@example.be')).toEqual([]);

    // At most UNSUBSCRIBE_LINKS_PER_ADDRESS_PER_DAY links to one address, whichever network types it.
    for (let index = 0; index < UNSUBSCRIBE_LINKS_PER_ADDRESS_PER_DAY + 2; index += 1)
      await typed('news@example.be', `198.51.100.${70 + index}`).expect(202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await linksTo('news@example.be')).toHaveLength(UNSUBSCRIBE_LINKS_PER_ADDRESS_PER_DAY);

    // The link the subscriber received is what unsubscribes.
    const link = new URL(links[0]?.data.unsubscribeUrl ?? '');
    expect((await request(server).post(`${link.pathname}${link.search}`).send()).status).toBe(200);
    expect(await dataSource.query(`SELECT 1 FROM newsletter_subscriptions WHERE email = 'news@example.be'`)).toEqual(
      [],
    );
  });

  it('stores a testimonial pending and shows only published ones, without the address', async () => {
    const answer = await submit('testimonial', {
      locale: 'fr',
      captcha: 'ok',
      firstName: 'Marc',
      lastName: 'Lambert',
      email: 'marc@example.be',
      rating: 5,
      text: 'Très bon suivi.',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ thankYouSlug: null, outcome: 'received' });
    const rows = (await dataSource.query(`SELECT id, state FROM testimonials WHERE email = 'marc@example.be'`)) as {
      id: string;
      state: string;
    }[];
    expect(rows).toEqual([{ id: expect.any(String), state: 'pending' }]);
    expect((await request(server).get('/api/testimonials')).body).toEqual([]);

    await dataSource.query(`UPDATE testimonials SET state = 'published', published_at = now() WHERE id = $1`, [
      rows[0]?.id,
    ]);
    const published = await request(server).get('/api/testimonials');
    expect(published.body).toEqual([
      {
        id: rows[0]?.id,
        author: 'Marc L.',
        city: null,
        rating: 5,
        text: 'Très bon suivi.',
        publishedAt: expect.any(String),
      },
    ]);
  });
});
