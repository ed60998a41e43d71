import { expect, test, type Page } from './support/test';

// The e2e web server runs with GTM_ID=GTM-TEST123 and META_PIXEL_ID=1234567890
// (tools/e2e/global-setup.mjs). The network is closed here, so requests to the
// tag hosts are answered with an empty script and recorded.
const TAG_HOSTS = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//;
const FLAG_NAMES = [
  'consent',
  'consentAdUserData',
  'consentAdStorage',
  'consentAnalyticsStorage',
  'consentAdPersonalization',
];
/** Cookies the site may set without consent: the language. */
const NECESSARY_COOKIES = new Set(['NEXT_LOCALE']);

async function recordTagRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(TAG_HOSTS, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requests;
}

async function nonEssentialCookies(page: Page): Promise<string[]> {
  const cookies = await page.context().cookies();
  return cookies.map((cookie) => cookie.name).filter((name) => !NECESSARY_COOKIES.has(name));
}

async function storedFlags(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (names) => Object.fromEntries(names.map((name) => [name, localStorage.getItem(name)])),
    FLAG_NAMES,
  );
}

// The banner is in the server's HTML (hidden by CSS when a choice is stored);
// data-ready says it has hydrated and read storage, so its buttons work.
const bannerElement = (page: Page) => page.getByRole('dialog', { name: 'Nous respectons votre vie privée' });
const banner = (page: Page) => bannerElement(page).and(page.locator('[data-ready]'));

test('Consent Mode defaults are denied in <head> before any tag', async ({ page }) => {
  const requests = await recordTagRequests(page);
  await page.goto('/fr/');
  await expect(page.locator('head script#consent-mode-defaults')).toHaveCount(1);
  const consent = await page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
  expect(consent[0]).toEqual([
    'consent',
    'default',
    {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    },
  ]);
  expect(requests).toEqual([]);
});

test('no tag and no non-essential cookie before a choice or after Decline', async ({ page }) => {
  const requests = await recordTagRequests(page);
  await page.goto('/fr/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  expect(requests).toEqual([]);
  expect(await nonEssentialCookies(page)).toEqual([]);

  await banner(page).getByRole('button', { name: 'Je refuse' }).click();
  await expect(bannerElement(page)).toBeHidden();
  expect(await storedFlags(page)).toEqual({
    consent: 'true',
    consentAdUserData: 'false',
    consentAdStorage: 'false',
    consentAnalyticsStorage: 'false',
    consentAdPersonalization: 'false',
  });
  // Longer than the 500 ms consent wait, then a new page with the stored choice.
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForTimeout(800);
  await expect(bannerElement(page)).toBeHidden();
  expect(requests).toEqual([]);
  expect(await nonEssentialCookies(page)).toEqual([]);
});

test('Agree loads the tag manager and the pixel after the consent update', async ({ page }) => {
  const requests = await recordTagRequests(page);
  await page.goto('/fr/');
  await banner(page).getByRole('button', { name: "J'accepte" }).click();
  await expect(bannerElement(page)).toBeHidden();
  await expect
    .poll(() => requests.some((url) => url.includes('googletagmanager.com/gtm.js?id=GTM-TEST123')))
    .toBe(true);
  await expect.poll(() => requests.some((url) => url.startsWith('https://connect.facebook.net/'))).toBe(true);
  expect(Object.values(await storedFlags(page))).toEqual(['true', 'true', 'true', 'true', 'true']);
  const update = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((entry) => entry[1] === 'update'),
  );
  expect(update).toEqual([
    'consent',
    'update',
    { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
  ]);
});

test('Change settings saves only the chosen switches', async ({ page }) => {
  const requests = await recordTagRequests(page);
  await page.goto('/fr/');
  await banner(page).getByRole('button', { name: 'Modifier les paramètres' }).click();
  const settings = page.getByRole('dialog', { name: 'Paramètres des cookies' });
  await expect(settings.getByRole('switch')).toHaveCount(5);
  await expect(settings.getByRole('switch').first()).toBeChecked();
  await expect(settings.getByRole('switch').first()).toBeDisabled();
  await settings.getByRole('switch', { name: 'Analytiques' }).check();
  await settings.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(settings).toBeHidden();
  expect(await storedFlags(page)).toEqual({
    consent: 'true',
    consentAdUserData: 'false',
    consentAdStorage: 'false',
    consentAnalyticsStorage: 'true',
    consentAdPersonalization: 'false',
  });
  await expect.poll(() => requests.some((url) => url.includes('googletagmanager.com'))).toBe(true);
  await page.waitForTimeout(300);
  expect(requests.some((url) => url.includes('connect.facebook.net'))).toBe(false);
});

test('?setcookies asks again', async ({ page }) => {
  await recordTagRequests(page);
  await page.goto('/fr/');
  await banner(page).getByRole('button', { name: 'Je refuse' }).click();
  await expect(bannerElement(page)).toBeHidden();
  await page.goto('/fr/?setcookies');
  await expect(banner(page)).toBeVisible();
  expect(await storedFlags(page)).toMatchObject({ consent: null });
});

test('no banner on a preview path', async ({ page }) => {
  await page.goto('/fr/preview-test/');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the banner works with the keyboard alone, and Escape does not dismiss it', async ({ page }) => {
  await recordTagRequests(page);
  await page.goto('/fr/');
  await expect(banner(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeVisible();
  // Policy link, then Agree, then Decline.
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: "J'accepte" })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Je refuse' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bannerElement(page)).toBeHidden();
  expect(await storedFlags(page)).toMatchObject({ consent: 'true', consentAnalyticsStorage: 'false' });
});

test('UTM parameters are kept in session storage on landing, for the forms to send', async ({ page }) => {
  await recordTagRequests(page);
  await page.goto('/fr/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  await expect(banner(page)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('immo.utm') ?? 'null') as unknown))
    .toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });
});
