import { expect, test } from './support/test';
import { visitorAddress, waitForMail } from './support/mailbox';
import { loginAsNewOperator } from './support/operator';
import { fillVisitor } from './support/visitor-form';

// Issue 24, from the visitor's click to the agent's screen: a Dutch owner
// who wants to sell asks for a valuation; the agency reads the request in
// its own language (French, the site's setting), in words: "Vendre", never
// "Acheter"; the address on one line; the phone the Belgian way; sent by
// the agency's name, in a complete HTML document; and one click from the
// mail, the console's page of the same request says the same.
const AGENCY_MAIL = 'agency@agency.test';

test.describe.configure({ timeout: 120_000 });

test('a Dutch owner who wants to sell reaches the agency, in French, as an owner who wants to sell, in the mail and in the console', async ({
  page,
}) => {
  const email = visitorAddress('sell-nl');
  await page.goto('/nl/gratis-schatting/');
  await page.locator('#f-street').fill('Kerkstraat');
  await page.locator('#f-houseNumber').fill('12');
  await page.locator('#f-boxNr').fill('3');
  await page.locator('#f-zip').fill('9000');
  await page.locator('#f-city').fill('Gent');
  await page.locator('#f-propertyType').selectOption('house');
  await page.getByRole('radio', { name: 'te verkopen' }).check();
  await fillVisitor(page, { title: 'ms', firstName: 'Els', lastName: 'Peeters', email, phone: '0475123456' });
  await page.getByRole('button', { name: /schatting/i }).click();
  await expect(page).toHaveURL('/nl/bedankt/gratis-schatting/');

  const mail = await waitForMail(AGENCY_MAIL, (sent) => sent.replyTo.includes(email));
  expect(mail.from).toContain('Immo Horizon');
  expect(mail.replyTo).toContain(email);
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain('Vendre');
    expect(body).not.toContain('Acheter');
    expect(body).toContain('Kerkstraat 12');
    expect(body).toContain('9000 Gent');
    expect(body).toContain('0475 12 34 56');
    expect(body).toContain('Els Peeters');
  }
  // The visitor's language, said once, in the agency's.
  expect(mail.text).toMatch(/néerlandais/i);
  expect(mail.html).toMatch(/^<!doctype html>/i);
  expect(mail.html).toMatch(/<html lang="fr"/);
  expect(mail.html).toMatch(/<meta charset="utf-8"/i);
  expect(mail.headers['content-type'] ?? '').not.toMatch(/charset=(?!utf-8)/i);

  const consoleLink = /https?:\/\/[^\s"<>]+\/fr\/console\/requests\/[^\s"<>]+/.exec(mail.text)?.[0];
  expect(consoleLink, 'the mail links to the request in the console').toBeTruthy();

  await loginAsNewOperator(page, 'fr', 'Nora Bureau');
  await page.goto(new URL(consoleLink!).pathname);
  const main = page.getByRole('main');
  await expect(main).toContainText('Vendre');
  await expect(main).not.toContainText('Acheter');
  await expect(main).toContainText('Kerkstraat 12');
  await expect(main).toContainText('0475 12 34 56');
  await expect(main).not.toContainText(/\b(?:sale|house|ms)\b/);
});
