import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { type SentMail, visitorAddress, waitForMail } from './support/mailbox';
import { fillVisitor, scrollsSideways, typeCaptchaCharacters } from './support/visitor-form';

// Keep me informed (demand-register): the form with its region map, the
// double opt-in mail read back from the test SMTP server, the confirmation
// page's button, and the one-click unsubscribe (RFC 8058).
test.describe.configure({ timeout: 90_000 });

// The e2e stack's AGENCY_MAIL_TO (tools/e2e/global-setup.mjs).
const AGENCY_MAIL = 'agency@agency.test';

const LANGUAGES = [
  {
    locale: 'fr',
    path: '/fr/recherche/',
    thanks: '/fr/merci/recherche/',
    submit: 'Enregistrer ma recherche',
    confirmPath: '/fr/confirmer-inscription/',
    confirm: 'Confirmer',
    confirmed: 'Votre recherche est confirmée',
  },
  {
    locale: 'nl',
    path: '/nl/zoeken/',
    thanks: '/nl/bedankt/zoeken/',
    submit: 'Zoekopdracht registreren',
    confirmPath: '/nl/inschrijving-bevestigen/',
    confirm: 'Bevestigen',
    confirmed: 'Uw zoekopdracht is bevestigd',
  },
] as const;

/** The link of a mail's text that starts with `path` (its query included). */
function linkIn(mail: SentMail, path: string): string {
  const match = new RegExp(`https?://[^\\s<>"]*${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  expect(match, `a ${path} link in the mail`).not.toBeNull();
  return new URL(match?.[0] ?? '').pathname + new URL(match?.[0] ?? '').search;
}

async function fillDemand(page: Page, email: string): Promise<void> {
  await page.locator('#f-goal').check();
  await page.locator('#f-propertyTypes').check();
  // The map, by keyboard: from the last type checkbox, Tab reaches the regions; Space picks one.
  await page.locator('input[name="propertyTypes"]').last().focus();
  await page.keyboard.press('Tab');
  const flanders = page.locator('svg [data-region="flanders"]');
  await expect(flanders).toBeFocused();
  await page.keyboard.press('Tab');
  const wallonia = page.locator('svg [data-region="wallonia"]');
  await expect(wallonia).toBeFocused();
  await page.keyboard.press('Space');
  await expect(wallonia).toHaveAttribute('aria-checked', 'true');
  // The list holds the same choice.
  await expect(page.locator('input[name="zones"][value="region:wallonia"]')).toBeChecked();
  await page.locator('#f-budgetMax').fill('450000');
  await fillVisitor(page, { title: 'ms', firstName: 'Anne', lastName: 'Lambert', email, phone: '0475 11 22 33' });
}

for (const language of LANGUAGES) {
  test(`a ${language.locale} demand is confirmed from its mail by the page's button, never by opening the link`, async ({
    page,
  }) => {
    const email = visitorAddress(`demand-${language.locale}`);
    await page.goto(language.path);
    await fillDemand(page, email);
    await page.getByRole('button', { name: language.submit }).click();
    await expect(page).toHaveURL(language.thanks);

    const mail = await waitForMail(email);
    // Whoever did not sign up can refuse from their mail program at once.
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https?:\/\/[^>]+\/api\/subscriptions\/unsubscribe\?token=demand\./,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const confirmLink = linkIn(mail, language.confirmPath);

    await page.goto(confirmLink);
    await expect(page.getByRole('button', { name: language.confirm })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // Opening the link again still shows the button: the first visit confirmed nothing.
    await page.reload();
    await page.getByRole('button', { name: language.confirm }).click();
    await expect(page.getByRole('status')).toContainText(language.confirmed);
  });
}

test('the one-click unsubscribe of the mail works cross-site without a session, and the page behind the link unsubscribes only by its button', async ({
  page,
  playwright,
}) => {
  const email = visitorAddress('demand-unsubscribe');
  await page.goto('/fr/recherche/');
  await fillDemand(page, email);
  await page.getByRole('button', { name: 'Enregistrer ma recherche' }).click();
  await expect(page).toHaveURL('/fr/merci/recherche/');
  const mail = await waitForMail(email);
  const unsubscribe = new URL((mail.headers['list-unsubscribe'] ?? '').replace(/^<|>$/g, ''));

  // A person opening the link: the page with the button, nothing done yet.
  await page.goto(unsubscribe.pathname + unsubscribe.search);
  await expect(page).toHaveURL(/\/fr\/desinscription\/\?token=demand\./);
  await expect(page.getByRole('button', { name: 'Me désinscrire' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(page.getByRole('status')).toContainText('Vous êtes désinscrit');

  // A mail provider's POST (RFC 8058): another origin, no cookie, a form body; answered the same after the first time.
  const provider = await playwright.request.newContext({ extraHTTPHeaders: { origin: 'https://mail.example.com' } });
  const answer = await provider.post(unsubscribe.toString(), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ subject: 'demand', state: 'unsubscribed' });
  await provider.dispose();

  // The confirmation link of an unsubscribed demand leads nowhere.
  await page.goto(linkIn(mail, '/fr/confirmer-inscription/'));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'n’est plus valable' })).toBeVisible();
});

