import {
  statisticsDayOf,
  ZOwnerMeSchema,
  ZOwnerPropertyDetailSchema,
  ZOwnerPropertyListSchema,
  ZOwnerTodayViewsSchema,
} from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { PasswordHasher } from '../src/auth/password-hasher';
import { insertOwner, insertViews } from './support/owner-fixtures';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'zonnig-Terras-77';

// Through HTTP with a real owner login: every portal answer is the session's
// owner's, no-store, and another owner's ids answer like unknown ones.
describe('owner portal API', () => {
  let testApp: TestApp;
  let server: App;
  let cookie: string;
  const anne = { id: 941_001, email: 'anne.api@example.be', locale: 'fr' };
  const ben = { id: 941_002, email: 'ben.api@example.be', locale: 'nl' };
  const annes = propertyFixture({ id: 941_101 });
  const bens = propertyFixture({ id: 941_102 });

  const get = (path: string) => request(server).get(path).set('Cookie', cookie);

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.getRepository(PropertyEntity).save([annes, bens]);
    await insertOwner(testApp.dataSource, anne, [annes.id]);
    await insertOwner(testApp.dataSource, ben, [bens.id]);
    await testApp.dataSource.query(
      `INSERT INTO owner_accounts (owner_id, password_hash, password_changed_at) VALUES ($1, $2, now())`,
      [anne.id, await new PasswordHasher().hash(PASSWORD)],
    );
    const login = await request(server)
      .post('/api/owner/session')
      .set('content-type', 'application/json')
      .send({ email: anne.email, password: PASSWORD })
      .expect(204);
    const setCookies = login.headers['set-cookie'] as unknown as string[];
    cookie = setCookies.map((line) => line.split(';')[0]).join('; ');
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it.each([
    '/api/owner/me',
    '/api/owner/properties',
    `/api/owner/properties/${annes.id}`,
    `/api/owner/properties/${annes.id}/today`,
  ])('refuses %s without a session, uncached', async (path) => {
    const response = await request(server).get(path).expect(401);
    expect(response.body).toMatchObject({ code: 'OWNER_UNAUTHENTICATED' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows the owner’s properties with the views the database recorded today', async () => {
    await testApp.dataSource.query('DELETE FROM property_views WHERE property_id = ANY($1::int[])', [
      [annes.id, bens.id],
    ]);
    // Three visitors on Anne's property today, one on Ben's.
    const now = new Date().toISOString();
    await insertViews(testApp.dataSource, annes.id, [now, now, now]);
    await insertViews(testApp.dataSource, bens.id, [now]);
    const recorded = (await testApp.dataSource.query(
      `SELECT count(*)::int AS n FROM property_views WHERE property_id = $1 AND (viewed_at AT TIME ZONE 'Europe/Brussels')::date = $2::date`,
      [annes.id, statisticsDayOf(new Date())],
    )) as { n: number }[];

    const list = await get('/api/owner/properties').expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const { items } = ZOwnerPropertyListSchema.parse(list.body);
    expect(items.map((item) => item.id)).toEqual([annes.id]);
    expect(items[0]?.views.today).toBe(recorded[0]?.n);
    expect(items[0]?.title).toBe('Appartement lumineux');

    const detail = ZOwnerPropertyDetailSchema.parse((await get(`/api/owner/properties/${annes.id}`).expect(200)).body);
    expect(detail.views.today).toBe(3);
    expect(detail.views.days.at(-1)).toEqual({ day: statisticsDayOf(new Date()), views: 3 });
    expect(
      ZOwnerTodayViewsSchema.parse((await get(`/api/owner/properties/${annes.id}/today`).expect(200)).body),
    ).toEqual({ today: 3 });
  });

  it('answers another owner’s property id exactly like an unknown one, and a malformed id with 400', async () => {
    for (const suffix of ['', '/today']) {
      const others = await get(`/api/owner/properties/${bens.id}${suffix}`).expect(404);
      const unknown = await get(`/api/owner/properties/941199${suffix}`).expect(404);
      expect(others.body).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
      expect(JSON.stringify(others.body).replace(String(bens.id), 'ID')).toBe(
        JSON.stringify(unknown.body).replace('941199', 'ID'),
      );
      expect(JSON.stringify(others.body)).not.toContain(String(ben.id));
      await get(`/api/owner/properties/abc${suffix}`).expect(400);
      await get(`/api/owner/properties/1e3${suffix}`).expect(400);
    }
  });

  it('switches the weekly report off and on, refusing a cross-site or malformed request', async () => {
    const put = (body: unknown) =>
      request(server)
        .put('/api/owner/preferences')
        .set('Cookie', cookie)
        .set('content-type', 'application/json')
        .send(JSON.stringify(body));
    expect(ZOwnerMeSchema.parse((await get('/api/owner/me').expect(200)).body)).toMatchObject({
      id: anne.id,
      email: anne.email,
      locale: 'fr',
      weeklyReport: true,
    });

    await put({ weeklyReport: false }).set('Origin', 'https://evil.example').expect(403);
    await put({ weeklyReport: 'no' }).expect(400);
    expect((await get('/api/owner/me').expect(200)).body).toMatchObject({ weeklyReport: true });

    await put({ weeklyReport: false }).expect(204);
    expect((await get('/api/owner/me').expect(200)).body).toMatchObject({ weeklyReport: false });
    await put({ weeklyReport: true }).expect(204);
    expect((await get('/api/owner/me').expect(200)).body).toMatchObject({ weeklyReport: true });
  });
});
