import { QueueName } from '@immo/domain';
import { Queue } from 'bullmq';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadEnv } from '../src/config/env';
import { PropertyEntity } from '@immo/db';
import { contactBody, SITE_ORIGIN, uniqueEmail, withFakeCaptcha } from './support/forms';
import { operatorCookie } from './support/operator-login';
import { propertyFixture } from './support/property-fixture';
import { storedDetails } from './support/stored-details';
import { createTestApp, type TestApp } from './support/test-app';

describe('console requests: leads filtered and exported, assigned, marked duplicate, quarantined and released; testimonials published', () => {
  let testApp: TestApp;
  let server: App;
  let cookie: string;
  const env = loadEnv();
  const mailQueue = new Queue(QueueName.mail, { connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX });
  let property: PropertyEntity;

  const submit = async (kind: string, body: Record<string, unknown>) =>
    (
      (await request(server).post(`/api/forms/${kind}`).set('origin', SITE_ORIGIN).send(body).expect(201)).body as {
        leadId: string;
      }
    ).leadId;
  const get = (path: string) => request(server).get(path).set('cookie', cookie);
  const post = (path: string, body: object = {}) => request(server).post(path).set('cookie', cookie).send(body);
  const mailsOf = async (leadId: string) =>
    (await testApp.dataSource.query(
      `SELECT id, template, state FROM mail_outbox WHERE lead_id = $1 ORDER BY template`,
      [leadId],
    )) as { id: string; template: string; state: string }[];
  const queuedIds = async () =>
    (await mailQueue.getWaiting()).map((job) => (job.data as { outboxId: string }).outboxId).sort();
  const actions = async (action: string, target: string) =>
    (await testApp.dataSource.query(
      `SELECT details->>'outcome' AS outcome FROM operator_actions WHERE action = $1 AND target = $2 ORDER BY id`,
      [action, target],
    )) as { outcome: string }[];

  beforeAll(async () => {
    testApp = await createTestApp({ FORM_SUBMISSIONS_PER_MINUTE: 1000 }, { configure: withFakeCaptcha });
    server = testApp.app.getHttpServer() as App;
    cookie = await operatorCookie(testApp.app, 'ops-requests@example.be');
    property = propertyFixture({
      details: storedDetails({
        manager: {
          name: 'Piet Janssens',
          email: 'Piet.Janssens@Immo.test',
          phone: null,
          mobile: null,
          pictureUrl: null,
        },
      }),
    });
    await testApp.dataSource.getRepository(PropertyEntity).save(property);
  });

  beforeEach(async () => {
    await mailQueue.obliterate({ force: true });
  });

  afterAll(async () => {
    await mailQueue.obliterate({ force: true });
    await mailQueue.close();
    await testApp.app.close();
  });

  it('answers 401 without a console session and 403 to another site', async () => {
    const id = await submit('site-contact', contactBody({ email: uniqueEmail('anon') }));
    for (const path of [
      '/api/requests/leads',
      '/api/requests/leads.csv',
      `/api/requests/leads/${id}`,
      '/api/requests/demands',
      '/api/requests/testimonials',
      '/api/requests/agents',
    ]) {
      await request(server).get(path).expect(401);
    }
    await request(server).post(`/api/requests/leads/${id}/quarantine`).expect(401);
    await request(server)
      .post(`/api/requests/leads/${id}/quarantine`)
      .set('cookie', cookie)
      .set('origin', 'https://evil.example')
      .expect(403);
    expect(((await get(`/api/requests/leads/${id}`).expect(200)).body as { quarantined: boolean }).quarantined).toBe(
      false,
    );
  });

  it('filters by kind, property, state, text and Brussels days, newest first', async () => {
    const email = uniqueEmail('filter');
    const first = await submit(
      'site-contact',
      contactBody({ email, lastName: 'Vanderfilter', propertyId: property.id }),
    );
    const second = await submit('contact-me', {
      ...contactBody({ email, lastName: 'Vanderfilter' }),
      propertyId: property.id,
    });
    const page = async (query: string) =>
      (
        (await get(`/api/requests/leads?${query}`).expect(200)).body as { total: number; items: { id: string }[] }
      ).items.map((item) => item.id);
    expect(await page('q=vanderfilter')).toEqual([second, first]);
    expect(await page('q=vanderfilter&kind=site-contact')).toEqual([first]);
    expect(await page(`q=vanderfilter&property=${property.reference}`)).toEqual([second, first]);
    expect(await page(`q=vanderfilter&state=quarantine`)).toEqual([]);
    // A Brussels day ends at its midnight: yesterday holds none of them, today both.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
    expect(await page(`q=vanderfilter&from=${today}&to=${today}`)).toEqual([second, first]);
    expect(await page(`q=vanderfilter&to=2020-01-01`)).toEqual([]);
    const item = (
      (await get(`/api/requests/leads?q=${encodeURIComponent(email)}&kind=site-contact`).expect(200)).body as {
        items: object[];
      }
    ).items[0];
    expect(item).toMatchObject({
      id: first,
      kind: 'site-contact',
      email,
      name: 'Anne Vanderfilter',
      property: { id: property.id, reference: property.reference },
      quarantined: false,
      hasCv: false,
    });
    await get('/api/requests/leads?from=2026-13-01').expect(400);
    await get('/api/requests/leads?state=spam').expect(400);
  });

  it('exports the filter as CSV for Belgian Excel: BOM, semicolons, accents, a formula kept as text', async () => {
    await submit(
      'site-contact',
      contactBody({
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: 'Lefèvre-Crème',
        remark: 'Bien à vous; merci',
      }),
    );
    const answer = await get('/api/requests/leads.csv?q=cr%C3%A8me')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = answer.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    // French, the agency's language, for a link without `lang`.
    expect(lines[0]).toMatch(/^Référence;Reçue le;Formulaire;État;Doublon de;Agent;Langue;Bien;Projet;Nom;/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^[0-9A-F]{8};\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Contact;Normale;/);
    // The name starts with the title now, so the formula is no cell of its own.
    expect(lines[1]).toContain(`;"Madame =HYPERLINK(""http://evil.example"") Lefèvre-Crème";`);
    expect(lines[1]).toContain(';"Bien à vous; merci";');
    const english = (await get('/api/requests/leads.csv?q=cr%C3%A8me&lang=en').expect(200)).text;
    expect(english).toMatch(/^\uFEFF?Reference;Received;Form;State;Duplicate of;Agent;Language;Property;Project;Name;/);
    expect(english).toContain(';Contact;Normal;');
  });

  it("shows as a lead's agent the property's manager its mail went to, until an operator gives it to someone else or to no one", async () => {
    const email = uniqueEmail('manager');
    const id = await submit('site-contact', contactBody({ email, propertyId: property.id }));
    const agentOf = async () =>
      ((await get(`/api/requests/leads/${id}`).expect(200)).body as { agent: object | null }).agent;
    expect(await agentOf()).toEqual({ email: 'piet.janssens@immo.test', name: 'Piet Janssens' });
    const byAgent = (
      await get(`/api/requests/leads?agent=piet.janssens@immo.test&q=${encodeURIComponent(email)}`).expect(200)
    ).body as { items: { id: string }[] };
    expect(byAgent.items.map((item) => item.id)).toEqual([id]);
    expect((await post(`/api/requests/leads/${id}/assign`, { agent: null }).expect(200)).body).toMatchObject({
      changed: true,
    });
    expect(await agentOf()).toBeNull();
    const unassigned = (await get(`/api/requests/leads?agent=none&q=${encodeURIComponent(email)}`).expect(200))
      .body as { items: { id: string }[] };
    expect(unassigned.items.map((item) => item.id)).toEqual([id]);
  });

  it("gives the lead page the catalogue's names for a demand's codes (types, communes)", async () => {
    await testApp.dataSource.query(
      `INSERT INTO cities (zip, country_id, name, names, country_name, region) VALUES ('9000', 10, 'Gand', '{"nl": "Gent", "fr": "Gand"}', 'Belgique', 'flanders') ON CONFLICT DO NOTHING`,
    );
    await testApp.dataSource.query(
      // A type of its own: the run's other specs import the sample, whose type 2 has other names.
      `INSERT INTO property_types (web_id, crm_id, names, sale, rent) VALUES (924, 924, '{"fr": "Appartement", "nl": "Appartement"}', true, true) ON CONFLICT DO NOTHING`,
    );
    const lead = {
      id: '00000000-0000-4000-8000-000000000024',
      kind: 'demand-register',
      fields: {
        firstName: 'Zoë',
        lastName: 'Demand',
        goal: 'sale',
        propertyTypes: [924],
        zones: ['city:10:9000', 'region:wallonia'],
      },
    };
    await testApp.dataSource.query(
      `INSERT INTO leads (id, kind, state, locale, email, fields, utm, client_network, created_at) VALUES ($1, $2, 'received', 'fr', 'zoe@example.be', $3, '{}', '127.0.0.0/24', now())`,
      [lead.id, lead.kind, JSON.stringify(lead.fields)],
    );
    const detail = (await get(`/api/requests/leads/${lead.id}`).expect(200)).body as {
      names: { propertyTypes: object; places: object };
    };
    expect(detail.names.propertyTypes).toEqual({ '924': { fr: 'Appartement', nl: 'Appartement' } });
    expect(detail.names.places).toMatchObject({ 'city:10:9000': { nl: '9000 Gent', fr: '9000 Gand' } });
  });

  it('releases a lead held since it arrived with the mails it would have sent, queued once; a second release does nothing', async () => {
    const email = uniqueEmail('held');
    const id = await submit(
      'site-contact',
      contactBody({ email, website: 'http://cheap-pills.example', propertyId: property.id }),
    );
    expect(await mailsOf(id)).toEqual([]);
    const held = (await get(`/api/requests/leads?state=quarantine&q=${encodeURIComponent(email)}`).expect(200))
      .body as { items: { id: string; spamReason: string }[] };
    expect(held.items).toEqual([expect.objectContaining({ id, spamReason: 'honeypot' })]);

    expect((await post(`/api/requests/leads/${id}/release`).expect(200)).body).toEqual({
      id,
      changed: true,
      queuedMails: 2,
    });
    const mails = await mailsOf(id);
    expect(mails.map((mail) => [mail.template, mail.state])).toEqual([
      ['lead-confirmation', 'queued'],
      ['lead-to-agency', 'queued'],
    ]);
    expect(await queuedIds()).toEqual(mails.map((mail) => mail.id).sort());

    expect((await post(`/api/requests/leads/${id}/release`).expect(200)).body).toEqual({
      id,
      changed: false,
      queuedMails: 0,
    });
    expect(await mailsOf(id)).toHaveLength(2);
    expect(await mailQueue.count()).toBe(2);
    expect(await actions('lead.release', id)).toEqual([{ outcome: 'ok' }, { outcome: 'ok' }]);
  });

  it('sends a lead to quarantine, stopping its mails not yet sent, and a release queues those same mails again', async () => {
    const id = await submit('site-contact', contactBody());
    const [sent, pending] = await mailsOf(id);
    await testApp.dataSource.query(`UPDATE mail_outbox SET state = 'sent', sent_at = now() WHERE id = $1`, [sent!.id]);
    await mailQueue.obliterate({ force: true });

    expect((await post(`/api/requests/leads/${id}/quarantine`).expect(200)).body).toMatchObject({ changed: true });
    expect((await mailsOf(id)).map((mail) => mail.state)).toEqual(['sent', 'discarded']);
    expect((await get(`/api/requests/leads/${id}`).expect(200)).body).toMatchObject({
      quarantined: true,
      spamReason: 'operator',
    });

    expect((await post(`/api/requests/leads/${id}/release`).expect(200)).body).toEqual({
      id,
      changed: true,
      queuedMails: 1,
    });
    expect((await mailsOf(id)).map((mail) => mail.state)).toEqual(['sent', 'queued']);
    expect(await queuedIds()).toEqual([pending!.id]);
    expect(await actions('lead.quarantine', id)).toEqual([{ outcome: 'ok' }]);
  });

  it("assigns a lead to one of the CRM's managers, and groups an address's leads to mark one a duplicate", async () => {
    const agents = (await get('/api/requests/agents').expect(200)).body as { email: string; name: string }[];
    expect(agents).toContainEqual({ email: 'piet.janssens@immo.test', name: 'Piet Janssens' });
    const email = uniqueEmail('twice');
    const first = await submit('site-contact', contactBody({ email }));
    const second = await submit('site-contact', contactBody({ email }));
    const other = await submit('site-contact', contactBody());

    await post(`/api/requests/leads/${second}/assign`, { agent: 'nobody@immo.test' }).expect(409);
    expect(
      (await post(`/api/requests/leads/${second}/assign`, { agent: 'Piet.Janssens@immo.test' }).expect(200)).body,
    ).toMatchObject({ changed: true });
    const assigned = (
      await get(`/api/requests/leads?agent=piet.janssens@immo.test&q=${encodeURIComponent(email)}`).expect(200)
    ).body as { items: { id: string; agent: object }[] };
    expect(assigned.items).toEqual([
      expect.objectContaining({ id: second, agent: { email: 'piet.janssens@immo.test', name: 'Piet Janssens' } }),
    ]);

    const detail = (await get(`/api/requests/leads/${second}`).expect(200)).body as {
      sameEmail: { id: string }[];
      mails: { state: string }[];
      fields: object;
    };
    expect(detail.sameEmail.map((lead) => lead.id)).toEqual([first]);
    expect(detail.mails).toHaveLength(2);
    expect(detail.fields).toMatchObject({ email, remark: 'Pouvez-vous me rappeler ?' });

    await post(`/api/requests/leads/${second}/duplicate`, { of: other }).expect(409);
    await post(`/api/requests/leads/${second}/duplicate`, { of: second }).expect(409);
    expect((await post(`/api/requests/leads/${second}/duplicate`, { of: first }).expect(200)).body).toMatchObject({
      changed: true,
    });
    await post(`/api/requests/leads/${first}/duplicate`, { of: second }).expect(409);
    const duplicates = (await get(`/api/requests/leads?state=duplicate&q=${encodeURIComponent(email)}`).expect(200))
      .body as { items: { id: string; duplicateOf: string }[] };
    expect(duplicates.items).toEqual([expect.objectContaining({ id: second, duplicateOf: first })]);
    expect(await actions('lead.assign', second)).toEqual([{ outcome: 'REQUEST_ACTION_REFUSED' }, { outcome: 'ok' }]);
    expect(await actions('lead.duplicate', second)).toHaveLength(3);
  });

  it('publishes a testimonial onto the public list and keeps a rejected one out of it', async () => {
    const body = (text: string) => ({
      locale: 'nl',
      captcha: 'solved',
      firstName: 'Griet',
      lastName: 'Peeters',
      email: uniqueEmail('praise'),
      text,
      rating: 5,
    });
    await submit('testimonial', body('Heel vriendelijk en snel geholpen.'));
    await submit('testimonial', body('Dit mag niet getoond worden.'));
    const pending = (await get('/api/requests/testimonials').expect(200)).body as {
      items: { id: string; text: string }[];
    };
    const good = pending.items.find((item) => item.text.startsWith('Heel'))!;
    const bad = pending.items.find((item) => item.text.startsWith('Dit'))!;
    // The public list answered once before: kept by the response cache, which the publication must drop.
    await request(server).get('/api/testimonials').expect(200);

    expect((await post(`/api/requests/testimonials/${good.id}/publish`).expect(200)).body).toEqual({
      id: good.id,
      state: 'published',
    });
    expect((await post(`/api/requests/testimonials/${bad.id}/reject`).expect(200)).body).toEqual({
      id: bad.id,
      state: 'rejected',
    });
    const shown = (await request(server).get('/api/testimonials').expect(200)).body as { id: string; author: string }[];
    expect(shown.map((item) => item.id)).toContain(good.id);
    expect(shown.map((item) => item.id)).not.toContain(bad.id);
    expect(shown.find((item) => item.id === good.id)?.author).toBe('Griet P.');
    await post('/api/requests/testimonials/00000000-0000-4000-8000-000000000000/publish').expect(404);
    expect(await actions('testimonial.publish', good.id)).toEqual([{ outcome: 'ok' }]);
    expect(await actions('testimonial.reject', bad.id)).toEqual([{ outcome: 'ok' }]);
  });

  it('lists demands and newsletter subscribers, confirmed or not', async () => {
    const email = uniqueEmail('news');
    await submit('sign-newsletter', { locale: 'fr', captcha: 'solved', email, firstName: 'Léa' });
    const subscribers = (await get('/api/requests/newsletter?state=unconfirmed').expect(200)).body as {
      items: { email: string; name: string }[];
    };
    expect(subscribers.items).toContainEqual(expect.objectContaining({ email, name: 'Léa', state: 'unconfirmed' }));
    expect(
      (
        (await get('/api/requests/newsletter?state=confirmed').expect(200)).body as { items: { email: string }[] }
      ).items.map((item) => item.email),
    ).not.toContain(email);
    const demandEmail = uniqueEmail('demand');
    await submit('demand-register', {
      locale: 'nl',
      captcha: 'solved',
      title: 'ms',
      firstName: 'Anne',
      lastName: 'Dupont',
      email: demandEmail,
      phone: '0475 12 34 56',
      goal: 'sale',
      propertyTypes: [2],
      zones: ['region:brussels'],
      budgetMin: 200000,
      budgetMax: 400000,
      frequency: 'weekly',
    });
    const demands = (await get('/api/requests/demands?state=unconfirmed').expect(200)).body as {
      total: number;
      items: { email: string }[];
    };
    expect(demands.items).toContainEqual(
      expect.objectContaining({
        email: demandEmail,
        name: 'Anne Dupont',
        state: 'unconfirmed',
        goal: 'sale',
        propertyTypes: [2],
        zones: ['region:brussels'],
        budgetMin: 200000,
        budgetMax: 400000,
        frequency: 'weekly',
        confirmedAt: null,
      }),
    );
    expect(demands.total).toBeGreaterThanOrEqual(1);
    expect(
      (
        (await get('/api/requests/demands?state=confirmed').expect(200)).body as { items: { email: string }[] }
      ).items.map((item) => item.email),
    ).not.toContain(demandEmail);
  });
});
