import {
  type CaptchaChallengeDto,
  encodeCaptchaAnswer,
  solvePow,
  type PageDto,
  type PropertySummaryDto,
  type VisitSlotsDto,
} from '@immo/domain';
import { expect, test, type APIRequestContext } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { mailsTo, type SentMail, visitorAddress, waitForMail } from './support/mailbox';
import { fillVisitor, typeCaptchaCharacters } from './support/visitor-form';

// Online visit booking: a visitor books a slot (POST /api/visit-bookings
// through the relay, as the property page's form does), gets the mail with
// the link to their visit's page, moves the visit there without JavaScript
// and cancels it with JavaScript; each change is e-mailed.
test.describe.configure({ timeout: 90_000 });

async function bookableProperty(request: APIRequestContext): Promise<{ id: number; slots: VisitSlotsDto['slots'] }> {
  const list = (await (
    await request.get('/api/properties?locale=fr&goal=sale&limit=20')
  ).json()) as PageDto<PropertySummaryDto>;
  for (const property of list.items) {
    const answer = (await (
      await request.get(`/api/properties/${property.id}/visit-slots?locale=fr`)
    ).json()) as VisitSlotsDto;
    if (answer.bookable && answer.slots.length > 2) return { id: property.id, slots: answer.slots };
  }
  throw new Error('no bookable property in the sample');
}

async function captcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/forms/captcha')).json()) as CaptchaChallengeDto;
  const number = await solvePow(challenge.pow);
  return encodeCaptchaAnswer({
    kind: 'pow',
    salt: challenge.pow.salt,
    number: number ?? 0,
    signature: challenge.pow.signature,
  });
}

