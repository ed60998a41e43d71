import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { visitorAddress, waitForMail } from './support/mailbox';
import { fillVisitor, recordCspViolations, scrollsSideways } from './support/visitor-form';

// The Contact page's form (site-contact): sent with JavaScript through the
// /api relay, stored by the BFF, mailed by the worker to the test SMTP server.
const AGENCY_MAIL = 'agency@agency.test';

test.describe.configure({ timeout: 90_000 });

for (const { locale, submit, thanks, subject } of [
  { locale: 'fr', submit: 'Envoyer le message', thanks: 'Merci', subject: 'Nous avons bien reçu votre demande' },
  { locale: 'nl', submit: 'Bericht verzenden', thanks: 'Bedankt', subject: 'We hebben uw aanvraag goed ontvangen' },
] as const) {
  test(`a ${locale} contact message reaches the agency, answerable to the visitor, who is thanked in ${locale}`, async ({
    page,
  }) => {
    const email = visitorAddress(`contact-${locale}`);
    const violations = await recordCspViolations(page);
    await page.goto(`/${locale}/contact/`);
    // The agency's facts beside the form, from the site configuration.
    await expect(page.locator('aside a[href^="tel:"]')).toHaveText('0475 12 34 56');
    await fillVisitor(page, { title: 'ms', firstName: 'Anne', lastName: 'Peeters', email, phone: '0475 11 22 33' });
    await page.locator('#f-remark').fill('Pouvez-vous me rappeler au sujet de vos biens à Ixelles ?');
    await page.getByRole('button', { name: submit }).click();

    await expect(page).toHaveURL(`/${locale}/${locale === 'fr' ? 'merci' : 'bedankt'}/site-contact/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks);
    // The captcha's worker, the form's code and the navigation all within the page's policy.
    expect(violations).toEqual([]);

    const agencyMail = await waitForMail(AGENCY_MAIL, (mail) => mail.replyTo.includes(email));
    expect(agencyMail.text).toContain('Peeters');
    expect(agencyMail.text).toContain('Ixelles');
    const confirmation = await waitForMail(email);
    expect(confirmation.subject).toBe(subject);
  });
}

test('errors show beside each field and in the summary, focus goes to the first, and what was typed stays', async ({
  page,
}) => {
  await page.goto('/fr/contact/');
  await page.locator('#f-firstName').fill('Anne');
  await page.locator('#f-email').fill('anne@');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Veuillez vérifier les champs indiqués en rouge.' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: /^Adresse e-mail/ })).toHaveAttribute('href', '#f-email');
  // The first red field in the form's order takes the focus.
  await expect(page.locator('#f-title')).toBeFocused();
  const email = page.locator('#f-email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#f-email-error')).toHaveText('Veuillez encoder une adresse e-mail valide.');
  await expect(email).toHaveAttribute('aria-describedby', /f-email-error/);
  await expect(page.locator('#f-lastName-error')).toHaveText('Ce champ est obligatoire.');
  await expect(page.locator('#f-firstName')).toHaveValue('Anne');
  await expect(email).toHaveValue('anne@');
  await expect(page).toHaveURL('/fr/contact/');
  await expectNoSeriousAxeViolations(page);

  // Fixing a field clears its message as the visitor types.
  await email.fill('anne@example.be');
  await expect(page.locator('#f-email-error')).toHaveCount(0);
});

test('Send on an untouched form names every required field at once', async ({ page }) => {
  await page.goto('/fr/contact/');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Veuillez vérifier les champs indiqués en rouge.' });
  await expect(summary).toBeVisible();
  for (const field of ['#f-lastName', '#f-firstName', '#f-email', '#f-phone']) {
    await expect(page.locator(field)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.locator('#f-title')).toBeFocused();
  await expect(page).toHaveURL('/fr/contact/');
});

test('a send the BFF could not store says so, keeps every value, and the next try goes through', async ({ page }) => {
  const email = visitorAddress('contact-retry');
  await page.route('**/api/forms/site-contact', (route) =>
    route.fulfill({ status: 503, json: { code: 'LEAD_NOT_STORED' } }),
  );
  await page.goto('/fr/contact/');
  await fillVisitor(page, { title: 'mr', firstName: 'Marc', lastName: 'Dubois', email, phone: '02 123 45 67' });
  await page.locator('#f-remark').fill('Un message qui ne doit pas se perdre.');
  await page.locator('#f-contactPreference-1').check();
  await page.locator('#f-timeSlots').check();
  await page.getByRole('button', { name: 'Envoyer le message' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: "Votre e-mail n'a pas été envoyé. Veuillez réessayer." }),
  ).toBeVisible();
  await expect(page).toHaveURL('/fr/contact/');
  await expect(page.locator('#f-title')).toHaveValue('mr');
  await expect(page.locator('#f-lastName')).toHaveValue('Dubois');
  await expect(page.locator('#f-email')).toHaveValue(email);
  await expect(page.locator('#f-remark')).toHaveValue('Un message qui ne doit pas se perdre.');
  await expect(page.locator('#f-contactPreference-1')).toBeChecked();
  await expect(page.locator('#f-timeSlots')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();

  await page.unroute('**/api/forms/site-contact');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page).toHaveURL('/fr/merci/site-contact/');
  const agencyMail = await waitForMail(AGENCY_MAIL, (mail) => mail.replyTo.includes(email));
  expect(agencyMail.text).toContain('Dubois');
});

test('the contact page passes axe and fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/contact/');
  await expect(page.locator('#f-title')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousAxeViolations(page);
});
