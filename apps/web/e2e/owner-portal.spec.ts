import { addDays, ownerCookies, statisticsDayOf } from '@immo/domain';
import { getMessages, type Locale } from '@immo/i18n';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  OWNER_PASSWORD,
  SAMPLE_OWNERS,
  passwordMailCount,
  passwordLinkAfter,
  recordDailyViews,
  recordedStatistics,
  recordViews,
  setFirstPassword,
  withDatabase,
} from './support/owner';
import { scrollsSideways } from './support/visitor-form';

// The owner portal's journeys: the first password through the mailed link,
// the dashboard's figures against the database, another owner's property,
// logout and the phone. Each test has its own sample owner.

async function logIn(page: Page, email: string, password = OWNER_PASSWORD): Promise<void> {
  await page.goto('/fr/login/');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/fr\/espace-proprietaire\/$/);
}

test('first visit: the link by mail, two passwords that differ, a common one, then the dashboard; the link is spent', async ({
  page,
}) => {
  const { email } = SAMPLE_OWNERS.luc;
  const before = await passwordMailCount(email);
  await page.goto('/fr/login/');
  await page.getByRole('link', { name: 'Première visite ou mot de passe oublié ?' }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText(email);
  const link = await passwordLinkAfter(email, before);

  await page.goto(link);
  await expectNoSeriousAxeViolations(page);
  // The mail's link is in the owner's language.
  const { Validation } = getMessages(new URL(link).pathname.split('/')[1] as Locale);
  const password = page.locator('#f-password');
  const confirmation = page.locator('#f-confirmation');
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  await password.fill(OWNER_PASSWORD);
  await confirmation.fill(`${OWNER_PASSWORD}-x`);
  await page.locator('form button[type=submit]').click();
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#f-confirmation-error')).toHaveText(Validation.passwordsNotIdentical);
  await password.fill('password123');
  await confirmation.fill('password123');
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('#f-password-error')).toHaveText(Validation.passwordTooCommon);
  await password.fill(OWNER_PASSWORD);
  await confirmation.fill(OWNER_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/(espace-proprietaire|eigenaar|owner|eigentuemer)\/$/);
  await expect(page.getByTestId(`property-${SAMPLE_OWNERS.luc.properties[0]}`)).toBeVisible();

  // The same link again: spent, and the page offers a new one.
  await page.goto(link);
  await page.locator('#f-password').fill(`${OWNER_PASSWORD}-2`);
  await page.locator('#f-confirmation').fill(`${OWNER_PASSWORD}-2`);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('alert').filter({ has: page.getByRole('link') })).toBeVisible();
});