test('a booked visit is e-mailed with its link; its page moves it without JavaScript and cancels it, each change e-mailed', async ({
  request,
  browser,
  baseURL,
}) => {
  const email = visitorAddress('visit-booking');
  const { id, slots } = await bookableProperty(request);
  // Past the demo's 24-hour cut-off, so the visit can still be changed.
  const later = slots.filter((slot) => Date.parse(slot.start) > Date.now() + 48 * 3_600_000);
  const [first, second] = later as [VisitSlotsDto['slots'][number], VisitSlotsDto['slots'][number]];
  const booked = await request.post('/api/visit-bookings', {
    headers: { origin: baseURL ?? '' },
    data: {
      locale: 'fr',
      captcha: await captcha(request),
      title: 'ms',
      firstName: 'Claire',
      lastName: 'Martin',
      email,
      phone: '0475 11 22 33',
      propertyId: id,
      slotStart: first.start,
    },
  });
  expect(booked.status()).toBe(201);

  const visitorMail = await waitForMail(email);
  const link = /https?:\/\/[^\s"<>]+\/fr\/visite\/[A-Za-z0-9_-]{32}\//.exec(visitorMail.text)?.[0];
  expect(link).toBeDefined();
  expect(visitorMail.attachments.map((file) => file.contentType)).toContainEqual(
    expect.stringContaining('text/calendar'),
  );
  // The agent's invitation (to the property's manager, else the agency), Reply-To the visitor.
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${process.env['E2E_SMTP_API']}/messages`)).json()) as SentMail[]).some(
          (mail) => mail.replyTo.includes(email) && mail.to !== email,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  const path = new URL(link ?? '').pathname;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre visite');
  await expect(page.getByText('Confirmée', { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Another time: the radio of the second slot (its day is open when it is the first day, else open it).
  const radio = page.locator(`input[name="slotStart"][value="${second.start}"]`);
  if (!(await radio.isVisible())) await page.locator('details', { has: radio }).locator('summary').click();
  await radio.check();
  await page.getByRole('button', { name: 'Déplacer ma visite à cette heure' }).click();
  await expect(page.getByText(/Votre visite est déplacée au/)).toBeVisible();
  await expect(page.locator('time')).toHaveAttribute('datetime', second.start);
  await noScript.close();

  const scripted = await browser.newContext();
  const withScript = await scripted.newPage();
  await withScript.goto(path);
  // axe runs in the page: the one with JavaScript.
  await expectNoSeriousAxeViolations(withScript);
  await withScript.getByRole('button', { name: 'Annuler ma visite' }).click();
  await expect(
    withScript.getByText('Votre visite est annulée. Vous recevrez une confirmation par e-mail.'),
  ).toBeVisible();
  await expect(withScript.getByText('Annulée', { exact: true })).toBeVisible();
  await expect(withScript.getByRole('button', { name: 'Annuler ma visite' })).toHaveCount(0);

  // Booked, moved, cancelled: three mails to the visitor.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(3);
  await scripted.close();
});

test("a link that leads to no visit says so, in the visitor's language", async ({ page }) => {
  await page.goto('/en/visit/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/');
  await expect(page.getByText(/This link does not lead to a visit/)).toBeVisible();
});

test('a visitor who loses the last seat sees that the appointments are full beside the times still free, with everything typed kept', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/fr/property/4164/');
  await page.getByRole('link', { name: 'Réserver une visite', exact: true }).click();
  const firstDay = page.locator('details').first();
  if (!(await firstDay.evaluate((details) => (details as HTMLDetailsElement).open)))
    await firstDay.locator('summary').click();
  const radio = firstDay.locator('input[name="slotStart"]').last();
  const slot = (await radio.getAttribute('value')) ?? '';
  await radio.check();
  await fillVisitor(page, {
    title: 'mr',
    firstName: 'Paul',
    lastName: 'Renard',
    email: visitorAddress('late-visitor'),
    phone: '0475 30 40 50',
  });

  // Meanwhile others take every seat of that time.
  for (let seat = 0; seat < 10; seat += 1) {
    const taken = await request.post('/api/visit-bookings', {
      headers: { origin: baseURL ?? '' },
      data: {
        locale: 'fr',
        captcha: await captcha(request),
        title: 'ms',
        firstName: 'Rapide',
        lastName: `Visiteuse ${seat}`,
        email: visitorAddress(`fast-${seat}`),
        phone: '0475 11 22 33',
        propertyId: 4164,
        slotStart: slot,
      },
    });
    if (taken.status() === 409) break;
    expect(taken.status()).toBe(201);
  }

  await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
  await expect(page.getByText('Les rendez-vous sont complets').first()).toBeVisible();
  await expect(page).toHaveURL(/reserver-une-visite\/$/);
  // The full time is gone from the picker; the other times are offered; nothing typed was lost.
  await expect(page.locator(`input[name="slotStart"][value="${slot}"]`)).toHaveCount(0);
  await expect(page.locator('input[name="slotStart"]').first()).toBeAttached();
  await expect(page.locator('#f-firstName')).toHaveValue('Paul');
});

test('a visitor who already holds a visit of the property is told so beside the times, in their language, with and without JavaScript, everything typed kept', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const email = visitorAddress('booked-once');
  const { slots } = (await (await request.get('/api/properties/4164/visit-slots?locale=fr')).json()) as VisitSlotsDto;
  const held = await request.post('/api/visit-bookings', {
    headers: { origin: baseURL ?? '' },
    data: {
      locale: 'fr',
      captcha: await captcha(request),
      title: 'ms',
      firstName: 'Claire',
      lastName: 'Martin',
      email,
      phone: '0475 11 22 33',
      propertyId: 4164,
      slotStart: slots[slots.length - 1]?.start,
    },
  });
  expect(held.status()).toBe(201);
  await waitForMail(email);
  const message = 'Vous avez déjà réservé une visite de ce bien.';

  const tryAgain = async (visitor: typeof page, withoutJavaScript: boolean) => {
    await visitor.goto('/fr/property/4164/');
    await visitor.getByRole('link', { name: 'Réserver une visite', exact: true }).click();
    await expect(visitor).toHaveURL(/reserver-une-visite\/$/);
    const firstDay = visitor.locator('details').first();
    if (!(await firstDay.evaluate((details) => (details as HTMLDetailsElement).open)))
      await firstDay.locator('summary').click();
    await firstDay.locator('input[name="slotStart"]').first().check();
    await fillVisitor(visitor, { title: 'ms', firstName: 'Claire', lastName: 'Martin', email, phone: '0475 11 22 33' });
    if (withoutJavaScript) await typeCaptchaCharacters(visitor);
    await visitor.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await expect(visitor.getByText(message).first()).toBeVisible();
    await expect(visitor).toHaveURL(/reserver-une-visite\/$/);
    await expect(visitor.locator('#f-firstName')).toHaveValue('Claire');
    await expect(visitor.locator('#f-email')).toHaveValue(email);
  };

  await tryAgain(page, false);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await tryAgain(await context.newPage(), true);
  await context.close();
  // Neither attempt booked a seat or mailed anyone: the one visit stays the visitor's only mail.
  expect(await mailsTo(email)).toHaveLength(1);
});
