import { REVALIDATE_SECRET_HEADER } from '@immo/platform';
import { expect, test, type APIRequestContext, type APIResponse } from './support/test';
import { randomBytes } from 'node:crypto';
import { withDatabase } from './support/owner';
import { startOwnWeb } from './support/own-web';

// Public pages are the same HTML for every visitor, so a shared cache (a CDN,
// a caching reverse proxy) may keep them; what is per visitor (consent, UTM
// memory, the language cookie) lives in the browser. Everything per visitor
// on the server (forms with their captcha, logins, the owner portal, the
// console, thank-you pages, missing records, the language redirect) stays
// out of any shared cache.

// Sample export: a house for sale, one for rent, a project.
const SALE = 4113;
const PROJECT = 9003;

/** A house for sale whose price the page shows. */
const PRICED = 4101;
const BFF = `http://127.0.0.1:${process.env.E2E_BFF_PORT ?? 3101}`;

const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

/** Follows the spec's original detail address to the canonical one. */
async function canonical(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return new URL(response.url()).pathname;
}

function expectPrivate(response: APIResponse, path: string): void {
  const cacheControl = response.headers()['cache-control'] ?? '';
  expect(cacheControl, path).toMatch(/no-store/);
  expect(cacheControl, path).not.toMatch(/public|s-maxage/);
}

test('every public page type is the same for two visitors and may be kept by a shared cache', async ({
  playwright,
  baseURL,
  request,
}) => {
  const pages = [
    '/fr/',
    '/nl/te-koop/',
    '/fr/a-louer/',
    await canonical(request, `/fr/property/${SALE}/`),
    '/fr/projets/',
    await canonical(request, `/fr/project/${PROJECT}/`),
    '/fr/Disclaimer/',
    '/map/fr/frame.html',
  ];
  // Two visitors with their own cookies and languages.
  const first = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: 'NEXT_LOCALE=nl; _ga=GA1.1.1', 'accept-language': 'nl-BE,nl;q=0.9' },
  });
  const second = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: 'utm=x', 'accept-language': 'en-GB,en;q=0.8' },
  });
  for (const path of pages) {
    // Rendered once first: a render that waits for the BFF streams its parts in the order they come.
    await request.get(path);
    const [one, two] = await Promise.all([first.get(path), second.get(path)]);
    expect(one.status(), path).toBe(200);
    expect(one.headers()['cache-control'], path).toMatch(SHARED);
    expect(one.headers()['set-cookie'], path).toBeUndefined();
    expect(two.headers()['set-cookie'], path).toBeUndefined();
    // No nonce in a page anyone may get a copy of: its scripts pass by hash.
    expect(one.headers()['content-security-policy'], path).not.toMatch(/nonce-/);
    expect(one.headers()['content-security-policy'], path).toMatch(/'sha256-/);
    expect(await one.text(), path).toBe(await two.text());
    expect(one.headers()['content-security-policy'], path).toBe(two.headers()['content-security-policy']);
    // A shared cache keeps one copy per URL (and encoding), whoever asks.
    expect(one.headers()['vary'] ?? '', path).not.toMatch(/cookie|accept-language/i);
  }
  await Promise.all([first.dispose(), second.dispose()]);
});

test('pages per visitor, redirects by language and missing records stay out of shared caches', async ({ request }) => {
  const detail = await canonical(request, `/fr/property/${SALE}/`);
  const pages: [string, number][] = [
    // A captcha challenge in the HTML, one per visitor (forms work without JavaScript).
    ['/fr/contact/', 200],
    ['/fr/estimation-gratuite/', 200],
    ['/fr/Notre-agence/', 200],
    [`${detail}demande-d-information/`, 200],
    ['/fr/login/', 200],
    ['/fr/console/login/', 200],
    ['/fr/merci/contact-me/', 200],
    // Missing records: the not-found page.
    ['/fr/a-vendre/nulle-part/rien/999999/', 404],
  ];
  for (const [path, status] of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expectPrivate(response, path);
  }
  // The language of '/' is the visitor's: the redirect is theirs alone.
  for (const path of ['/', '/for-sale/', '/fr/espace-proprietaire/']) {
    const response = await request.get(path, { maxRedirects: 0, headers: { 'accept-language': 'nl-BE' } });
    expect(response.status(), path).toBeGreaterThanOrEqual(300);
    expect(response.status(), path).toBeLessThan(400);
    expectPrivate(response, path);
  }
});

test("pages and the build's scripts are still compressed, now by server.mjs", async ({ request }) => {
  const page = await request.get('/fr/', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  const html = await page.text();
  const script = /<script\b[^>]*\bsrc="([^"]+)"/.exec(html)?.[1] ?? '';
  expect((await request.get(script, { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding']).toBe(
    'gzip',
  );
  expect(
    (await request.get('/fr/contact/', { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding'],
  ).toBe('gzip');
});

test('a price an import changed shows once the web server is told to revalidate, not before', async ({ request }) => {
  // A web server of its own, whose revalidation secret this test knows; the BFF and database are the stack's.
  const secret = randomBytes(18).toString('base64url');
  const web = await startOwnWeb({
    BFF_URL: BFF,
    REVALIDATE_SECRET: secret,
    INTERNAL_API_TOKEN: randomBytes(18).toString('base64url'),
  });
  const original = await withDatabase(
    async (db) =>
      (await db.query<{ price: string }>('SELECT price FROM properties WHERE id = $1', [PRICED])).rows[0]?.price,
  );
  const newPrice = /987[.,\s\u202f\u00a0]?654/;
  try {
    const detail = web.url + (await canonical(request, `${web.url}/fr/property/${PRICED}/`));
    expect(await (await request.get(detail)).text()).not.toMatch(newPrice);
    // What an import writes; the worker then tells every web server (apps/bff/test/scale-out.int-spec.ts).
    await withDatabase((db) => db.query('UPDATE properties SET price = 987654 WHERE id = $1', [PRICED]));
    expect(await (await request.get(detail)).text(), 'the page as the web server keeps it').not.toMatch(newPrice);
    const revalidated = await request.post(`${web.url}/internal/revalidate`, {
      headers: { [REVALIDATE_SECRET_HEADER]: secret },
    });
    expect(revalidated.status()).toBe(200);
    await expect.poll(async () => (await request.get(detail)).text()).toMatch(newPrice);
  } finally {
    await withDatabase((db) => db.query('UPDATE properties SET price = $2 WHERE id = $1', [PRICED, original]));
    await web.stop();
  }
});
