import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { SITE_ORIGIN, uniqueEmail, withFakeCaptcha } from './support/forms';
import { propertyFixture } from './support/property-fixture';
import { type ReceivedMail, startSmtp, type TestSmtp } from './support/test-smtp';
import { createTestApp, type TestApp } from './support/test-app';
import { startWorker, type WorkerProcess } from './support/worker-process';

// The agency's mail for a property lead, as the mail server receives it: a
// work order the agent acts on in ten seconds (issue 24). The BFF in this
// process, the worker as its own, PostgreSQL, Redis and an SMTP server.
const AGENCY = 'agency-mail@immo.test';
const SITE_URL = 'https://www.immo.test';
// MAIL_FROM names "Immo": the mail must name the agency as its site settings do ("Immo Horizon", the seed's).
const MAIL_FROM = 'Immo <no-reply@immo.test>';

describe("the agency's mail about a property", () => {
  let smtp: TestSmtp;
  let testApp: TestApp;
  let server: App;
  let worker: WorkerProcess | undefined;
  const QUEUE_PREFIX = `${process.env.QUEUE_PREFIX ?? 'immo_test'}_agency_mail`;
  // Ids of this spec's own: the fixture's counter restarts in every spec file, and a spec run before this one in
  // the same database (forms') left a property under the same id with a manager, who then got the agency's mail.
  const rental = propertyFixture({
    id: 870_001,
    goal: 1,
    reference: 'L-4133',
    titles: {
      fr: 'Appartement 2 chambres',
      nl: 'Appartement met 2 slaapkamers',
      en: 'Two-bedroom flat',
      de: 'Wohnung',
    },
    price: 1250,
    street: 'Rue du Bailli',
    houseNumber: '12',
    boxNr: '3',
    zip: '1050',
    city: 'Ixelles',
    // The street is the agency's to know even when the site does not show it.
    publishAddress: false,
  });
  const onRequest = propertyFixture({ id: 870_002, goal: 0, reference: 'V-9', price: 495000, publishPrice: false });

  const send = (property: PropertyEntity, email: string) =>
    request(server)
      .post('/api/forms/contact-me')
      .set('Origin', SITE_ORIGIN)
      .send({
        locale: 'en',
        captcha: 'solved',
        utm: {},
        page: `/en/property/${property.id}/`,
        propertyId: property.id,
        request: 'visit',
        title: 'ms',
        firstName: 'Emma',
        lastName: 'Smith',
        email,
        phone: '0475123400',
        remark: 'Is the flat still free in January? Merci, déjà envoyé une question.',
        contactPreference: 'email',
      })
      .expect(201);
  const agencyMail = async (email: string): Promise<ReceivedMail> => {
    const match = (mail: ReceivedMail) => mail.envelope.to.includes(AGENCY) && mail.replyTo === email;
    try {
      return (await smtp.waitFor((received) => received.some(match), 60_000)).find(match) as ReceivedMail;
    } catch (error) {
      // Say where the mail stopped: its outbox row's state and error, and what the worker printed.
      const rows = (await testApp.dataSource.query(
        `SELECT template, state, to_address, last_error FROM mail_outbox WHERE reply_to = $1`,
        [email],
      )) as unknown[];
      throw new Error(`${String(error)}\noutbox: ${JSON.stringify(rows)}\n${worker?.output() ?? ''}`, { cause: error });
    }
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    testApp = await createTestApp(
      { AGENCY_MAIL_TO: AGENCY, FORM_SUBMISSIONS_PER_MINUTE: 1000, QUEUE_PREFIX, SITE_URL },
      { configure: withFakeCaptcha },
    );
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.getRepository(PropertyEntity).save([rental, onRequest]);
    await testApp.dataSource.query(
      `INSERT INTO cities (zip, country_id, name, names, country_name, region) VALUES ('1050', 10, 'Ixelles', $1, 'Belgique', 'brussels') ON CONFLICT DO NOTHING`,
      [JSON.stringify({ fr: 'Ixelles', nl: 'Elsene', en: 'Ixelles', de: 'Ixelles' })],
    );
    // The office reads Dutch here, the site's default (DEFAULT_LOCALE) being French and the visitor English.
    await testApp.dataSource.query(`UPDATE site_settings SET agency_locale = 'nl'`);
    // The run's database keeps other specs' unsent mails (forms-pipeline's, refused by a stopped SMTP
    // server): a starting worker's relay queues them all again, and this spec's one mail waited behind them.
    await testApp.dataSource.query(`DELETE FROM mail_outbox WHERE state IN ('queued', 'retrying')`);
    worker = await startWorker({ SMTP_URL: smtp.smtpUrl, MAIL_FROM, QUEUE_PREFIX, SITE_URL });
  }, 90_000);

  afterAll(async () => {
    await testApp.dataSource.query(`UPDATE site_settings SET agency_locale = DEFAULT`);
    await worker?.stop();
    await testApp.app.close();
    await smtp.close();
  });

  it('names the property, links its page and the request in the console, in the agency language, from the agency, in UTF-8', async () => {
    const email = uniqueEmail('emma');
    const leadId = ((await send(rental, email)).body as { leadId: string }).leadId;
    const mail = await agencyMail(email);

    // From the agency by its name, Reply-To the visitor.
    expect(mail.from).toBe('"Immo Horizon" <no-reply@immo.test>');
    expect(mail.replyTo).toBe(email);
    // In the agency's language, the visitor's said once at the top.
    expect(mail.text).toContain('De bezoeker schrijft in het Engels.');
    expect(mail.text.match(/Engels/g)).toHaveLength(1);
    expect(mail.text.indexOf('De bezoeker schrijft')).toBeLessThan(mail.text.indexOf('Referentie:'));
    // The property: reference, title, price, the address on one line (the commune in Dutch), one photo, its page.
    expect(mail.text).toContain('Referentie: L-4133');
    expect(mail.text).toContain('Advertentie: Appartement met 2 slaapkamers');
    expect(mail.text).toContain('Prijs: € 1.250 per maand');
    expect(mail.text).toContain('Adres: Rue du Bailli 12 bus 3, 1050 Elsene');
    expect(mail.html.match(/<img /g)).toHaveLength(1);
    expect(mail.html).toContain(`src="${SITE_URL}/sample-photos/apartment-living.svg"`);
    expect(mail.html).toMatch(new RegExp(`href="${SITE_URL}/nl/[^"]+/${rental.id}/"`));
    // The request in the console.
    expect(mail.html).toContain(`href="${SITE_URL}/nl/console/requests/${leadId}/"`);
    // The visitor's phone the Belgian way.
    expect(mail.text).toContain('0475 12 34 00');
    expect(mail.text).not.toContain('0475123400');
    // A full HTML document, in UTF-8 on the wire and in the document.
    expect(mail.html.startsWith('<!doctype html>\n<html lang="nl"><head><meta charset="utf-8">')).toBe(true);
    expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail.text).toContain('déjà envoyé');
  }, 90_000);

  it('says "price on request" and never the amount when the price is not published', async () => {
    const email = uniqueEmail('price');
    await send(onRequest, email);
    const mail = await agencyMail(email);
    expect(mail.text).toContain('Prijs: Prijs op aanvraag');
    expect(`${mail.text}${mail.html}`).not.toMatch(/495[ .]?000/);
  }, 90_000);
});
