import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// The projects list and detail against the bundled sample: 9001 Les Jardins du
// Parc (Spa, 3 units, a brochure), 9002 with its own website, 9003 in Forest.

test.beforeEach(async ({ page }) => {
  // Store a 'Decline' choice so the cookie banner does not cover the page.
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

test('the project list shows each project; one with its own website opens it in a new tab', async ({ page }) => {
  await page.goto('/fr/projets/');
  await expect(page.getByRole('heading', { level: 1, name: 'Projets neufs' })).toBeVisible();
  await expect(page.getByTestId('project-card')).toHaveCount(3);
  const external = page.getByRole('link', { name: /Résidence Les Tilleuls/ });
  await expect(external).toHaveAttribute('href', 'https://www.re-sidence-les-tilleuls.example/');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Les Jardins du Parc' })).toHaveAttribute(
    'href',
    '/fr/projets/spa/les-jardins-du-parc/9001/',
  );
  await expectNoSeriousAxeViolations(page);
});

test('list → detail: breadcrumb, price list rows linking to the units, documents, canonical and hreflang', async ({
  page,
}) => {
  await page.goto('/fr/projets/');
  await page.getByRole('link', { name: 'Les Jardins du Parc' }).click();
  await expect(page).toHaveURL(/\/fr\/projets\/spa\/les-jardins-du-parc\/9001\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Les Jardins du Parc' })).toBeVisible();

  const trail = await page.locator('nav.breadcrumb li').allInnerTexts();
  expect(trail.map((text) => text.trim())).toEqual(['Accueil', 'Projets neufs', 'Les Jardins du Parc']);

  // One row per unit, the reference linking to that unit's own (canonical) page.
  const table = page.getByRole('table', { name: 'Liste de prix' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(table.getByRole('columnheader')).toHaveCount(6);
  const unitHref = await rows.first().getByRole('link').getAttribute('href');
  expect(unitHref).toMatch(/^\/fr\/a-vendre\/spa\/[a-z0-9-]+\/\d+\/$/);

  const brochure = page.getByTestId('project-documents').getByRole('link', { name: /Brochure/ });
  await expect(brochure).toHaveAttribute('href', 'https://documents.crm.example/projects/9001/brochure.pdf');
  await expect(page.getByRole('link', { name: /Ouvrir dans|carte|maps/i })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/fr\/projets\/spa\/les-jardins-du-parc\/9001\/$/,
  );
  const hreflang = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hreflang).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/nl\/projecten\/spa\/les-jardins-du-parc\/9001\/$/)]),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Les Jardins du Parc');
  await expectNoSeriousAxeViolations(page);

  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${unitHref}$`));
});

test('a stale slug answers 308 to the canonical URL; an unknown project is a 404', async ({ request }) => {
  const stale = await request.get('/nl/projecten/ergens/oude-naam/9001/', { maxRedirects: 0 });
  expect(stale.status()).toBe(308);
  expect(stale.headers()['location']).toMatch(/\/nl\/projecten\/spa\/les-jardins-du-parc\/9001\/$/);
  expect((await request.get('/nl/projecten/spa/x/999999/')).status()).toBe(404);
});

test("the route table's original /project/{id}/ leads to the canonical URL in the visitor's language", async ({
  page,
}) => {
  await page.goto('/fr/project/9003/');
  await expect(page).toHaveURL(/\/fr\/projets\/forest\/het-groene-hof\/9003\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Het Groene Hof' })).toBeVisible();
});
