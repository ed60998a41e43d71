import { REVALIDATE_SECRET_HEADER } from '@immo/platform';
import { randomBytes, randomInt } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { expect, test, type APIRequestContext } from './support/test';
import { withDatabase } from './support/database';
import { type OwnWeb, startOwnWeb } from './support/own-web';

// One client must not slow every visitor (issue 23): the web server keeps the
// finished shared pages (server-page-cache.mjs), so a query parameter a page
// does not read, or another order of those it reads, costs no render; an
// import or a publish empties it; and renders are charged to the client
// (server-render-budget.mjs): past its budget it gets 429, others do not.
// Each web server here is the build's, with its own settings, on the stack's
// BFF and database; it listens on every interface, so that a second client
// can come from this machine's other address.

const BFF = `http://127.0.0.1:${process.env.E2E_BFF_PORT ?? 3101}`;
/** A house for sale of the sample, whose price its page shows. */
const PRICED = 4101;

/** This machine's first address that is not loopback: another client than 127.0.0.1. */
function otherAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4');
  if (!address) throw new Error('this machine has no address but loopback: a second client cannot be told apart');
  return address.address;
}

async function ownWeb(settings: Record<string, string> = {}): Promise<{ web: OwnWeb; secret: string }> {
  const secret = randomBytes(18).toString('base64url');
  const web = await startOwnWeb({
    BFF_URL: BFF,
    REVALIDATE_SECRET: secret,
    INTERNAL_API_TOKEN: randomBytes(18).toString('base64url'),
    WEB_HOST: '0.0.0.0',
    ...settings,
  });
  return { web, secret };
}

async function page(
  request: APIRequestContext,
  url: string,
): Promise<{ status: number; cache: string | undefined; html: string }> {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), cache: response.headers()['x-page-cache'], html: await response.text() };
}

test.describe('the kept pages', () => {
  let web: OwnWeb;
  let secret: string;
  test.beforeAll(async () => ({ web, secret } = await ownWeb()));
  test.afterAll(async () => web.stop());

  test('a query parameter a page does not read makes no new render', async ({ request }) => {
    const first = await page(request, `${web.url}/fr/a-vendre/?cb=${randomInt(1e9)}`);
    expect(first.status).toBe(200);
    for (let visit = 0; visit < 5; visit += 1) {
      const again = await page(request, `${web.url}/fr/a-vendre/?cb=${randomInt(1e9)}&utm_source=mail`);
      expect(again.cache).toBe('hit');
      expect(again.html).toBe(first.html);
    }
    // Nor does the parameter reach the page others get.
    expect(first.html).not.toMatch(/cb=|utm_source/);
  });

  test("a list's search in another order, or with empty fields, is the same kept page", async ({ request }) => {
    const search = `minPrice=${randomInt(1, 1e6)}&sort=price-asc`;
    const first = await page(request, `${web.url}/fr/a-vendre/?${search}`);
    expect(first.cache).toBe('miss');
    const reordered = await page(
      request,
      `${web.url}/fr/a-vendre/?sort=price-asc&maxPrice=&${search.split('&')[0]}&page=1`,
    );
    expect(reordered.cache).toBe('hit');
    expect(reordered.html).toBe(first.html);
  });

  test('a price an import changed shows once the web server is told to revalidate, and the kept page before', async ({
    request,
  }) => {
    const detail = new URL((await request.get(`${web.url}/fr/property/${PRICED}/`)).url()).pathname;
    const original = await withDatabase(
      async (db) =>
        (await db.query<{ price: string }>('SELECT price FROM properties WHERE id = $1', [PRICED])).rows[0]?.price,
    );
    const newPrice = /876[.,\s\u202f\u00a0]?543/;
    try {
      await page(request, web.url + detail);
      await withDatabase((db) => db.query('UPDATE properties SET price = 876543 WHERE id = $1', [PRICED]));
      const kept = await page(request, web.url + detail);
      expect(kept.cache).toBe('hit');
      expect(kept.html).not.toMatch(newPrice);
      // What the worker does after an import, and the console's publish on every web server.
      expect(
        (
          await request.post(`${web.url}/internal/revalidate`, { headers: { [REVALIDATE_SECRET_HEADER]: secret } })
        ).status(),
      ).toBe(200);
      const fresh = await page(request, web.url + detail);
      expect(fresh.cache).toBe('miss');
      expect(fresh.html).toMatch(newPrice);
    } finally {
      await withDatabase((db) => db.query('UPDATE properties SET price = $2 WHERE id = $1', [PRICED, original]));
    }
  });
});

test('a client past its render budget gets 429 with Retry-After, and another client is still served', async ({
  request,
}) => {
  const { web } = await ownWeb({ PAGE_RENDER_BURST: '3', PAGE_RENDERS_PER_MINUTE: '1' });
  try {
    const kept = await page(request, `${web.url}/fr/a-vendre/`);
    expect(kept.status).toBe(200);
    // New searches, each a render, and a new X-Forwarded-For each time: not behind a proxy of ours, the claim counts for nothing.
    let refused;
    for (let search = 0; search < 4 && !refused; search += 1) {
      const response = await request.get(`${web.url}/fr/a-vendre/?minPrice=${randomInt(1, 1e6)}`, {
        headers: { 'x-forwarded-for': `203.0.113.${search + 1}` },
      });
      if (response.status() === 429) refused = response;
      else expect(response.status()).toBe(200);
    }
    expect(refused, 'a render past the burst of 3').toBeDefined();
    expect(Number(refused?.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused?.headers()['cache-control']).toBe('no-store');
    expect(await refused?.text()).toContain('Trop de pages demandées');
    // The page everyone gets still reaches it: a kept page costs no render.
    expect((await page(request, `${web.url}/fr/a-vendre/?cb=1`)).cache).toBe('hit');

    const other = await page(
      request,
      `http://${otherAddress()}:${new URL(web.url).port}/fr/a-vendre/?minPrice=${randomInt(1, 1e6)}`,
    );
    expect(other.status).toBe(200);
    expect(other.cache).toBe('miss');
  } finally {
    await web.stop();
  }
});
