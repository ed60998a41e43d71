import { ZOwnerPropertyDetailSchema, ZOwnerPropertyListSchema, ZOwnerTodayListSchema } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PasswordHasher } from '../src/auth/password-hasher';
import { PropertyEntity } from '@immo/db';
import { insertOwner, insertViews } from './support/owner-fixtures';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'zonnig-Terras-78';
// A browser's user agent: the beacon ignores bots.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// What the owner's dashboard polls (today's views of all their properties at
// once, straight from the beacon's rows) and how the CRM's messages reach it
// (their language, and the stock subjects as codes the page words).
describe('owner portal: live figures and the CRM messages', () => {
  let testApp: TestApp;
  let server: App;
  let cookie: string;
  const carla = { id: 942_001, email: 'carla.live@example.be', locale: 'nl' };
  const dirk = { id: 942_002, email: 'dirk.live@example.be', locale: 'fr' };
  const first = propertyFixture({ id: 942_101 });
  const second = propertyFixture({ id: 942_102 });
  const dirks = propertyFixture({ id: 942_103 });

  const get = (path: string) => request(server).get(path).set('Cookie', cookie);

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.getRepository(PropertyEntity).save([first, second, dirks]);
    await insertOwner(testApp.dataSource, carla, [first.id, second.id]);
    await insertOwner(testApp.dataSource, dirk, [dirks.id]);
    await testApp.dataSource.query(
      `INSERT INTO owner_accounts (owner_id, password_hash, password_changed_at) VALUES ($1, $2, now())`,
      [carla.id, await new PasswordHasher().hash(PASSWORD)],
    );
    const login = await request(server)
      .post('/api/owner/session')
      .set('content-type', 'application/json')
      .send({ email: carla.email, password: PASSWORD })
      .expect(204);
    cookie = (login.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('refuses the live figures without a session, uncached', async () => {
    const response = await request(server).get('/api/owner/today').expect(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("answers today's views of each of the owner's properties, and a visitor's view at once", async () => {
    await testApp.dataSource.query('DELETE FROM property_views WHERE property_id = ANY($1::int[])', [
      [first.id, second.id, dirks.id],
    ]);
    const now = new Date().toISOString();
    const yesterday = new Date(Date.now() - 36 * 3_600_000).toISOString();
    await insertViews(testApp.dataSource, first.id, [now, now, yesterday]);
    await insertViews(testApp.dataSource, dirks.id, [now]);

    const before = await get('/api/owner/today').expect(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(ZOwnerTodayListSchema.parse(before.body).items).toEqual([
      { propertyId: first.id, today: 2 },
      { propertyId: second.id, today: 0 },
    ]);

    // A visitor opens the second property's page: its beacon, then the owner's next poll.
    await request(server)
      .post(`/api/properties/${second.id}/views`)
      .set('user-agent', BROWSER)
      .set('X-Forwarded-For', '198.51.100.23')
      .expect(204);
    const after = ZOwnerTodayListSchema.parse((await get('/api/owner/today').expect(200)).body);
    expect(after.items).toEqual([
      { propertyId: first.id, today: 2 },
      { propertyId: second.id, today: 1 },
    ]);
  });

  it("gives the titles and public links in the page's language, the owner's own without one", async () => {
    const [german] = ZOwnerPropertyListSchema.parse(
      (await get('/api/owner/properties?locale=de').expect(200)).body,
    ).items;
    expect(german?.title).toBe('Helle Wohnung');
    expect(german?.path).toMatch(/^\/de\//);
    const detail = ZOwnerPropertyDetailSchema.parse(
      (await get(`/api/owner/properties/${first.id}?locale=en`).expect(200)).body,
    );
    expect(detail.property.title).toBe('Bright apartment');
    // Carla reads Dutch.
    const [own] = ZOwnerPropertyListSchema.parse((await get('/api/owner/properties?locale=xx').expect(200)).body).items;
    expect(own?.title).toBe('Lichtrijk appartement');
  });

  it('gives each CRM message its language, and the stock subject it is as a code', async () => {
    await testApp.dataSource.query(
      `INSERT INTO owner_communications (id, owner_id, property_id, date, channel, subject, body) VALUES
        (942501, $1, $2, '2026-03-01T10:00:00Z', 'email', 'Offre reçue', '<p>Une offre a été remise.</p>'),
        (942502, $1, $2, '2026-03-02T10:00:00Z', 'phone', 'Votre rendez-vous chez le notaire', NULL)`,
      [carla.id, first.id],
    );
    const detail = ZOwnerPropertyDetailSchema.parse((await get(`/api/owner/properties/${first.id}`).expect(200)).body);
    expect(detail.communications).toEqual([
      {
        date: '2026-03-02T10:00:00.000Z',
        channel: 'phone',
        subject: 'Votre rendez-vous chez le notaire',
        subjectCode: null,
        body: null,
        language: 'fr',
      },
      {
        date: '2026-03-01T10:00:00.000Z',
        channel: 'email',
        subject: 'Offre reçue',
        subjectCode: 'offerReceived',
        body: '<p>Une offre a été remise.</p>',
        language: 'fr',
      },
    ]);
  });
});
