import { getMessages, localizePath, locales, type Locale } from '@immo/i18n';
import { expect, test, type Page } from './support/test';

// Every page type in every language under the real Content-Security-Policy,
// with the visitor's consent given so the tag manager and the pixel load too:
// not one script, style, frame or request may be refused. The network is
// closed here, so the hosts outside the site (tags, map tiles, the video and
// tour players) are answered locally, as the browser would be answered.
const TAG_HOSTS = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//;
const TILES = /tile\.openstreetmap\.org\//;
const PLAYERS = /^https:\/\/(www\.youtube\.com|my\.matterport\.com)\//;
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA3ADbqKcqzwAAAABJRU5ErkJggg==',
  'base64',
);

// Sample export: an apartment with 6 photos, a property with a YouTube video,
// one with a Matterport tour, and a project.
const GALLERY = 4164;
const VIDEO = 4122;
const TOUR = 4145;
const PROJECT = 9003;

/** Collects every CSP violation of the page and of its frames (the map frame has a policy of its own). */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route(TAG_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await page.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
  await page.route(PLAYERS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );
  return violations;
}

/** The first page of a visit: the banner's Agree, then the tags load on this page and every next one. */
async function giveConsent(page: Page, locale: Locale): Promise<void> {
  const texts = getMessages(locale).CookieConsent;
  await page.goto(localizePath('/', locale));
  const banner = page.getByRole('dialog', { name: texts.title }).and(page.locator('[data-ready]'));
  await banner.getByRole('button', { name: texts.agree, exact: true }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('function');
}

async function visit(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await page.waitForLoadState('load');
}

async function mapFrameLoaded(page: Page, locale: Locale): Promise<void> {
  const frame = page.frameLocator(`iframe[src="/map/${locale}/frame.html"]`);
  await expect(frame.locator('.leaflet-container')).toBeVisible();
}

async function openPlayer(page: Page, id: number, locale: Locale): Promise<void> {
  await visit(page, `/${locale}/property/${id}/`);
  const facade = page.locator('button:has(span[aria-hidden="true"]:text-is("▶"))').first();
  await facade.click();
  await expect(page.locator('iframe[allowfullscreen]')).toBeAttached();
  await page.locator('iframe[allowfullscreen]').first().scrollIntoViewIfNeeded();
  await expect.poll(() => page.frames().some((frame) => PLAYERS.test(frame.url()))).toBe(true);
}

for (const locale of locales) {
  test(`no page type in ${locale} meets a Content-Security-Policy violation, tags consented`, async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await recordViolations(page);
    const messages = getMessages(locale);
    await giveConsent(page, locale);

    for (const path of [
      '/for-sale',
      '/for-rent',
      '/projects',
      '/Privacy-statement',
      '/Cookie-policy',
      '/Disclaimer',
      '/Notre-agence',
    ] as const) {
      await visit(page, localizePath(path, locale));
    }
    await visit(page, `${localizePath('/for-sale', locale)}?view=map`);
    await mapFrameLoaded(page, locale);

    await visit(page, `/${locale}/property/${GALLERY}/`);
    await page.locator('button[data-photo-index="1"]').click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: messages.Map.show }).click();
    await mapFrameLoaded(page, locale);

    await openPlayer(page, VIDEO, locale);
    await openPlayer(page, TOUR, locale);
    await visit(page, `/${locale}/project/${PROJECT}/`);
    await visit(page, `/${locale}/nowhere-to-be-found/`, 404);
    await visit(page, `/map/${locale}/frame.html`);
    await expect(page.locator('.leaflet-container')).toBeVisible();

    // A client-side navigation loads its chunks the way the runtime does.
    await visit(page, localizePath('/', locale));
    await page
      .locator(`a[data-nav][href="${localizePath('/for-rent', locale)}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/for-rent', locale)}$`));

    expect(violations).toEqual([]);
  });
}
