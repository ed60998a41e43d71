import { randomBytes, randomUUID } from 'node:crypto';
import { confirmedDemands } from '@immo/db';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { DataSource } from 'typeorm';
import { signManageAlertsToken } from '../src/demands/subscription-tokens';
import { createTestApp, type TestApp } from './support/test-app';

const ORIGIN = 'http://127.0.0.1:3000';
const SECRET = 'alert-criteria-int-spec-secret-0123456789abcdef';

describe("an alert's criteria changed from the visitor's alerts page", () => {
  let testApp: TestApp;
  let server: App;
  let dataSource: DataSource;
  const anne = `anne-${randomUUID()}@example.be`;
  const bob = `bob-${randomUUID()}@example.be`;
  let annes: string;
  let bobs: string;

  async function demand(email: string): Promise<string> {
    const id = randomUUID();
    await dataSource.query(
      `INSERT INTO demands (id, email, locale, state, confirm_token_hash, confirmed_at, first_name, last_name, goal,
         property_types, zones, budget_min, budget_max, frequency)
       VALUES ($1, $2, 'de', 'confirmed', $3, now(), 'A', 'B', 'sale', '{2}', '{region:brussels}', 100000, 300000, 'daily')`,
      [id, email, randomBytes(32).toString('hex')],
    );
    return id;
  }

  const stored = async (id: string) =>
    (
      (await dataSource.query(
        `SELECT goal, property_types, zones, budget_min::float8 AS budget_min, budget_max::float8 AS budget_max,
                bedrooms_min, living_area_min, living_area_max, max_energy, features, frequency
         FROM demands WHERE id = $1`,
        [id],
      )) as Record<string, unknown>[]
    )[0];

  const post = (token: string, id: string, body: object) =>
    request(server).post(`/api/alerts/manage/${token}/${id}/criteria`).set('origin', ORIGIN).send(body);

  const criteria = {
    goal: 'rent',
    propertyTypes: ['1', '2'],
    zones: ['city:10:1050', 'region:wallonia'],
    budgetMax: '1.200',
    bedroomsMin: '2',
    livingAreaMin: '80',
    livingAreaMax: '150',
    maxEnergy: 'c',
    features: ['terrace', 'garden'],
  };

  beforeAll(async () => {
    testApp = await createTestApp({ SUBSCRIPTION_TOKEN_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: 10_000 });
    server = testApp.app.getHttpServer() as App;
    dataSource = testApp.dataSource;
    annes = await demand(anne);
    bobs = await demand(bob);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('stores the new criteria, as the register would read them, and the matching reads them next', async () => {
    const answer = await post(signManageAlertsToken(annes, SECRET), annes, criteria);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    expect(answer.body.alerts[0]).toMatchObject({
      id: annes,
      goal: 'rent',
      propertyTypes: [1, 2],
      zones: ['city:10:1050', 'region:wallonia'],
      budgetMin: null,
      budgetMax: 1200,
      bedroomsMin: 2,
      livingAreaMin: 80,
      livingAreaMax: 150,
      maxEnergy: 'c',
      features: ['garden', 'terrace'],
      frequency: 'daily',
    });
    expect(await stored(annes)).toEqual({
      goal: 'rent',
      property_types: [1, 2],
      zones: ['city:10:1050', 'region:wallonia'],
      budget_min: null,
      budget_max: 1200,
      bedrooms_min: 2,
      living_area_min: 80,
      living_area_max: 150,
      max_energy: 'c',
      features: ['garden', 'terrace'],
      frequency: 'daily',
    });
    const [read] = (await confirmedDemands(dataSource, 'rent')).filter((demand) => demand.id === annes);
    expect(read?.criteria).toMatchObject({
      goal: 'rent',
      livingAreaMin: 80,
      livingAreaMax: 150,
      maxEnergy: 'c',
      features: ['garden', 'terrace'],
    });
  });

  it('clears a criterion left empty: a bound, the label and the features', async () => {
    const answer = await post(signManageAlertsToken(annes, SECRET), annes, {
      goal: 'sale',
      propertyTypes: ['2'],
      zones: ['region:brussels'],
    });
    expect(answer.status).toBe(200);
    expect(await stored(annes)).toMatchObject({
      goal: 'sale',
      budget_max: null,
      bedrooms_min: null,
      living_area_min: null,
      living_area_max: null,
      max_energy: null,
      features: [],
    });
  });

  it('forgets what waits for the digest and no longer matches, and keeps what still does', async () => {
    for (const [id, fields] of [
      [990001, { livingSurface: 120, gardenSurface: 30 }],
      [990002, { livingSurface: 60, gardenSurface: 30 }],
      [990003, { livingSurface: 150 }],
    ] as const) {
      await dataSource.query(
        `INSERT INTO properties (id, goal, reference, titles, city, zip, country_id, country_name, price, publish_price,
           publish_address, web_id, web_ids, content_hash, details)
         VALUES ($1, 0, $2, '{"nl":"Huis"}', 'Ixelles', '1050', 10, 'Belgique', 250000, true, true, 2, '2', 'test', $3)`,
        [id, `V-${id}`, { fields }],
      );
      await dataSource.query(
        `INSERT INTO demand_alert_items (demand_id, property_id, event, event_key) VALUES ($1, $2, 'new', 'new')`,
        [annes, id],
      );
    }
    const answer = await post(signManageAlertsToken(annes, SECRET), annes, {
      goal: 'sale',
      propertyTypes: ['2'],
      zones: ['region:brussels'],
      livingAreaMin: '100',
      features: ['garden'],
    });
    expect(answer.status).toBe(200);
    const waiting = (await dataSource.query(
      `SELECT property_id FROM demand_alert_items WHERE demand_id = $1 AND outbox_id IS NULL ORDER BY property_id`,
      [annes],
    )) as { property_id: number }[];
    expect(waiting.map((row) => row.property_id)).toEqual([990001]);
  });

  it('refuses what the register refuses, naming the fields, and changes nothing', async () => {
    const before = await stored(annes);
    const answer = await post(signManageAlertsToken(annes, SECRET), annes, {
      ...criteria,
      zones: ['nowhere'],
      livingAreaMin: '200',
      livingAreaMax: '100',
      maxEnergy: 'b_sub',
    });
    expect(answer.status).toBe(400);
    const paths = (answer.body.issues as { path: string; message: string }[]).map((issue) => issue.path).sort();
    expect(paths).toEqual(['livingAreaMax', 'maxEnergy', 'zones.0']);
    expect(await stored(annes)).toEqual(before);
  });

  it("refuses to change another address's alert with a valid link, and a link we did not sign (404)", async () => {
    const before = await stored(bobs);
    const annesLink = signManageAlertsToken(annes, SECRET);
    expect((await post(annesLink, bobs, criteria)).status).toBe(404);
    expect((await post(signManageAlertsToken(bobs, `${SECRET}-other`), bobs, criteria)).status).toBe(404);
    expect(await stored(bobs)).toEqual(before);
  });

  it('refuses a change posted from another site', async () => {
    const answer = await request(server)
      .post(`/api/alerts/manage/${signManageAlertsToken(bobs, SECRET)}/${bobs}/criteria`)
      .set('origin', 'https://evil.example')
      .send(criteria);
    expect(answer.status).toBe(403);
    expect(await stored(bobs)).toMatchObject({ goal: 'sale', features: [] });
  });
});
