import { ownerCookies } from '@immo/domain';
import { expect, test } from './support/test';
import { OWNER_DASHBOARDS, SAMPLE_OWNERS, setFirstPassword } from './support/owner';

// The top bar's "Espace propriétaire" is the login page's link: an owner who
// is logged in and clicks it means their portal, not a second login.

const owner = SAMPLE_OWNERS.jan;

test("a logged-in owner who opens the top bar's login link lands on their dashboard", async ({ page, baseURL }) => {
  await setFirstPassword(page, owner.email);
  await page.goto('/fr/a-vendre/');
  await page.getByTestId('top-bar').getByRole('link', { name: 'Espace propriétaire' }).click();
  await expect(page).toHaveURL(new RegExp(`${OWNER_DASHBOARDS.fr}$`));
  await expect(page.getByTestId(`property-${owner.properties[0]}`)).toBeVisible();

  // In another language, the dashboard in that language.
  await page.goto('/de/login/');
  await expect(page).toHaveURL(new RegExp(`${OWNER_DASHBOARDS.de}$`));

  // Ten minutes later the access cookie has lapsed: still the dashboard, the session renewed on the way.
  const names = ownerCookies(baseURL ?? 'http://127.0.0.1');
  await page.context().clearCookies({ name: names.access });
  await page.goto('/fr/login/');
  await expect(page).toHaveURL(new RegExp(`${OWNER_DASHBOARDS.fr}$`));
  expect((await page.context().cookies()).find((cookie) => cookie.name === names.access)).toBeDefined();

  // Logged out: the login form again.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL(/\/fr\/login\/$/);
  await page.goto('/fr/login/');
  await expect(page).toHaveURL(/\/fr\/login\/$/);
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
});

test('a session that ended elsewhere gets the login form, not a loop', async ({ page, baseURL }) => {
  const names = ownerCookies(baseURL ?? 'http://127.0.0.1');
  // The cookies of a session the BFF no longer knows (as after a password change on another device): an access token
  // that has not yet lapsed by its own clock, and a refresh token already spent.
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const access = `${part({ alg: 'HS256' })}.${part({ sub: String(owner.id), sid: 'ended', exp: Math.floor(Date.now() / 1000) + 300 })}.forged`;
  const domain = new URL(baseURL ?? 'http://127.0.0.1').hostname;
  await page.context().addCookies([
    { name: names.access, value: access, domain, path: '/', secure: names.secure, httpOnly: true },
    { name: names.refresh, value: 'spent-token', domain, path: '/', secure: names.secure, httpOnly: true },
  ]);
  const response = await page.goto('/fr/login/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/fr\/login\/$/);
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
});
