import { statisticsDayOf, webVitalsBucketOf, type WebVitalsReport } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { operatorCookie } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('Web Vitals of real visitors', () => {
  let testApp: TestApp;
  let server: App;
  let cookie: string;
  const today = statisticsDayOf(new Date());

  /** A beacon as the web's /api relay forwards it: the visitor's IP in X-Forwarded-For, sendBeacon's JSON as text/plain. */
  function beacon(
    body: unknown,
    { ip = '203.0.113.10', userAgent = CHROME }: { ip?: string; userAgent?: string } = {},
  ) {
    return request(server)
      .post('/api/web-vitals')
      .set('X-Forwarded-For', ip)
      .set('User-Agent', userAgent)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify(body));
  }

  async function pageViews(): Promise<number> {
    const [row] = (await testApp.dataSource.query(
      'SELECT coalesce(sum(page_views), 0)::integer AS n FROM web_vitals_days',
    )) as { n: number }[];
    return row?.n ?? 0;
  }

  beforeAll(async () => {
    // The budget test sends 61 beacons from one network: the visit rules, not the per-minute rate limit.
    testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1000 });
    cookie = await operatorCookie(testApp.app, 'ops-web-vitals@example.be');
    server = testApp.app.getHttpServer() as App;
  });

  beforeEach(async () => {
    await testApp.dataSource.query('TRUNCATE web_vitals_days, web_vitals_buckets, view_beacon_budgets');
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("stores a page view in its day's and page type's buckets, answering 204, with no address", async () => {
    await beacon({ pageType: 'detail', lcp: 2300, inp: 120, cls: 0.04 }, { ip: '198.51.100.23' }).expect(204);

    const days = (await testApp.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, page_type, page_views FROM web_vitals_days`,
    )) as unknown[];
    expect(days).toEqual([{ day: today, page_type: 'detail', page_views: 1 }]);
    const buckets = (await testApp.dataSource.query(
      `SELECT metric, bucket, count FROM web_vitals_buckets ORDER BY metric`,
    )) as unknown[];
    expect(buckets).toEqual([
      { metric: 'CLS', bucket: webVitalsBucketOf('CLS', 0.04), count: 1 },
      { metric: 'INP', bucket: webVitalsBucketOf('INP', 120), count: 1 },
      { metric: 'LCP', bucket: webVitalsBucketOf('LCP', 2300), count: 1 },
    ]);
    const budgets = (await testApp.dataSource.query('SELECT * FROM view_beacon_budgets')) as unknown[];
    expect(JSON.stringify([days, buckets, budgets])).not.toContain('198.51.100');

    // A second view of the same bucket adds to its row; a view without INP (no interaction) stores none.
    await beacon({ pageType: 'detail', lcp: 2250, cls: 0.04 }).expect(204);
    expect(await pageViews()).toBe(2);
    const lcp = (await testApp.dataSource.query(`SELECT count FROM web_vitals_buckets WHERE metric = 'LCP'`)) as {
      count: number;
    }[];
    expect(lcp).toEqual([{ count: 2 }]);
  });

  it.each([
    ['an unknown page type', { pageType: 'https://example.test/en/for-sale/?q=me@example.test', lcp: 1000 }],
    ['an LCP past a minute', { pageType: 'home', lcp: 60_001 }],
    ['a negative INP', { pageType: 'home', inp: -5 }],
    ['a CLS past 10', { pageType: 'home', cls: 11 }],
    ['no metric', { pageType: 'home' }],
    ['a field more', { pageType: 'home', lcp: 1000, url: '/en/' }],
    ['no object', 'lcp=1000'],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    await beacon(body).expect(400);
    expect(await pageViews()).toBe(0);
  });

  it("stores nothing from a robot, and nothing past a network's hourly budget, IPv6 counted by its /48", async () => {
    await beacon({ pageType: 'home', lcp: 900 }, { userAgent: GOOGLEBOT }).expect(204);
    expect(await pageViews()).toBe(0);

    // 60 beacons an hour from one /48, each from another /64 inside it: all stored, the 61st not.
    for (let index = 0; index < 60; index += 1)
      await beacon({ pageType: 'home', lcp: 900 }, { ip: `2001:db8:42:${index.toString(16)}::1` }).expect(204);
    expect(await pageViews()).toBe(60);
    await beacon({ pageType: 'home', lcp: 900 }, { ip: '2001:db8:42:ffff::7' }).expect(204);
    expect(await pageViews()).toBe(60);
    // Another network still counts.
    await beacon({ pageType: 'home', lcp: 900 }, { ip: '2001:db8:43::1' }).expect(204);
    expect(await pageViews()).toBe(61);
  });

  it("gives operators each page type's 75th percentile of what was sent, and nobody else", async () => {
    // LCP of 8 home views: the 6th smallest (2400) is the 75th percentile; INP of 4: the 3rd (180).
    const lcps = [800, 900, 1200, 1500, 2000, 2400, 3100, 9000];
    const inps = [40, 90, 180, 700];
    for (const [index, lcp] of lcps.entries())
      await beacon(
        { pageType: 'home', lcp, cls: index < 7 ? 0.05 : 0.5, ...(index < inps.length ? { inp: inps[index] } : {}) },
        { ip: `198.51.100.${index + 1}` },
      ).expect(204);
    await beacon({ pageType: 'rent-list', lcp: 4100, cls: 0.3 }).expect(204);
    // Older than the 28 days: not in the window.
    await testApp.dataSource.query(
      `INSERT INTO web_vitals_days VALUES (current_date - 40, 'detail', 5);
       INSERT INTO web_vitals_buckets VALUES (current_date - 40, 'detail', 'LCP', 1, 5)`,
    );

    await request(server).get('/api/console/web-vitals').expect(401);
    const answer = await request(server).get('/api/console/web-vitals').set('Cookie', cookie).expect(200);
    expect(answer.body as WebVitalsReport).toEqual({
      days: 28,
      pageTypes: [
        { pageType: 'home', pageViews: 8, lcp: 2400, inp: 180, cls: 0.05 },
        { pageType: 'rent-list', pageViews: 1, lcp: 4100, inp: null, cls: 0.3 },
      ],
    });
  });
});
