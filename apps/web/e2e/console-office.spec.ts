import { expect, test } from './support/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { visitorAddress, waitForMail } from './support/mailbox';
import { createOperatorWithCli, loginAsNewOperator } from './support/operator';

// Issue 24, the office: an office manager does the day's work in the console
// without asking anyone. Its own frame; the outbox read by subject and each
// mail opened as sent, then sent again; the change history in words; an
// import followed without a reload, named after whoever started it; the
// authenticator's QR code and settings that say what they do.

/** A mail the worker gave up on, as its outbox row then reads: retried from the console, it really leaves. */
async function storeDeadMail(to: string): Promise<string> {
  const id = randomUUID();
  await withDatabase((client) =>
    client.query(
      `INSERT INTO mail_outbox (id, template, locale, to_address, data, state, attempts, last_error, message_id)
       VALUES ($1, 'lead-confirmation', 'fr', $2, $3::jsonb, 'dead', 8, 'Error: 451 4.3.0 mailbox temporarily unavailable', $4)`,
      [id, to, JSON.stringify({ kind: 'site-contact', recipient: { firstName: 'Anne' } }), `<${id}@agency.test>`],
    ),
  );
  return id;
}

test('the console has its own frame: no public menu, valuation button, cookie banner or footer; the operator and the logout stay in sight', async ({
  page,
}) => {
  await page.goto('/fr/console/login/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
  await expect(page.getByTestId('console-header')).toBeVisible();

  await loginAsNewOperator(page, 'fr', 'Martine Dubois');
  for (const path of ['/fr/console/', '/fr/console/mail/', '/fr/console/site/changes/']) {
    await page.goto(path);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
    // The public header's free valuation button (a mail or a request may well be named after that form).
    await expect(page.locator('a[href="/fr/estimation-gratuite/"]')).toHaveCount(0);
    await expect(page.getByTestId('console-operator')).toContainText('Martine Dubois');
  }
  // Scrolled to the bottom of a long page, on a phone too: who is working, and the way out.
  for (const size of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/fr/console/mail/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId('console-operator')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeInViewport();
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL(/\/fr\/console\/login\/$/);
});

test('mail: each e-mail listed by its subject, recipient and state; opened, it reads as sent, HTML and text; then it is sent again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAsNewOperator(page, 'fr');
  const to = visitorAddress('office-mail');
  await storeDeadMail(to);
  await page.goto(`/fr/console/mail/?q=${encodeURIComponent(to)}`);
  await page.getByTestId('mail-message').filter({ hasText: to }).getByRole('button', { name: 'Réessayer' }).click();
  const delivered = await waitForMail(to);

  await page.goto(`/fr/console/mail/?q=${encodeURIComponent(to)}`);
  const card = page.getByTestId('mail-message').filter({ hasText: to });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(delivered.subject);
  await expect(card).toContainText('Envoyé');
  await expect(card).toContainText('Confirmation à un visiteur');
  await expect(card).not.toContainText('lead-confirmation');

  await card.getByRole('link', { name: delivered.subject }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(delivered.subject);
  await expect(page.getByTestId('mail-facts')).toContainText(to);
  const frame = page.getByTestId('mail-html');
  // The mail's HTML runs nothing: a sandbox that allows nothing.
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('[data-testid="mail-html"]').locator('body')).toContainText('Bonjour');
  await expect(page.getByTestId('mail-text')).toContainText('Bonjour');
  await expectNoSeriousAxeViolations(page, '[data-testid="mail-html"]');

  await page.getByRole('button', { name: `Renvoyer le message à ${to}` }).click();
  await expect(page.getByTestId('operation-outcome')).toContainText('nouvelle copie');
  await expect(async () => {
    expect(
      (
        await withDatabase((client) =>
          client.query(`SELECT 1 FROM mail_outbox WHERE to_address = $1 AND resent_from IS NOT NULL`, [to]),
        )
      ).rowCount,
    ).toBe(1);
  }).toPass({ timeout: 10_000 });
});

test('change history: each change as the field, before and after in words, never JSON', async ({ page }) => {
  await loginAsNewOperator(page, 'fr');
  await page.goto('/fr/console/site/');
  const box = page.getByLabel('Afficher combien de biens une recherche trouve');
  const was = await box.isChecked();
  await box.setChecked(!was);
  await page.getByLabel('Titre de la bannière (néerlandais)').fill('Welkom bij het kantoor');
  await page.getByRole('button', { name: 'Publier maintenant' }).click();
  await expect(page.getByText('Publié : les visiteurs le voient dès maintenant.')).toBeVisible();

  await page.goto('/fr/console/site/changes/');
  const latest = page.locator('[data-change]').first();
  const yesNo = (value: boolean) => (value ? 'oui' : 'non');
  await expect(
    latest.getByTestId('change-line').filter({ hasText: 'Afficher combien de biens une recherche trouve' }),
  ).toHaveText(
    new RegExp(
      `Afficher combien de biens une recherche trouve\\s*:\\s*${yesNo(was)}\\s*→\\s*devient\\s*${yesNo(!was)}`,
    ),
  );
  await expect(
    latest.getByTestId('change-line').filter({ hasText: 'Titre de la bannière (néerlandais)' }),
  ).toContainText('Welkom bij het kantoor');
  const words = (await page.locator('[data-change]').allInnerTexts()).join('\n');
  expect(words).not.toMatch(/[{}"[\]]|searchTitles|showSearchCount/);
  await expectNoSeriousAxeViolations(page);
  // Put back as it was, for whoever looks next.
  await latest.getByRole('button', { name: /Annuler la modification/ }).click();
  await expect(page.getByText(/La modification est annulée/)).toBeVisible();
});

test('imports: the page follows an import started from the console until it ends, without a reload, and names who started it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsNewOperator(page, 'en', 'Jonas Peeters');
  await page.goto('/en/console/imports/');
  await page.getByLabel('Incremental: what changed in the CRM since the last import').check();
  await page.getByRole('button', { name: 'Start the import' }).click();
  await expect(page.getByTestId('operation-outcome')).toHaveText(/The import is queued/);
  // A reload would lose this: the page refreshes its content, not the document.
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  const mine = page.getByTestId('sync-run').filter({ hasText: 'Jonas Peeters' });
  await expect(mine.first()).toBeVisible({ timeout: 45_000 });
  await expect(mine.first()).toContainText(/Succeeded|Skipped|Failed/, { timeout: 45_000 });
  expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(
    true,
  );
  await expect(mine.first()).not.toContainText('Operator');
});

test('setup shows the key as a QR code beside it; every setting says in office words what it does, in every language', async ({
  page,
}) => {
  await page.goto(createOperatorWithCli(`ops-qr-${Date.now()}@agency.test`, 'Sofie Claes', 'nl'));
  const qr = page.getByRole('img', { name: 'QR-code van de sleutel voor de authenticator-app' });
  await expect(qr).toBeVisible();
  await expect(qr.locator('svg path').first()).toBeAttached();
  const [qrBox, keyBox] = [await qr.boundingBox(), await page.getByTestId('totp-secret').boundingBox()];
  // Beside it on a desk: the code on the left, the key to type on its right, at the same height.
  expect(qrBox && keyBox && keyBox.x > qrBox.x + qrBox.width - 1 && keyBox.y < qrBox.y + qrBox.height).toBe(true);
  await expectNoSeriousAxeViolations(page);

  await loginAsNewOperator(page, 'fr');
  for (const locale of ['fr', 'nl', 'en', 'de']) {
    await page.goto(`/${locale}/console/site/`);
    await expect(page.locator('form input[name="phone"]')).toBeVisible();
    await expect(page.getByText(/Codes de bandeau|Marquee codes|Bandcodes|Laufband-Codes/)).toHaveCount(0);
    // Every setting has its line of help, read out with it.
    const unexplained = await page
      .locator('form[aria-labelledby="settings-form"] :is(input, select, textarea):not([type="hidden"])')
      .evaluateAll((controls) =>
        controls
          .filter(
            (control) =>
              !(control.getAttribute('aria-describedby') ?? '')
                .split(' ')
                .some((id) => (document.getElementById(id)?.textContent ?? '').trim() !== ''),
          )
          .map((control) => control.getAttribute('name')),
      );
    expect(unexplained).toEqual([]);
  }
  await page.goto('/fr/console/site/');
  await expect(page.getByText(/3 Vendu/)).toBeVisible();
});
