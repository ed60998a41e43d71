import { addDays, statisticsDayOf, type VisitStatistics } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { operatorCookie } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('visit statistics', () => {
  let testApp: TestApp;
  let server: App;
  let cookie: string;

  // Ids of their own so the other suites' fixtures never collide.
  const live = propertyFixture({ id: 930_001 });
  const other = propertyFixture({ id: 930_002 });
  const withdrawn = propertyFixture({ id: 930_003, withdrawnAt: new Date('2025-06-01T00:00:00Z') });
  const today = statisticsDayOf(new Date());

  /** A beacon as the web's /api relay forwards it: the visitor's IP in X-Forwarded-For, sendBeacon's text/plain body. */
  function beacon(
    propertyId: number | string,
    { ip = '203.0.113.10', userAgent = CHROME }: { ip?: string; userAgent?: string | null } = {},
  ) {
    const call = request(server)
      .post(`/api/properties/${propertyId}/views`)
      .set('X-Forwarded-For', ip)
      .set('Content-Type', 'text/plain;charset=UTF-8');
    return userAgent === null ? call.unset('User-Agent') : call.set('User-Agent', userAgent);
  }

  async function storedViews(propertyId: number): Promise<number> {
    const [row] = (await testApp.dataSource.query(
      'SELECT count(*)::integer AS n FROM property_views WHERE property_id = $1',
      [propertyId],
    )) as { n: number }[];
    return row?.n ?? 0;
  }

  beforeAll(async () => {
    // The 300-beacon test must meet the visit rules, not the per-minute rate limit.
    testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1000 });
    cookie = await operatorCookie(testApp.app, 'ops-statistics@example.be');
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.getRepository(PropertyEntity).save([live, other, withdrawn]);
    // A salt left from an earlier day, which the first view of today must discard.
    await testApp.dataSource.query(`INSERT INTO view_salts (day, salt) VALUES ($1, '\\x00')`, [addDays(today, -1)]);
  });

  beforeEach(async () => {
    await testApp.dataSource.query('TRUNCATE property_views, property_daily_views');
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('counts a browser view answering 204, storing a hash of the visitor and never the IP', async () => {
    await beacon(live.id, { ip: '198.51.100.23' }).send('').expect(204);

    const rows = (await testApp.dataSource.query(
      'SELECT property_id, visitor_hash, viewed_at FROM property_views',
    )) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      property_id: live.id,
      visitor_hash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
    expect(JSON.stringify(rows)).not.toContain('198.51.100');
    const salts = (await testApp.dataSource.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM view_salts`)) as {
      day: string;
    }[];
    expect(salts).toEqual([{ day: today }]);
  });

  it('counts one visitor once per property and Brussels day, whatever its User-Agent', async () => {
    await beacon(live.id).expect(204);
    await beacon(live.id, { userAgent: FIREFOX }).expect(204);
    // Later the same day: still the same visit.
    await testApp.dataSource.query(
      `UPDATE property_views SET viewed_at = greatest(viewed_at - interval '31 minutes', date_trunc('day', now() AT TIME ZONE 'Europe/Brussels') AT TIME ZONE 'Europe/Brussels')`,
    );
    await beacon(live.id).expect(204);
    expect(await storedViews(live.id)).toBe(1);

    // Another property, the same visitor from another address: two more visits.
    await beacon(other.id).expect(204);
    await beacon(live.id, { ip: '203.0.113.99' }).expect(204);
    expect(await storedViews(live.id)).toBe(2);
    expect(await storedViews(other.id)).toBe(1);

    // The day before, the same visitor was another visit.
    await testApp.dataSource.query(`UPDATE property_views SET viewed_at = viewed_at - interval '1 day'`);
    await beacon(live.id).expect(204);
    expect(await storedViews(live.id)).toBe(3);
  });

  it('counts 300 beacons from one address with a new User-Agent each time as one visit', async () => {
    for (let index = 0; index < 300; index += 1) {
      await beacon(live.id, { ip: '198.51.100.60', userAgent: `${CHROME} Rotating/${index}` }).expect(204);
    }
    expect(await storedViews(live.id)).toBe(1);
    await beacon(live.id, { ip: '198.51.100.61', userAgent: FIREFOX }).expect(204);
    expect(await storedViews(live.id)).toBe(2);
  });

  it('knows an IPv6 visitor by its /64, and counts a bot User-Agent never', async () => {
    await beacon(live.id, { ip: '2001:db8:5:6::1' }).expect(204);
    await beacon(live.id, { ip: '2001:db8:5:6:ffff::2', userAgent: FIREFOX }).expect(204);
    await beacon(live.id, { ip: '2001:db8:5:7::1' }).expect(204);
    await beacon(live.id, { ip: '192.0.2.150', userAgent: GOOGLEBOT }).expect(204);
    expect(await storedViews(live.id)).toBe(2);
  });

  it('stores one view when the same visitor sends beacons simultaneously', async () => {
    await Promise.all(
      Array.from({ length: 8 }, () =>
        beacon(live.id, { ip: '192.0.2.77' }).then((response) => expect(response.status).toBe(204)),
      ),
    );
    expect(await storedViews(live.id)).toBe(1);
  });

  it('does not count bots, requests without a User-Agent, nor unknown or withdrawn properties', async () => {
    await beacon(live.id, { userAgent: GOOGLEBOT }).expect(204);
    await beacon(live.id, { userAgent: 'curl/8.5.0' }).expect(204);
    await beacon(live.id, { userAgent: null }).expect(204);
    await beacon(withdrawn.id).expect(204);
    await beacon(939_999).expect(204);
    await beacon('not-an-id').expect(400);

    const [row] = (await testApp.dataSource.query('SELECT count(*)::integer AS n FROM property_views')) as {
      n: number;
    }[];
    expect(row?.n).toBe(0);
  });

  it('shows operators today live and earlier days from the daily aggregate', async () => {
    const daysAgo = (count: number) => addDays(today, -count);
    await testApp.dataSource.query(
      `INSERT INTO property_daily_views (property_id, day, views) VALUES ($1, $2, 5), ($1, $3, 7), ($1, $4, 40), ($1, $5, 99)`,
      // 40 days ago is in the total only; the row for today is a stale partial count the live one replaces.
      [live.id, daysAgo(2), daysAgo(3), daysAgo(40), today],
    );
    await beacon(live.id, { ip: '192.0.2.1' }).expect(204);
    await beacon(live.id, { ip: '192.0.2.2' }).expect(204);

    const response = await request(server)
      .get(`/api/statistics/properties/${live.id}`)
      .set('cookie', cookie)
      .expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const statistics = response.body as VisitStatistics;
    expect(statistics.today).toBe(2);
    expect(statistics.total).toBe(54);
    expect(statistics.last30Days).toHaveLength(30);
    expect(statistics.last30Days.at(-1)).toEqual({ day: today, views: 2 });
    expect(statistics.last30Days.at(-3)).toEqual({ day: daysAgo(2), views: 5 });
    expect(statistics.last30Days.reduce((sum, point) => sum + point.views, 0)).toBe(14);
  });

  it("counts yesterday's views live until the nightly aggregation has run", async () => {
    const yesterday = addDays(today, -1);
    await testApp.dataSource.query(
      `INSERT INTO property_views (property_id, visitor_hash, viewed_at) VALUES ($1, 'a', ($2::date + time '12:00') AT TIME ZONE 'Europe/Brussels')`,
      [other.id, yesterday],
    );
    const response = await request(server)
      .get(`/api/statistics/properties/${other.id}`)
      .set('cookie', cookie)
      .expect(200);
    const statistics = response.body as VisitStatistics;
    expect(statistics.last30Days.at(-2)).toEqual({ day: yesterday, views: 1 });
    expect(statistics.total).toBe(1);
  });

  it('shows statistics to operators only, and 404 for an unknown property', async () => {
    const anonymous = await request(server).get(`/api/statistics/properties/${live.id}`).expect(401);
    expect(anonymous.body).toMatchObject({ code: 'OPERATOR_UNAUTHENTICATED' });
    const missing = await request(server).get('/api/statistics/properties/939999').set('cookie', cookie).expect(404);
    expect(missing.body).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
  });

  it('keeps the statistics of a withdrawn property', async () => {
    await testApp.dataSource.query(`INSERT INTO property_daily_views (property_id, day, views) VALUES ($1, $2, 3)`, [
      withdrawn.id,
      addDays(today, -5),
    ]);
    const response = await request(server)
      .get(`/api/statistics/properties/${withdrawn.id}`)
      .set('cookie', cookie)
      .expect(200);
    expect(response.body).toMatchObject({ today: 0, total: 3 });
  });
});

describe('visit beacon rate limit', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: 2 });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers 429 past the configured requests per minute and client IP', async () => {
    const server = testApp.app.getHttpServer() as App;
    const send = (ip: string) =>
      request(server).post('/api/properties/930001/views').set('X-Forwarded-For', ip).set('User-Agent', CHROME);
    await send('192.0.2.200').expect(204);
    await send('192.0.2.200').expect(204);
    await send('192.0.2.200').expect(429);
    await send('192.0.2.201').expect(204);
  });
});

describe('visit beacon budget per network', () => {
  let testApp: TestApp;
  const scanned = Array.from({ length: 8 }, (_, index) => propertyFixture({ id: 930_101 + index }));

  beforeAll(async () => {
    testApp = await createTestApp({ VIEW_BEACON_BUDGET_PER_HOUR: 5 });
    await testApp.dataSource.getRepository(PropertyEntity).save(scanned);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('stops counting a scan of many properties from one address, answering 204 all the same', async () => {
    const server = testApp.app.getHttpServer() as App;
    const send = (id: number, ip: string) =>
      request(server)
        .post(`/api/properties/${id}/views`)
        .set('X-Forwarded-For', ip)
        .set('User-Agent', CHROME)
        .expect(204);
    for (const property of scanned) await send(property.id, '198.51.100.80');
    // Another network has a budget of its own.
    await send(scanned[0]!.id, '198.51.100.81');

    const rows = (await testApp.dataSource.query(
      `SELECT count(*)::integer AS n FROM property_views WHERE property_id BETWEEN 930101 AND 930108`,
    )) as { n: number }[];
    expect(rows[0]?.n).toBe(5 + 1);
    const budgets = (await testApp.dataSource.query(`SELECT visitor_hash FROM view_beacon_budgets`)) as {
      visitor_hash: string;
    }[];
    expect(JSON.stringify(budgets)).not.toContain('198.51.100');
  });
});
