import { randomBytes, randomUUID } from 'node:crypto';
import { confirmedDemands, demandsWithWaitingItems, lockConfirmedDemand } from '@immo/db';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { DataSource } from 'typeorm';
import { signManageAlertsToken, signUnsubscribeToken } from '../src/demands/subscription-tokens';
import { createTestApp, type TestApp } from './support/test-app';

const ORIGIN = 'http://127.0.0.1:3000';
const SECRET = 'manage-alerts-int-spec-secret-0123456789abcdef';

describe('alerts managed by the visitor (signed link, no account)', () => {
  let testApp: TestApp;
  let server: App;
  let dataSource: DataSource;
  const anne = `anne-${randomUUID()}@example.be`;
  const bob = `bob-${randomUUID()}@example.be`;
  let anneFirst: string;
  let anneSecond: string;
  let bobs: string;

  async function demand(email: string, frequency: string, goal = 'sale'): Promise<string> {
    const id = randomUUID();
    await dataSource.query(
      `INSERT INTO demands (id, email, locale, state, confirm_token_hash, confirmed_at, first_name, last_name, goal,
         property_types, zones, budget_min, budget_max, frequency)
       VALUES ($1, $2, 'nl', 'confirmed', $3, now(), 'A', 'B', $4, '{2}', '{region:brussels}', 100000, 300000, $5)`,
      [id, email, randomBytes(32).toString('hex'), goal, frequency],
    );
    return id;
  }

  const row = async (id: string) =>
    (
      (await dataSource.query(`SELECT frequency, paused_at FROM demands WHERE id = $1`, [id])) as {
        frequency: string;
        paused_at: Date | null;
      }[]
    )[0];

  const post = (token: string, id: string, action: string, body: object = {}) =>
    request(server).post(`/api/alerts/manage/${token}/${id}/${action}`).set('origin', ORIGIN).send(body);

  beforeAll(async () => {
    testApp = await createTestApp({ SUBSCRIPTION_TOKEN_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: 10_000 });
    server = testApp.app.getHttpServer() as App;
    dataSource = testApp.dataSource;
    anneFirst = await demand(anne, 'daily');
    anneSecond = await demand(anne, 'instant', 'rent');
    bobs = await demand(bob, 'weekly');
    // An unconfirmed demand of the same address is no alert yet.
    await dataSource.query(
      `INSERT INTO demands (id, email, locale, state, confirm_token_hash, first_name, last_name, goal, property_types, zones, frequency)
       VALUES ($1, $2, 'nl', 'unconfirmed', $3, 'A', 'B', 'sale', '{2}', '{region:brussels}', 'daily')`,
      [randomUUID(), anne, randomBytes(32).toString('hex')],
    );
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("reads every confirmed alert of the link's address, and only those", async () => {
    const answer = await request(server).get(`/api/alerts/manage/${signManageAlertsToken(anneFirst, SECRET)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    expect(answer.body.locale).toBe('nl');
    expect(answer.body.alerts.map((alert: { id: string }) => alert.id)).toEqual([anneFirst, anneSecond]);
    expect(answer.body.alerts[0]).toMatchObject({
      goal: 'sale',
      zones: ['region:brussels'],
      budgetMin: 100000,
      budgetMax: 300000,
      frequency: 'daily',
      paused: false,
    });
    expect(JSON.stringify(answer.body)).not.toContain(bob);
  });

  it('refuses a forged link, one signed with another secret and an unsubscribe token (404)', async () => {
    const good = signManageAlertsToken(anneFirst, SECRET);
    const forged = `${good.slice(0, -4)}AAAA`;
    const otherSecret = signManageAlertsToken(anneFirst, `${SECRET}-other`);
    const unsubscribe = signUnsubscribeToken({ kind: 'demand', id: anneFirst }, SECRET)
      .replace(/^demand\./, 'alerts-')
      .replace(/\.([^.]+)$/, '-$1');
    for (const token of [forged, otherSecret, unsubscribe]) {
      const answer = await request(server).get(`/api/alerts/manage/${token}`);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('SUBSCRIPTION_NOT_FOUND');
      expect((await post(token, anneFirst, 'pause', { paused: true })).status).toBe(404);
    }
    expect((await row(anneFirst))?.paused_at).toBeNull();
  });

  it("refuses, with anne's own valid link, to change or delete bob's alert", async () => {
    const token = signManageAlertsToken(anneFirst, SECRET);
    expect((await post(token, bobs, 'frequency', { frequency: 'instant' })).status).toBe(404);
    expect((await post(token, bobs, 'pause', { paused: true })).status).toBe(404);
    expect((await post(token, bobs, 'delete')).status).toBe(404);
    expect(await row(bobs)).toEqual({ frequency: 'weekly', paused_at: null });
  });

  it('changes the frequency with the register’s own choices, and refuses another value', async () => {
    const token = signManageAlertsToken(anneFirst, SECRET);
    const answer = await post(token, anneSecond, 'frequency', { frequency: 'weekly' });
    expect(answer.status).toBe(200);
    expect(answer.body.alerts[1]).toMatchObject({ id: anneSecond, frequency: 'weekly' });
    expect((await row(anneSecond))?.frequency).toBe('weekly');
    const refused = await post(token, anneSecond, 'frequency', { frequency: 'hourly' });
    expect(refused.status).toBe(400);
    expect((await row(anneSecond))?.frequency).toBe('weekly');
  });

  it('refuses a change posted from another site', async () => {
    const answer = await request(server)
      .post(`/api/alerts/manage/${signManageAlertsToken(anneFirst, SECRET)}/${anneFirst}/pause`)
      .set('origin', 'https://evil.example')
      .send({ paused: true });
    expect(answer.status).toBe(403);
    expect((await row(anneFirst))?.paused_at).toBeNull();
  });

  it("pauses an alert: the worker's matching and digests skip it until it is resumed", async () => {
    const token = signManageAlertsToken(anneFirst, SECRET);
    // A listing waiting for its weekly digest.
    await dataSource.query(
      `INSERT INTO demand_alert_items (demand_id, property_id, event, event_key) VALUES ($1, 1, 'new', 'new')`,
      [anneSecond],
    );
    expect(await demandsWithWaitingItems(dataSource, 'weekly')).toContain(anneSecond);
    const paused = await post(token, anneSecond, 'pause', { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body.alerts[1]).toMatchObject({ id: anneSecond, paused: true });
    const matched = (await confirmedDemands(dataSource)).map((demand) => demand.id);
    expect(matched).toContain(anneFirst);
    expect(matched).not.toContain(anneSecond);
    expect((await confirmedDemands(dataSource, 'rent')).map((demand) => demand.id)).not.toContain(anneSecond);
    expect(await dataSource.transaction((manager) => lockConfirmedDemand(manager, anneSecond))).toBeUndefined();
    expect(await demandsWithWaitingItems(dataSource, 'weekly')).not.toContain(anneSecond);

    const resumed = await post(token, anneSecond, 'pause', { paused: false });
    expect(resumed.body.alerts[1]).toMatchObject({ paused: false });
    expect((await confirmedDemands(dataSource)).map((demand) => demand.id)).toContain(anneSecond);
    expect(await demandsWithWaitingItems(dataSource, 'weekly')).toContain(anneSecond);
  });

  it("deletes an alert; deleting the link's own gives another alert's link, the last one none", async () => {
    const token = signManageAlertsToken(anneFirst, SECRET);
    const first = await post(token, anneFirst, 'delete');
    expect(first.status).toBe(200);
    expect(first.body.token).toBe(signManageAlertsToken(anneSecond, SECRET));
    expect(await row(anneFirst)).toBeUndefined();
    // The deleted alert's link is gone with it; the one given back still works.
    expect((await request(server).get(`/api/alerts/manage/${token}`)).status).toBe(404);
    const next = await request(server).get(`/api/alerts/manage/${first.body.token as string}`);
    expect(next.body.alerts.map((alert: { id: string }) => alert.id)).toEqual([anneSecond]);

    const last = await post(first.body.token as string, anneSecond, 'delete');
    expect(last.status).toBe(200);
    expect(last.body.token).toBeNull();
    expect(await row(bobs)).toBeDefined();
  });
});
