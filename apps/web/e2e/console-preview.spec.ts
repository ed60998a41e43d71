import { expect, test } from './support/test';
import { loginAsNewOperator } from './support/operator';

// The console's preview (issue 23): it never leads off the site, answers a
// bad path with 400 rather than 500, and only the editor's own form (a POST
// from this site) switches it on; a link cannot. A server action posted from
// another site is refused with 403 before Next.js fails on it.

const PREVIEW = '/en/console/site/preview/';
const DRAFT_COOKIE = '__prerender_bypass';
const EVIL = 'https://evil.example';

test('a preview path that would leave the site or cannot be a page is refused with 400, for an operator too', async ({
  page,
  baseURL,
}) => {
  await loginAsNewOperator(page, 'en');
  for (const path of ['/%09/evil.example/login', '/%0A/x', '/%E3%80%82evil', '//evil.example/', '/%5Cevil.example']) {
    const response = await page.request.get(`${PREVIEW}?path=${path}`, { maxRedirects: 0 });
    expect({ path, status: response.status(), location: response.headers()['location'] }).toEqual({
      path,
      status: 400,
      location: undefined,
    });
    expect(await response.text()).toContain('not a page of this site');
  }
  // What Chromium did with the tab: it followed `/\t/evil.example/login` to evil.example.
  const shown = await page.goto(`${PREVIEW}?path=/%09/evil.example/login`);
  expect(shown?.status()).toBe(400);
  const where = new URL(page.url());
  expect(where.origin + where.pathname).toBe(`${baseURL}${PREVIEW}`);
});

test('a link does not switch the preview on; the editor’s button does, and another site’s post is refused', async ({
  page,
  baseURL,
}) => {
  await loginAsNewOperator(page, 'en');
  const link = await page.request.get(`${PREVIEW}?path=/en/`, { maxRedirects: 0 });
  expect(link.status()).toBe(303);
  expect(link.headers()['location']).toBe('/en/console/site/');
  expect(link.headers()['set-cookie'] ?? '').not.toContain(DRAFT_COOKIE);

  const forged = await page.request.post(PREVIEW, {
    form: { path: '/en/' },
    headers: { origin: EVIL },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(forged.headers()['set-cookie'] ?? '').not.toContain(DRAFT_COOKIE);
  const unsigned = await page.request.post(PREVIEW, { form: { path: '/en/' }, maxRedirects: 0 });
  expect(unsigned.status()).toBe(403);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(DRAFT_COOKIE);

  await page.goto('/en/console/site/');
  await page.getByRole('button', { name: 'Preview the home page with the drafts' }).click();
  await page.waitForURL(`${baseURL}/en/`);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
  // Now in preview, the same link leads to the page (on this site only).
  const again = await page.request.get(`${PREVIEW}?path=/en/for-sale/`, { maxRedirects: 0 });
  expect(again.headers()['location']).toBe('/en/for-sale/');
  await page.goto('/en/console/site/preview/end/');
});

test('a visitor’s post to the preview gets the login, not the preview', async ({ request, baseURL }) => {
  const response = await request.post(PREVIEW, {
    form: { path: '/en/' },
    headers: { origin: new URL(baseURL ?? '').origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()['location']).toBe('/en/console/login/');
  expect(response.headers()['set-cookie'] ?? '').not.toContain(DRAFT_COOKIE);
});

test('a server action posted from another site is refused with 403 and a short text, not 500', async ({ request }) => {
  for (const path of ['/fr/contact/', '/en/console/login/']) {
    const response = await request.post(path, {
      headers: {
        'next-action': '7f0123456789abcdef0123456789abcdef012345',
        origin: EVIL,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
      },
      data: '[]',
      maxRedirects: 0,
    });
    expect({ path, status: response.status() }).toEqual({ path, status: 403 });
    const body = await response.text();
    expect(body.length).toBeLessThan(200);
  }
  const french = await request.post('/fr/contact/', {
    headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
    data: 'a=1',
    maxRedirects: 0,
  });
  expect(french.status()).toBe(403);
  expect(await french.text()).toContain("venait d'un autre site");
});
