import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// The shared frame on the seeded site configuration (migration
// SiteConfiguration1764000000000): menu, drawer, scroll behaviour, footer.
const CONSENT_FLAGS = [
  'consent',
  'consentAdUserData',
  'consentAdStorage',
  'consentAnalyticsStorage',
  'consentAdPersonalization',
];

/** A visitor who already declined: the banner stays closed and out of the way. */
async function withConsentGiven(page: Page) {
  await page.addInitScript((names) => {
    window.localStorage.setItem('consent', 'true');
    for (const name of names.slice(1)) window.localStorage.setItem(name, 'false');
  }, CONSENT_FLAGS);
}

// The seeded 'Keep me informed' entry leads to a page not built yet: the menu
// leaves it out rather than link to a 404 (issue 12).
const MENUS = {
  fr: ['Accueil', 'À vendre', 'À louer', 'Projets neufs', 'Tenez-moi informé', 'Notre agence', 'Promotion', 'Contact'],
  nl: ['Home', 'Te koop', 'Te huur', 'Nieuwbouwprojecten', 'Hou me op de hoogte', 'Ons kantoor', 'Promotie', 'Contact'],
  en: ['Home', 'For sale', 'For rent', 'New-build projects', 'Keep me informed', 'Our agency', 'Promotion', 'Contact'],
  de: [
    'Startseite',
    'Zu verkaufen',
    'Zu vermieten',
    'Neubauprojekte',
    'Suchauftrag',
    'Unsere Agentur',
    'Aktion',
    'Kontakt',
  ],
} as const;

test.describe('desktop', () => {
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  for (const [locale, titles] of Object.entries(MENUS)) {
    test(`the menu shows the published entries in ${locale}`, async ({ page }) => {
      await page.goto(`/${locale}/Notre-agence/`);
      const menu = page
        .getByTestId('site-header')
        .getByRole('navigation')
        .filter({ has: page.getByRole('link', { name: titles[1] }) });
      const names = await menu
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => (link.firstChild?.textContent ?? '').trim()));
      expect(names).toEqual(titles);
      // Footer-only pages stay out of the menu.
      await expect(menu.getByRole('link', { name: /Disclaimer|Haftungsausschluss|non-responsabilité/ })).toHaveCount(0);
    });
  }

  test('menu links are localized, the current page is marked and Promotion opens in a new tab', async ({ page }) => {
    await page.goto('/fr/Notre-agence/');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'À vendre' })).toHaveAttribute('href', '/fr/a-vendre/');
    await expect(header.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr/');
    await expect(header.getByRole('link', { name: 'Notre agence' })).toHaveAttribute('aria-current', 'page');
    const promotion = header.getByRole('link', { name: /Promotion/ });
    await expect(promotion).toHaveAttribute('href', 'https://promotion.example.be/');
    await expect(promotion).toHaveAttribute('target', '_blank');
    await expect(promotion).toHaveAttribute('rel', /noopener/);
    await expect(promotion).toHaveAccessibleName(/nouvel onglet/);
    await expect(header.getByRole('link', { name: 'Estimation gratuite' }).first()).toHaveAttribute(
      'href',
      '/fr/estimation-gratuite/',
    );
    await expect(header.getByRole('link', { name: 'Contact' }).first()).toHaveAttribute('href', '/fr/contact/');
    await expect(header.getByRole('link', { name: /0475 12 34 56/ })).toHaveAttribute('href', 'tel:0475123456');
  });

  test('the top bar shows the configured links', async ({ page }) => {
    await page.goto('/en/Notre-agence/');
    const bar = page.getByTestId('top-bar');
    await expect(bar.getByRole('link', { name: 'contact@example.be' })).toHaveAttribute(
      'href',
      'mailto:contact@example.be',
    );
    // The owner's link leads to the owner login page (issue 14), no longer a 404.
    await expect(bar.getByRole('link', { name: 'Owner login' })).toHaveAttribute('href', '/en/login/');
  });

  test("on the home page the top bar's links stay clear of the header lying over the banner", async ({ page }) => {
    await page.goto('/en/');
    const login = page.getByTestId('top-bar').getByRole('link', { name: 'contact@example.be' });
    const box = await login.boundingBox();
    expect(box).not.toBeNull();
    // What a click at the link's centre would reach: the link, not the header's menu.
    const reached = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim(),
      {
        x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
        y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
      },
    );
    expect(reached).toBe('contact@example.be');
    const header = await page.getByTestId('site-header').boundingBox();
    expect(header?.y ?? 0).toBeGreaterThanOrEqual((box?.y ?? 0) + (box?.height ?? 0) - 1);
  });

  test('the footer shows the public blocks, the copyright and the legal links, not the hidden text', async ({
    page,
  }) => {
    await page.goto('/en/Notre-agence/');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    await expect(footer).toContainText('Monday to Friday, 9 am to 6 pm');
    await expect(footer).not.toContainText('Closed from 24 December');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Immo Horizon – All rights reserved`);
    await footer.getByRole('link', { name: 'Privacy statement' }).click();
    await expect(page).toHaveURL(/\/en\/Privacy-statement\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy statement');
    await expect(page.getByRole('main')).toContainText('Data Protection Authority');
  });

  test('a content page renders its article with breadcrumb, canonical and hreflang alternates', async ({ page }) => {
    await page.goto('/nl/Notre-agence/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ons kantoor');
    await expect(page.getByRole('heading', { level: 2, name: 'Onze diensten' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'U bent hier' })).toContainText('Ons kantoor');
    await expect(page).toHaveTitle(/Ons kantoor/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nl\/Notre-agence\/$/);
    for (const locale of ['nl', 'fr', 'en', 'de']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/${locale}/Notre-agence/$`),
      );
    }
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Ons kantoor');
    await expectNoSeriousAxeViolations(page);
  });

  test('the language switcher leads to the same content page', async ({ page }) => {
    await page.goto('/fr/Cookie-policy/');
    await page
      .getByRole('navigation', { name: 'Changer de langue' })
      .first()
      .getByRole('link', { name: 'Deutsch' })
      .click();
    await expect(page).toHaveURL(/\/de\/Cookie-policy\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie-Richtlinie');
  });

  test('?lng= picks the language of an unprefixed URL', async ({ page }) => {
    await page.goto('/Notre-agence/?lng=de');
    await expect(page).toHaveURL(/\/de\/Notre-agence\/$/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('lng'))).toBe('de');
  });
});

