import { expect, test } from './support/test';

// Issue 12: what a visitor meets when switching language on a search, on a
// page that does not exist, and looking for the projects.

const NOT_FOUND_TITLE = {
  fr: 'Page introuvable',
  nl: 'Pagina niet gevonden',
  en: 'Page not found',
  de: 'Seite nicht gefunden',
} as const;

test.beforeEach(async ({ page }) => {
  // A stored 'Decline' keeps the cookie banner off the controls.
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', 'true');
    for (const name of [
      'consentAdUserData',
      'consentAdStorage',
      'consentAnalyticsStorage',
      'consentAdPersonalization',
    ]) {
      window.localStorage.setItem(name, 'false');
    }
  });
});

test('switching language on a filtered list keeps every filter, in the form as in the results', async ({ page }) => {
  await page.goto('/fr/a-vendre/?city=Bruxelles%7C1000&type=2&maxPrice=500000&minBedrooms=0&sort=price-desc');
  const count = page.locator('.property-list__count');
  // Two houses in Brussels are for sale; one is under a signed compromis, whose
  // withheld price never matches a price filter, so one result.
  await expect(count).toHaveText(/^1 /);
  await page.locator('nav.locale-switcher a[hreflang="nl"]').first().click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?/);
  await expect(count).toHaveText(/^1 /);
  const form = page.locator('form.list-filters');
  // The city in the visitor's new language ('Brussel'), not 'Alle gemeenten'.
  await expect(form.locator('label:has(input[name="city"]:checked)')).toHaveText(/^1000 Brussel$/);
  await expect(form.locator('select[name="type"]')).toHaveValue('2');
  await expect(form.locator('input[name="maxPrice"]')).toHaveValue('500000');
  await expect(form.locator('input[name="minBedrooms"]')).toHaveValue('0');
  await expect(form.locator('select[name="sort"]')).toHaveValue('price-desc');
  // Submitting the form as shown does not widen the search.
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
  await expect(page).toHaveURL(/city=1000(&|$)/);
  await expect(count).toHaveText(/^1 /);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown address is a complete 404 page in its language', async ({ page }) => {
    for (const locale of ['fr', 'nl', 'en', 'de'] as const) {
      const response = await page.goto(`/${locale}/nope/`);
      expect(response?.status(), locale).toBe(404);
      await expect(page.locator('html'), locale).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 }), locale).toHaveText(NOT_FOUND_TITLE[locale]);
      // The frame: the menu and the footer, as on every page.
      await expect(page.locator('footer').first(), locale).toBeVisible();
      await expect(page.locator('main form, main input').first(), locale).toBeVisible();
    }
  });

  test('an unknown property is the Property Not Found state, with a search form and properties to look at', async ({
    page,
  }) => {
    const cases = [
      ['fr', '/fr/property/1000000/', 'Bien introuvable'],
      ['en', '/en/for-sale/etterbeek/apartment/1000000/', 'Property Not Found'],
    ] as const;
    for (const [locale, url, title] of cases) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.locator('html'), url).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(title);
      await expect(page.locator('main form, main input').first(), url).toBeVisible();
      await expect(page.locator('main article.card').first(), url).toBeVisible();
    }
  });
});

test('a sold property says so and offers a search form and similar properties', async ({ page }) => {
  await page.goto('/en/property/4111/');
  await expect(page.getByTestId('property-banner')).toContainText('Property Sold');
  await expect(page.getByTestId('closed-property-search').getByRole('combobox')).toBeVisible();
  await expect(page.getByTestId('similar-properties').getByRole('link').first()).toBeVisible();
});

test('the projects are linked from the menu, the home page and the footer', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.locator('header a[href="/fr/projets/"]').first()).toBeAttached();
  await expect(page.locator('main a[href="/fr/projets/"]').first()).toBeAttached();
  await expect(page.locator('footer a[href="/fr/projets/"]').first()).toBeAttached();
});

test('a unit’s page links its project', async ({ page }) => {
  await page.goto('/nl/property/4148/');
  const projectLink = page.locator('main a[href^="/nl/projecten/"]').first();
  await expect(projectLink).toBeVisible();
  await projectLink.click();
  await expect(page).toHaveURL(/\/nl\/projecten\/[^/]+\/[^/]+\/9001\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('no link of the frame leads to a page that is not built', async ({ page, request }) => {
  await page.goto('/nl/');
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of new Set(hrefs)) {
    expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
  }
});

test('no redirect of an old address leads to a 404', async ({ request }) => {
  const paths = [
    '/map/',
    '/login/',
    '/contact/',
    '/demand-register/',
    '/contact-demand/',
    '/feedback/contact-demand/',
    '/for-sale/',
    '/projects/',
    '/nl/a-vendre/',
  ];
  for (const path of paths) {
    const first = await request.get(path, { maxRedirects: 0 });
    if (first.status() < 300 || first.status() >= 400) continue;
    const target = first.headers()['location'] ?? '';
    const followed = await request.get(target, { maxRedirects: 0 });
    expect(followed.status(), `${path} → ${target}`).toBe(200);
  }
});
