import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { scrollsSideways } from './support/visitor-form';

// The owner login (spec §2 /login/, §8 login failure): no account is needed
// for these, so they use addresses the CRM does not know.

const FAILURES = [
  {
    locale: 'fr',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    message: "L'adresse électronique et/ou le mot de passe sont incorrects.",
  },
  {
    locale: 'nl',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Aanmelden',
    message: 'Ongeldig e-mailadres of wachtwoord',
  },
  {
    locale: 'en',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Log in',
    message: 'The username or password are not correct.',
  },
] as const;

for (const { locale, email, password, submit, message } of FAILURES) {
  test(`a wrong login says the spec's message in ${locale} and keeps what was typed`, async ({ page }) => {
    await page.goto(`/${locale}/login/`);
    const address = `nobody-${locale}-${Date.now()}@owner.test`;
    await page.getByLabel(email).fill(address);
    // Typed as a password manager would paste it: the box takes it.
    await page.getByLabel(password).fill('not-the-password');
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByLabel(email)).toHaveValue(address);
    await expect(page.getByLabel(password)).toHaveValue('not-the-password');
  });
}

test('a throttled login says how long to wait and keeps what was typed', async ({ page }) => {
  // The BFF's answer once the account or the client must wait (its own limits are the BFF's integration tests).
  await page.route('**/api/owner/session', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '120', 'content-type': 'application/json' },
      body: '{"code":"OWNER_LOGIN_THROTTLED"}',
    }),
  );
  await page.goto('/fr/login/');
  await page.getByLabel('Adresse e-mail').fill('someone@owner.test');
  await page.getByLabel('Mot de passe').fill('typed-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Trop de tentatives de connexion. Veuillez réessayer dans 2 minutes.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('someone@owner.test');
  await expect(page.getByLabel('Mot de passe')).toHaveValue('typed-password');
});

test("the top bar's owner link and the spec's /login/ lead to the login page", async ({ page, request }) => {
  await page.goto('/fr/');
  await page.getByTestId('top-bar').getByRole('link', { name: 'Espace propriétaire' }).click();
  await expect(page).toHaveURL(/\/fr\/login\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace propriétaire');
  const unprefixed = await request.get('/login/', { maxRedirects: 0, headers: { 'accept-language': 'nl' } });
  expect(Math.floor(unprefixed.status() / 100)).toBe(3);
  expect(unprefixed.headers()['location']).toMatch(/\/nl\/login\/$/);
  for (const locale of ['nl', 'fr', 'en', 'de']) {
    expect((await request.get(`/${locale}/login/`)).status(), locale).toBe(200);
  }
});

test('the login page is a public page and the request page noindex, fields say what they hold, axe finds nothing serious', async ({
  page,
}) => {
  await page.goto('/fr/login/');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/login\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', /\/nl\/login\/$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Mot de passe')).toHaveAttribute('autocomplete', 'current-password');
  await expectNoSeriousAxeViolations(page);
  // An empty Send shows each field's error, in the summary too.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Première visite ou mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/fr\/login\/mot-de-passe-oublie\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoSeriousAxeViolations(page);
});

test('the request page answers the same for an address nobody has', async ({ page }) => {
  await page.goto('/en/login/forgot-password/');
  const address = `unknown-${Date.now()}@owner.test`;
  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${address}`);
});

test('a link that cannot be ours offers a new one', async ({ page }) => {
  await page.goto('/de/login/password/?token=broken');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Dieser Link ist abgelaufen oder wurde bereits verwendet.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Einen neuen Link anfordern' }).click();
  await expect(page).toHaveURL(/\/de\/login\/passwort-vergessen\/$/);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the login fits the screen', async ({ page }) => {
    await page.goto('/nl/login/');
    await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