test('"Cookie settings" in the footer reopens the consent choice', async ({ page }) => {
  await page.goto('/en/Disclaimer/');
  const banner = page.locator('[data-testid="cookie-consent"][data-ready]');
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  await page.getByTestId('site-footer').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner.getByRole('heading', { name: 'Cookie settings' })).toBeVisible();
  await expect(banner.getByRole('switch', { name: /Analytical/i })).not.toBeChecked();
});

test('a client-side navigation sends one more page view once consent allows it', async ({ page }) => {
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  const pageViews = () =>
    page.evaluate(
      () =>
        (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer?.filter(
          (entry) => entry[0] === 'event' && entry[1] === 'page_view',
        ).length ?? 0,
    );
  await page.goto('/en/Notre-agence/');
  await page.locator('[data-testid="cookie-consent"][data-ready]').getByRole('button', { name: 'Agree' }).click();
  await expect.poll(pageViews).toBe(1);
  await page.getByTestId('site-header').getByRole('link', { name: 'For sale' }).click();
  await expect(page).toHaveURL(/\/en\/for-sale\/$/);
  await expect.poll(pageViews).toBe(2);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('the drawer opens and closes with the keyboard and gives focus back', async ({ page }) => {
    await page.goto('/en/Notre-agence/');
    const button = page.getByRole('button', { name: 'Open the menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'For sale' })).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'For sale' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /0475 12 34 56/ })).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Change language' })).toBeVisible();
    // Focus stays inside while it is open.
    for (let step = 0; step < 20; step += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await drawer.getByRole('button', { name: 'Close the menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    // Following a link closes it: the layout, and so the drawer, stays on a client-side navigation.
    await button.click();
    await drawer.getByRole('link', { name: 'For sale' }).click();
    await expect(page).toHaveURL(/\/en\/for-sale\/$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('the header stays fixed after 30 px and scroll-to-top brings the page back up', async ({ page }) => {
    await page.goto('/en/Privacy-statement/');
    const header = page.getByTestId('site-header');
    const toTop = page.getByTestId('scroll-to-top');
    await expect(toTop).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-header-fixed');

    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(toTop).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-header-fixed');

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator('html')).toHaveAttribute('data-header-fixed', '');
    expect((await header.boundingBox())?.y).toBe(0);

    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 }).toBe(0);
    await expect(toTop).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-header-fixed');
  });
});

// The build marks its chunks for V8's eager compilation (src/build/add-compile-hints.mjs),
// so a first visit compiles React while the scripts stream in, not in one long task after.
test('every script a first visit loads is marked for eager compilation', async ({ page }) => {
  const scripts: Promise<{ url: string; head: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/chunks/')) {
      scripts.push(response.text().then((text) => ({ url: response.url(), head: text.slice(0, 29) })));
    }
  });
  await page.goto('/fr/a-vendre/');
  // The scripts start after the first paint (server-deferred-scripts.mjs): the banner's readiness says they ran.
  await expect(page.locator('[data-testid="cookie-consent"][data-ready]')).toBeVisible();
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(3);
  for (const script of loaded) expect(script, script.url).toMatchObject({ head: '//# allFunctionsCalledOnLoad\n' });
});

// server-deferred-scripts.mjs: the build's scripts are fetched once the page has painted, so
// that a slow phone shows the page first; the page then comes alive as before.
test("a first visit paints before it fetches any of the build's scripts, then comes alive", async ({ page }) => {
  await page.goto('/fr/contact/');
  await expect(page.locator('[data-testid="cookie-consent"][data-ready]')).toBeVisible();
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(3);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint);
});
