import type { Request, Response } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { loginAsNewOperator } from './support/operator';
import { expect, type Page, test } from './support/test';

// Web Vitals of real visitors (issue 26): the `web-vitals` library is fetched
// only after consent for statistics, a page view sends one beacon with its
// page type when it is hidden (here: left for another page), and the
// operators' console shows each page type's 75th percentile, rated.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** A string only the `web-vitals` library's code holds (the entry type its LCP observer asks for). */
const LIBRARY_MARK = 'largest-contentful-paint';

interface Traffic {
  beacons: Request[];
  /** Scripts whose code holds the library. */
  libraryScripts: string[];
}

/** Records every Web Vitals beacon and every script holding the library, across the page's navigations. */
function watchTraffic(page: Page): Traffic {
  const traffic: Traffic = { beacons: [], libraryScripts: [] };
  page.context().on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/web-vitals')
      traffic.beacons.push(request);
  });
  page.context().on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.text().then(
      (code) => {
        if (code.includes(LIBRARY_MARK)) traffic.libraryScripts.push(response.url());
      },
      () => undefined,
    );
  });
  return traffic;
}

const banner = (page: Page) => page.getByTestId('cookie-consent').and(page.locator('[data-ready]'));

/**
 * The visitor switches tabs (or leaves) and the page is hidden. Headless
 * Chromium neither hides a page for another tab nor delivers a beacon sent
 * while a document unloads, so the state is set and the event fired as
 * web-vitals' own tests do; the library and the beacon then act as they would.
 */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

const cases = [
  { locale: 'nl', viewport: PHONE, list: '/nl/te-koop/', agree: 'Akkoord', decline: 'Weigeren' },
  { locale: 'en', viewport: DESKTOP, list: '/en/for-sale/', agree: 'Agree', decline: 'Decline' },
] as const;

for (const { locale, viewport, list, agree, decline } of cases) {
  test(`${locale} at ${viewport.width} px: without consent for statistics no Web Vitals code is fetched and no beacon sent`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const traffic = watchTraffic(page);
    // No choice yet: the page is used, then hidden.
    await page.goto(list);
    await expect(banner(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await setVisibility(page, 'hidden');
    await setVisibility(page, 'visible');
    await banner(page).getByRole('button', { name: decline, exact: true }).click();
    await expect(page.getByTestId('cookie-consent')).toBeHidden();
    // Declined: a new page view with the choice stored, used and hidden.
    await page.goto(list);
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForLoadState('networkidle');
    await setVisibility(page, 'hidden');
    await page.waitForTimeout(1000);
    expect(traffic.beacons).toEqual([]);
    expect(traffic.libraryScripts).toEqual([]);
  });

  test(`${locale} at ${viewport.width} px: after consent a page view sends one beacon with its page type when it is hidden`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const traffic = watchTraffic(page);
    await page.goto(list);
    await banner(page).getByRole('button', { name: agree, exact: true }).click();
    await expect(page.getByTestId('cookie-consent')).toBeHidden();
    await expect.poll(() => traffic.libraryScripts.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // On to a property page: a new page view, measured from its start since the consent is stored.
    const detail = await page
      .locator('main a')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? '').find((href) => /\/\d+\/$/.test(href)),
      );
    expect(detail).toMatch(/\/\d+\/$/);
    await page.goto(detail ?? list);
    await expectNoSeriousAxeViolations(page);
    // An input finalises the LCP (the library measures until one), then the page is hidden.
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForTimeout(1200);
    expect(traffic.beacons).toEqual([]);
    await setVisibility(page, 'hidden');
    await expect.poll(() => traffic.beacons.length, { timeout: 10_000 }).toBe(1);
    const beacon = traffic.beacons[0];
    const body = beacon?.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ pageType: 'detail', lcp: expect.any(Number), cls: expect.any(Number) });
    expect(['pageType', 'lcp', 'inp', 'cls']).toEqual(expect.arrayContaining(Object.keys(body)));
    // The page type only: nothing of the address goes with it.
    expect(beacon?.postData()).not.toContain(new URL(detail ?? '', 'http://x').pathname.split('/')[3]);
    expect((await beacon?.response())?.status()).toBe(204);
    // Shown and hidden again: still one beacon for this page view.
    await setVisibility(page, 'visible');
    await setVisibility(page, 'hidden');
    await page.waitForTimeout(1000);
    expect(traffic.beacons).toHaveLength(1);
  });
}

/** Four project page views through the /api relay, as four browsers' beacons would arrive. */
async function sendProjectBeacons(page: Page): Promise<void> {
  const beacons = [
    { lcp: 1000, inp: 100, cls: 0.3 },
    { lcp: 2000, inp: 150, cls: 0.3 },
    { lcp: 2400, inp: 300, cls: 0.3 },
    { lcp: 5000, inp: 600, cls: 0.3 },
  ];
  for (const beacon of beacons) {
    const answer = await page.request.post('/api/web-vitals', { data: { pageType: 'project', ...beacon } });
    expect(answer.status()).toBe(204);
  }
}

test('nl at 390 px and desktop: the console lists each page type with its 75th percentiles, rated in words', async ({
  page,
}) => {
  await sendProjectBeacons(page);
  await loginAsNewOperator(page, 'nl');
  await page.setViewportSize(PHONE);
  await page.goto('/nl/console/');
  await page
    .getByRole('navigation', { name: 'Onderdelen van de console' })
    .getByRole('link', { name: 'Web Vitals' })
    .click();
  await expect(page).toHaveURL(/\/nl\/console\/web-vitals\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Vitals');
  // Of 4 views the 3rd value is the 75th percentile: LCP 2.4 s (good), INP 300 ms (needs improvement), CLS 0.30 (poor).
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Pagina van een project' }) });
  await expect(row.getByRole('cell')).toHaveText([/^4$/, '2,4 s goed', '300 ms kan beter', '0,30 slecht']);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(page);
});

test('en at desktop and 390 px: the console page in English, and nobody else reads the figures', async ({ page }) => {
  const answer = await page.request.get('/api/console/web-vitals');
  expect(answer.status()).toBe(401);
  // The same four views again: the percentiles stay those of the values sent.
  await sendProjectBeacons(page);
  await loginAsNewOperator(page, 'en');
  await page.setViewportSize(DESKTOP);
  await page.goto('/en/console/web-vitals/');
  await expect(page.getByRole('columnheader', { name: 'Loading (LCP)' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Project page' }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('2.4 s good');
  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page);
});
