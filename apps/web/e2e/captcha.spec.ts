import { type IncomingHttpHeaders } from 'node:http';
import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { expectNoSeriousAxeViolations } from './support/axe';
import { visitorAddress } from './support/mailbox';
import { type OwnWeb, startOwnWeb } from './support/own-web';
import { startStubBff, type StubBff } from './support/stub-bff';
import { expect, test } from './support/test';
import { captchaCharactersOf, fillVisitor, scrollsSideways, typeCaptchaCharacters } from './support/visitor-form';

// The captcha a visitor without JavaScript meets: a picture of the
// characters (never the characters themselves), their spoken clip, another
// picture that keeps what was typed; and, past the network's challenge
// budget, a form page that still renders and says how long to wait.

test.describe.configure({ timeout: 90_000 });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the picture, its player and its buttons are axe-clean as a browser without JavaScript gets them', async ({
    page,
    browser,
  }) => {
    const response = await page.goto('/fr/contact/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('/api/forms/captcha/image?token=');
    // axe runs as a script: the same HTML, its own scripts taken out, in a page that runs axe's.
    const context = await browser.newContext({ javaScriptEnabled: true });
    const scripted = await context.newPage();
    await scripted.route('**/fr/contact/', (route) =>
      route.fulfill({ contentType: 'text/html', body: html.replace(/<script\b[\s\S]*?<\/script>/g, '') }),
    );
    await scripted.goto(page.url());
    await expect(scripted.getByRole('img', { name: /^Image anti-spam de 5 caractères/ })).toBeVisible();
    await expectNoSeriousAxeViolations(scripted);
    await context.close();
  });

  test('the contact form shows a picture and a spoken clip, another picture keeps what was typed, and the read characters send it (fr)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr/contact/');
    const field = page.getByRole('group', { name: 'Contrôle anti-spam' });
    const picture = field.getByRole('img', {
      name: 'Image anti-spam de 5 caractères. Si vous ne pouvez pas la voir, écoutez la version parlée ci-dessous.',
    });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(220);
    const token = await field.locator('input[name="captcha.token"]').inputValue();

    // The clip, in the page's language, as the native player fetches it.
    const clipPath = await field.locator('audio').getAttribute('src');
    expect(clipPath).toBe(`/api/forms/captcha/audio?token=${encodeURIComponent(token)}&locale=fr`);
    const clip = await page.request.get(clipPath ?? '');
    expect(clip.status()).toBe(200);
    expect(clip.headers()['content-type']).toBe('audio/wav');
    expect((await clip.body()).subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(await scrollsSideways(page)).toBe(false);

    const email = visitorAddress('captcha-renew');
    await fillVisitor(page, { title: 'ms', firstName: 'Anne', lastName: 'Peeters', email, phone: '0475 11 22 33' });
    await page.locator('#f-remark').fill('Rappelez-moi, merci.');
    await field.getByRole('button', { name: 'Afficher une autre image' }).click();

    // The same page, every value kept, no error, and a new challenge.
    await expect(page).toHaveURL('/fr/contact/');
    await expect(page.locator('#f-firstName')).toHaveValue('Anne');
    await expect(page.locator('#f-email')).toHaveValue(email);
    await expect(page.locator('#f-remark')).toHaveValue('Rappelez-moi, merci.');
    await expect(page.getByRole('alert').filter({ hasText: 'Veuillez vérifier' })).toHaveCount(0);
    const renewed = await page.locator('input[name="captcha.token"]').inputValue();
    expect(renewed).not.toBe(token);

    // The first challenge's characters do not open the second one.
    if (captchaCharactersOf(token) !== captchaCharactersOf(renewed)) {
      await page.locator('input[name="captcha.text"]').fill(captchaCharactersOf(token));
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(page.getByRole('group', { name: 'Contrôle anti-spam' })).toContainText(
        'Les caractères encodés ne sont pas valides',
      );
      await expect(page.locator('#f-firstName')).toHaveValue('Anne');
    }

    await typeCaptchaCharacters(page);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page).toHaveURL('/fr/merci/site-contact/');
  });
});

test.describe("past the network's challenge budget", () => {
  let stub: StubBff;
  let web: OwnWeb;
  const mints: IncomingHttpHeaders[] = [];

  // A BFF whose challenge budget is spent for everyone (90 s to wait), relaying everything else to the shared stack's.
  test.beforeAll(async () => {
    stub = await startStubBff((url, request, response) => {
      if (url !== '/api/forms/captcha') return false;
      mints.push(request.headers);
      response
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': '90' })
        .end('{"code":"RATE_LIMITED","message":"At most 30 captcha challenges a minute per network."}');
      return true;
    });
    // One proxy of ours in front: the visitor is the address it appended, as in production behind a load balancer.
    web = await startOwnWeb({ BFF_URL: stub.url, WEB_TRUSTED_PROXY_HOPS: '1' });
  });

  test.afterAll(async () => {
    await web?.stop();
    await stub?.close();
  });

  test('the form page still renders, says in its language how long to wait, and asked for the visitor, not for the web server', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
    });
    const page = await context.newPage();
    const response = await page.goto(`${web.url}/nl/contact/`);
    expect(response?.status()).toBe(200);
    const field = page.getByRole('group', { name: 'Controle tegen spam' });
    await expect(field).toContainText(
      'Er zijn te veel formulieren geopend vanaf uw netwerk. Wacht 2 minuten en probeer het dan opnieuw.',
    );
    await expect(field.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    await expect(field.getByRole('img')).toHaveCount(0);
    await context.close();

    const mint = mints.at(-1);
    expect(mint?.['x-forwarded-for']).toBe('198.51.100.77');
    expect(mint?.[INTERNAL_TOKEN_HEADER]).toBeTruthy();
  });
});
