import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { createOperatorWithCli, totpFor } from './support/operator';

// The operators' console (issue 15): an operator created by the CLI sets up
// password and authenticator with the single-use link, logs in with a code,
// sees who is logged in, opens Bull Board through the same session, logs out.

const PASSWORD = 'Console-Sleutel-2026-Namen';

test('an operator created by the CLI sets up, logs in with a code, opens Bull Board and logs out', async ({ page }) => {
  const email = `ops-${Date.now()}@agency.test`;
  const setupPath = createOperatorWithCli(email, 'Ann Ops', 'en');
  await page.goto(setupPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your console access');
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await expect(page.getByRole('link', { name: 'Open in the authenticator app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('Type the password again').fill(PASSWORD);
  await page.getByLabel('Code the app now shows').fill(totpFor(secret));
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await page.waitForURL(/\/en\/console\/$/);
  await expect(page.getByText(`Logged in as Ann Ops (${email}).`)).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/en\/console\/login\/$/);
  // Without a session the console and Bull Board send the browser to the login.
  await page.goto('/en/console/');
  await page.waitForURL(/\/en\/console\/login\/$/);

  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  // The setup spent the current code: the next one, as the app shows it within seconds.
  await page.getByLabel('Code from the authenticator app').fill(totpFor(secret, 1));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/en\/console\/$/);

  await page.getByRole('link', { name: 'Queues and jobs (Bull Board)' }).click();
  await page.waitForURL(/\/api\/admin\/queues/);
  await expect(page).toHaveTitle(/Immo queues/);
  await page.goBack();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/en\/console\/login\/$/);
  const board = await page.request.get('/api/admin/queues/api/queues');
  expect(board.status()).toBe(401);
});

test('a wrong login says so and keeps what was typed; the login page passes axe and is not indexed', async ({
  page,
}) => {
  await page.goto('/fr/console/login/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Adresse e-mail').fill('nobody@agency.test');
  await page.getByLabel('Mot de passe').fill('not-the-password');
  await page.getByLabel("Code de l'application d'authentification").fill('123 456');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: "L'adresse e-mail, le mot de passe ou le code n'est pas correct." }),
  ).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('nobody@agency.test');
  await expect(page.getByLabel('Mot de passe')).toHaveValue('not-the-password');
});

test('without JavaScript an operator sets up, logs in with a code and logs out, and a wrong code keeps the address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `ops-nojs-${Date.now()}@agency.test`;
  await page.goto(createOperatorWithCli(email, 'Bert Ops', 'nl'));
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmation"]').fill(PASSWORD);
  await page.locator('input[name="code"]').fill(totpFor(secret));
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/nl\/console\/$/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await page.waitForURL(/\/nl\/console\/login\/$/);

  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="code"]').fill('000000');
  await page.locator('form button[type="submit"]').click();
  // The server's answer: one message for every wrong part, the address typed kept, the password not sent back.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Het e-mailadres, het wachtwoord of de code is niet juist.' }),
  ).toBeVisible();
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="code"]').fill(totpFor(secret, 1));
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/nl\/console\/$/);
  await context.close();
});