test('the demand page passes axe with its map, and fits a 390 px phone without sideways scrolling', async ({
  page,
}) => {
  await page.goto('/fr/recherche/');
  await expect(page.locator('svg [data-region="brussels"]')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The map toggles by click too, in step with the list.
  await page.locator('svg [data-region="brussels"]').click();
  await expect(page.locator('input[name="zones"][value="region:brussels"]')).toBeChecked();
  await page.locator('input[name="zones"][value="region:brussels"]').uncheck();
  await expect(page.locator('svg [data-region="brussels"]')).toHaveAttribute('aria-checked', 'false');

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/fr/recherche/', '/fr/desinscription/', '/fr/confirmer-inscription/?token=x']) {
    await page.goto(path);
    expect(await scrollsSideways(page), path).toBe(false);
  }
});

test('an empty demand names the missing goal, type and zone, and focuses the first', async ({ page }) => {
  await page.goto('/nl/zoeken/');
  await page.locator('#f-firstName').fill('Anne');
  await page.getByRole('button', { name: 'Zoekopdracht registreren' }).click();
  await expect(page.locator('#f-goal')).toBeFocused();
  await expect(page.locator('#f-propertyTypes-error')).toBeVisible();
  await expect(page.locator('#f-zones-error')).toBeVisible();
  await expect(page.locator('#f-zones')).toHaveAttribute('aria-invalid', 'true');
});

test('without JavaScript the list picks the zones (no map is drawn), and the demand is stored and confirmed alike', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = visitorAddress('demand-nojs');
  await page.goto('/fr/recherche/');
  await expect(page.locator('svg [data-region]')).toHaveCount(0);
  await page.locator('#f-goal-1').check();
  await page.locator('#f-propertyTypes').check();
  await page.locator('input[name="zones"][value="region:brussels"]').check();
  await fillVisitor(page, { title: 'mr', firstName: 'Jan', lastName: 'Peeters', email, phone: '0475 22 33 44' });
  await typeCaptchaCharacters(page);
  await page.getByRole('button', { name: 'Enregistrer ma recherche' }).click();
  await expect(page).toHaveURL('/fr/merci/recherche/');

  const mail = await waitForMail(email);
  await page.goto(linkIn(mail, '/fr/confirmer-inscription/'));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('status')).toContainText('Votre recherche est confirmée');
  await context.close();
});

test('the newsletter page without a link: one answer whether the address was subscribed or not, and the address alone ends nothing', async ({
  page,
}) => {
  await page.goto('/en/unsubscribe/');
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('E-mail address').fill('nobody-at-all@visitor.test');
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If this address is subscribed to our newsletter, a link to unsubscribe is on its way to it.',
  );
});

for (const { locale, page: path, subscribe, thanks, confirmPath, confirm, confirmed } of [
  {
    locale: 'en',
    page: '/en/newsletter/',
    subscribe: 'Subscribe',
    thanks: '/en/thank-you/sign-newsletter/',
    confirmPath: '/en/confirm-subscription/',
    confirm: 'Confirm',
    confirmed: 'Your newsletter subscription is confirmed.',
  },
  {
    locale: 'fr',
    page: '/fr/newsletter/',
    subscribe: "S'inscrire",
    thanks: '/fr/merci/sign-newsletter/',
    confirmPath: '/fr/confirmer-inscription/',
    confirm: 'Confirmer',
    confirmed: 'Votre inscription à la newsletter est confirmée.',
  },
] as const) {
  test(`a newsletter sign-up is thanked and confirmed by e-mail (${locale})`, async ({ page }) => {
    const email = visitorAddress(`newsletter-${locale}`);
    await page.goto(path);
    await page.locator('#f-email').fill(email);
    await page.getByRole('button', { name: subscribe }).click();
    await expect(page).toHaveURL(thanks);
    const mail = await waitForMail(email);
    await page.goto(linkIn(mail, confirmPath));
    await page.getByRole('button', { name: confirm }).click();
    await expect(page.getByRole('status')).toContainText(confirmed);
  });
}

for (const { locale, submit, success } of [
  { locale: 'fr', submit: 'Envoyer mon témoignage', success: 'Merci pour votre témoignage' },
  { locale: 'nl', submit: 'Getuigenis verzenden', success: 'Bedankt voor uw getuigenis' },
] as const) {
  test(`a testimonial sent from the agency page gets the success message in place, and the agency its mail (${locale})`, async ({
    page,
  }) => {
    const email = visitorAddress(`testimonial-${locale}`);
    await page.goto(`/${locale}/Notre-agence/`);
    const form = page.locator('form[aria-labelledby="testimonial-form-title"]');
    await form.locator('#f-firstName').fill('Marc');
    await form.locator('#f-lastName').fill('Lambert');
    await form.locator('#f-email').fill(email);
    await form.locator('#f-text').fill('Un suivi impeccable, du premier appel à la signature.');
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByRole('status')).toContainText(success);
    await expectNoSeriousAxeViolations(page);
    await waitForMail(AGENCY_MAIL, (mail) => mail.replyTo.includes(email));
  });
}
