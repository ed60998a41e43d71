import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { type SentMail, visitorAddress, waitForMail } from './support/mailbox';

// Issue 24: once a visitor has pressed the confirmation button of their
// alert's or newsletter's mail, the page says it is confirmed: its heading
// too, not "confirm your subscription" over "press the button".

function confirmLinkIn(mail: SentMail, path: string): string {
  const match = new RegExp(`https?://[^\\s<>"]*${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  expect(match, `a ${path} link in the mail`).not.toBeNull();
  const url = new URL(match?.[0] ?? '');
  return url.pathname + url.search;
}

async function signUp(page: Page, email: string): Promise<string> {
  await page.goto('/fr/newsletter/');
  await page.locator('#f-email').fill(email);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL('/fr/merci/sign-newsletter/');
  return confirmLinkIn(await waitForMail(email), '/fr/confirmer-inscription/');
}

test('after pressing Confirm, the heading and the text say the subscription is confirmed, and nothing asks to press the button', async ({
  page,
}) => {
  const link = await signUp(page, visitorAddress('confirmed-js'));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre inscription');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre inscription est confirmée');
  await expect(page.getByRole('status')).toHaveText('Votre inscription à la newsletter est confirmée.');
  await expect(page.getByText('Appuyez sur le bouton')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirmer' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('without JavaScript the page the button posts to says confirmed too', async ({ browser, page }) => {
  const link = await signUp(page, visitorAddress('confirmed-nojs'));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto(link);
  await noJs.getByRole('button', { name: 'Confirmer' }).click();
  await expect(noJs.getByRole('heading', { level: 1 })).toHaveText('Votre inscription est confirmée');
  await expect(noJs.getByText('Appuyez sur le bouton')).toHaveCount(0);
  await context.close();
});
