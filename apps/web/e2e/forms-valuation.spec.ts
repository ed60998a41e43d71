import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { visitorAddress, waitForMail } from './support/mailbox';
import { fillVisitor, scrollsSideways, typeCaptchaCharacters } from './support/visitor-form';

// The free valuation (contact-demand), the header's button: with JavaScript
// in two languages, and without it (the server action's path).
const AGENCY_MAIL = 'agency@agency.test';

test.describe.configure({ timeout: 90_000 });

async function fillProperty(page: Page): Promise<void> {
  await page.locator('#f-street').fill('Rue du Bailli');
  await page.locator('#f-houseNumber').fill('12');
  await page.locator('#f-zip').fill('1050');
  await page.locator('#f-city').fill('Ixelles');
  await page.locator('#f-propertyType').selectOption('house');
}

test("the header's free valuation button opens the form, which reaches the agency and thanks the visitor in French", async ({
  page,
}) => {
  const email = visitorAddress('valuation-fr');
  await page.goto('/fr/');
  await page.getByRole('link', { name: 'Estimation gratuite' }).first().click();
  await expect(page).toHaveURL('/fr/estimation-gratuite/');
  await fillProperty(page);
  await fillVisitor(page, { title: 'mr', firstName: 'Luc', lastName: 'Janssens', email, phone: '0475 99 88 77' });
  await page.getByRole('button', { name: 'Demander mon estimation gratuite' }).click();

  await expect(page).toHaveURL('/fr/merci/estimation-gratuite/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci');
  const agencyMail = await waitForMail(AGENCY_MAIL, (mail) => mail.replyTo.includes(email));
  expect(agencyMail.text).toContain('Rue du Bailli');
  const confirmation = await waitForMail(email);
  expect(confirmation.subject).toBe('Nous avons bien reçu votre demande');
});

test('an English valuation request ends on the English thank-you page with an English confirmation', async ({
  page,
}) => {
  const email = visitorAddress('valuation-en');
  await page.goto('/en/free-valuation/');
  await fillProperty(page);
  await fillVisitor(page, { title: 'ms', firstName: 'Emma', lastName: 'Smith', email, phone: '+32 475 12 34 00' });
  await page.getByRole('button', { name: 'Request my free valuation' }).click();
  await expect(page).toHaveURL('/en/thank-you/free-valuation/');
  const confirmation = await waitForMail(email);
  expect(confirmation.subject).toBe('We have received your request');
});

test('without JavaScript the errors come back with every typed value, then the request goes through', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = visitorAddress('valuation-nojs');
  await page.goto('/fr/estimation-gratuite/');
  await page.locator('#f-street').fill('Chaussée de Waterloo');
  await page.locator('#f-firstName').fill('Sophie');
  await page.locator('#f-email').fill('sophie@');
  await page.locator('#f-timeSlots-2').check();
  await typeCaptchaCharacters(page);
  await page.getByRole('button', { name: 'Demander mon estimation gratuite' }).click();

  // The same page, rendered by the server with the errors.
  await expect(page).toHaveURL('/fr/estimation-gratuite/');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Veuillez vérifier les champs indiqués en rouge.' }),
  ).toBeVisible();
  await expect(page.locator('#f-houseNumber-error')).toHaveText("Veuillez encoder l'adresse du bien à estimer.");
  await expect(page.locator('#f-email-error')).toHaveText('Veuillez encoder une adresse e-mail valide.');
  await expect(page.locator('#f-street')).toHaveValue('Chaussée de Waterloo');
  await expect(page.locator('#f-firstName')).toHaveValue('Sophie');
  await expect(page.locator('#f-email')).toHaveValue('sophie@');
  await expect(page.locator('#f-timeSlots-2')).toBeChecked();
  // The first red field has the focus, as far as a page without JavaScript can give it.
  await expect(page.locator('#f-houseNumber')).toBeFocused();

  await page.locator('#f-houseNumber').fill('401');
  await page.locator('#f-zip').fill('1180');
  await page.locator('#f-city').fill('Uccle');
  await page.locator('#f-propertyType').selectOption('apartment');
  await page.locator('#f-title').selectOption('ms');
  await page.locator('#f-lastName').fill('Lambert');
  await page.locator('#f-email').fill(email);
  await page.locator('#f-phone').fill('0475 55 44 33');
  await typeCaptchaCharacters(page);
  await page.getByRole('button', { name: 'Demander mon estimation gratuite' }).click();

  await expect(page).toHaveURL('/fr/merci/estimation-gratuite/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci');
  const agencyMail = await waitForMail(AGENCY_MAIL, (mail) => mail.replyTo.includes(email));
  expect(agencyMail.text).toContain('Uccle');
  await context.close();
});

test('the valuation page passes axe and fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/nl/gratis-schatting/');
  await expect(page.locator('#f-street')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousAxeViolations(page);
});