test("the dashboard's figures are the views the database holds for the owner's properties", async ({ page }) => {
  const owner = SAMPLE_OWNERS.marc;
  const [first, second] = owner.properties;
  await withDatabase(async (client) => {
    const today = statisticsDayOf(new Date());
    await recordViews(client, first, 3, new Date());
    await recordViews(client, second, 1, new Date());
    await recordDailyViews(client, first, addDays(today, -3), 5);
    await recordDailyViews(client, first, addDays(today, -40), 11);
    await recordDailyViews(client, second, addDays(today, -12), 2);
  });
  await setFirstPassword(page, owner.email);
  await page.goto('/fr/espace-proprietaire/');
  for (const id of owner.properties) {
    const expected = await withDatabase((client) => recordedStatistics(client, id));
    const figures = page.getByTestId(`views-${id}`);
    await expect(figures.locator('[data-figure=today] dd')).toHaveText(String(expected.today));
    await expect(figures.locator('[data-figure=week] dd')).toHaveText(String(expected.thisWeek));
    await expect(figures.locator('[data-figure=month] dd')).toHaveText(String(expected.thisMonth));
    await expect(figures.locator('[data-figure=total] dd')).toHaveText(String(expected.total));
  }
  await expectNoSeriousAxeViolations(page);

  // The property's page: the same figures, the graph's table day by day, today's figure live.
  await page.getByTestId(`property-${first}`).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/fr/espace-proprietaire/${first}/$`));
  const expected = await withDatabase((client) => recordedStatistics(client, first));
  const rows = page.getByTestId('views-table').locator('tbody tr');
  await expect(rows).toHaveCount(30);
  await expect(rows.first().locator('td')).toHaveText(String(expected.today));
  await expect(page.locator('.apexcharts-canvas')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await withDatabase((client) => recordViews(client, first, 2, new Date()));
  // SWR asks again when the owner comes back to the tab (at most every 5 s), without a reload.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return page.getByTestId('today-views').textContent();
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(String(expected.today + 2));
});

test("another owner's property, and one that does not exist, answer the 404 page", async ({ page }) => {
  const owner = SAMPLE_OWNERS.koen;
  await setFirstPassword(page, owner.email);
  for (const id of [SAMPLE_OWNERS.luc.properties[0], 999999]) {
    const response = await page.goto(`/fr/espace-proprietaire/${id}/`);
    expect(response?.status(), String(id)).toBe(404);
  }
  const own = await page.goto(`/fr/espace-proprietaire/${owner.properties[0]}/`);
  expect(own?.status()).toBe(200);
  // The owner's figures are kept by no cache on the way.
  expect(own?.headers()['cache-control']).toContain('no-store');
  // The BFF itself, asked directly through the relay.
  const answer = await page.request.get(`/api/owner/properties/${SAMPLE_OWNERS.luc.properties[1]}`);
  expect(answer.status()).toBe(404);
});

test('logout ends the session: the old refresh cookie is refused and the portal leads to the login', async ({
  page,
  baseURL,
}) => {
  const owner = SAMPLE_OWNERS.els;
  // The first password logs the owner in (the login page would now lead a live session straight to the dashboard).
  await setFirstPassword(page, owner.email);
  await page.goto('/fr/espace-proprietaire/');
  const names = ownerCookies(baseURL ?? 'http://127.0.0.1');
  const refresh = (await page.context().cookies()).find((cookie) => cookie.name === names.refresh);
  expect(refresh?.httpOnly).toBe(true);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL(/\/fr\/login\/$/);
  const replay = await fetch(new URL('/api/owner/session/refresh', baseURL), {
    method: 'POST',
    headers: { cookie: `${names.refresh}=${refresh?.value}` },
  });
  expect(replay.status).toBe(401);
  await page.goto('/fr/espace-proprietaire/');
  await expect(page).toHaveURL(/\/fr\/login\/$/);
});

test('an expired access cookie is renewed: by the proxy when a page loads, by the page when it calls', async ({
  page,
  baseURL,
}) => {
  const owner = SAMPLE_OWNERS.els;
  await logIn(page, owner.email);
  const names = ownerCookies(baseURL ?? 'http://127.0.0.1');
  const refreshBefore = (await page.context().cookies()).find((cookie) => cookie.name === names.refresh)?.value;
  // As the browser does when the ten minutes are over.
  await page.context().clearCookies({ name: names.access });
  await page.reload();
  await expect(page).toHaveURL(/\/fr\/espace-proprietaire\/$/);
  const renewed = await page.context().cookies();
  expect(renewed.find((cookie) => cookie.name === names.access)).toBeDefined();
  // Rotated: a new refresh token came with the new access token (both cookies through the relay and the proxy).
  expect(renewed.find((cookie) => cookie.name === names.refresh)?.value).not.toBe(refreshBefore);

  await page.context().clearCookies({ name: names.access });
  const weekly = page.getByRole('switch');
  await weekly.click();
  await expect(page.getByText('Votre choix a été enregistré.')).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === names.access)).toBeDefined();
});

test('the account: the weekly e-mail switch is kept, a new password needs the current one', async ({ page }) => {
  const owner = SAMPLE_OWNERS.koen;
  await logIn(page, owner.email);
  const weekly = page.getByRole('switch', {
    name: "M'envoyer chaque semaine un e-mail avec les chiffres de mes biens",
  });
  await expect(weekly).toBeChecked();
  await weekly.uncheck();
  await expect(page.getByText('Votre choix a été enregistré.')).toBeVisible();
  await page.reload();
  await expect(weekly).not.toBeChecked();

  const form = page.locator('#account form');
  await form.locator('#f-currentPassword').fill('not-my-password');
  await form.locator('#f-password').fill(`${OWNER_PASSWORD}-new`);
  await form.locator('#f-confirmation').fill(`${OWNER_PASSWORD}-new`);
  await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Le mot de passe actuel n'est pas correct." })).toBeVisible();
  await form.locator('#f-currentPassword').fill(OWNER_PASSWORD);
  await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié.', { exact: false })).toBeVisible();
  // Still logged in with the new session's cookies, and the new password opens the portal next time.
  await page.reload();
  await expect(page).toHaveURL(/\/fr\/espace-proprietaire\/$/);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL(/\/fr\/login\/$/);
  await logIn(page, owner.email, `${OWNER_PASSWORD}-new`);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the dashboard shows this week's figure without sideways scrolling", async ({ page }) => {
    await logIn(page, SAMPLE_OWNERS.marc.email);
    // The first property's week, on the first screen.
    const week = page.locator('[data-testid^="views-"]').first().locator('[data-figure=week]');
    await expect(week).toBeInViewport();
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login says what is missing and keeps the address, then opens the portal; logout ends the session', async ({
    page,
  }) => {
    const owner = SAMPLE_OWNERS.luc;
    await page.goto('/fr/login/');
    // Checked by the server action with the same schema (no password tried: the login limits are the BFF's, tested there).
    await page.getByLabel('Adresse e-mail').fill(owner.email);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByLabel('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#f-password-error')).toHaveText(getMessages('fr').Validation.passwordRequired);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(owner.email);
    await page.getByLabel('Mot de passe').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/fr\/espace-proprietaire\/$/);
    await expect(page.getByTestId(`views-${owner.properties[0]}`).locator('[data-figure=week] dd')).toHaveText(/^\d+$/);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr\/login\/$/);
    await page.goto('/fr/espace-proprietaire/');
    await expect(page).toHaveURL(/\/fr\/login\/$/);
  });
});
