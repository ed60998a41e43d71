import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { visitorAddress, waitForMail } from './support/mailbox';
import { fillVisitor, typeCaptchaCharacters } from './support/visitor-form';

// The forms of a property page: opened in place with JavaScript (their code
// loads on the click), each also on its own page that works without it.
// Sample export: 4164 an Etterbeek apartment for sale with one document,
// 4133 an Ixelles rental, both managed by Sophie Lambert.
const MANAGER = 'sophie.lambert@immo.example';
const SALE = '/fr/property/4164/';
const RENT = '/fr/property/4133/';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test.describe.configure({ timeout: 120_000 });

async function openForm(page: Page, property: string, linkName: string): Promise<void> {
  await page.goto(property);
  await page.getByRole('link', { name: linkName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 3, name: linkName })).toBeVisible();
}

async function fillBuyer(page: Page, email: string): Promise<void> {
  await page.locator('#f-personA-title').selectOption('mr');
  await page.locator('#f-personA-firstName').fill('Luc');
  await page.locator('#f-personA-lastName').fill('Janssens');
  await page.locator('#f-personA-street').fill('Rue Neuve');
  await page.locator('#f-personA-houseNumber').fill('12');
  await page.locator('#f-personA-zip').fill('4000');
  await page.locator('#f-personA-city').fill('Liège');
  await page.locator('#f-personA-email').fill(email);
  await page.locator('#f-personA-phone').fill('0475 99 88 77');
}

async function fillOfferTerms(page: Page): Promise<void> {
  await page.locator('#f-startDate').fill('2026-12-01');
  await page.locator('#f-endDate').fill('2026-12-20');
  await page.locator('#f-place').fill('Etterbeek');
  await page.locator('#f-signDate').fill('2026-11-24');
  await page.locator('#f-validityDate').fill('2026-12-08');
  await page.locator('#f-acceptTerms').check();
}

test('an offer opened in place proposes the amount in words, and bidder and agency both get a timestamped copy (fr)', async ({
  page,
}) => {
  const email = visitorAddress('offer-fr');
  await openForm(page, SALE, 'Faire une offre');
  await page.locator('#f-amount').fill('325000');
  await expect(page.locator('#f-amountInWords')).toHaveValue('trois cent vingt-cinq mille euros');
  await expect(page.getByText("Pour ce prix, l'acompte s'élève à € 32.500.")).toBeVisible();
  await expect(page.getByText("l'acheteur verse un acompte de 10 % du prix de vente")).toBeVisible();
  await fillOfferTerms(page);
  await fillBuyer(page, email);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Envoyer mon offre' }).click();

  await expect(page).toHaveURL('/fr/merci/offer/?property=4164');
  const copy = await waitForMail(email);
  expect(copy.subject).toContain('Copie de votre offre');
  expect(copy.text).toContain('trois cent vingt-cinq mille euros');
  const agency = await waitForMail(MANAGER, (mail) => mail.replyTo.includes(email));
  expect(agency.text).toContain('325');
});

test('the offer is refused with the errors shown until the terms are accepted (en)', async ({ page }) => {
  await page.goto('/en/property/4164/');
  await page.getByRole('link', { name: 'Make an offer', exact: true }).click();
  await page.getByRole('button', { name: 'Send my offer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the fields marked in red.' })).toBeVisible();
  await expect(page.locator('#f-acceptTerms-error')).toHaveText('Please accept the terms.');
  await expect(page.locator('#f-amount')).toBeFocused();
});

test('a rental takes no offer and a sale takes no rent application', async ({ page }) => {
  await page.goto(RENT);
  await expect(page.getByRole('link', { name: 'Poser ma candidature', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Faire une offre', exact: true })).toHaveCount(0);
  await page.goto(SALE);
  await expect(page.getByRole('link', { name: 'Poser ma candidature', exact: true })).toHaveCount(0);
});

for (const { locale, property, link, visit, submit, thanks, subject } of [
  {
    locale: 'en',
    property: '/en/property/4133/',
    link: 'Contact us about this property',
    visit: 'I would like to visit this property',
    submit: 'Send the request',
    thanks: '/en/thank-you/contact-me/?property=4133',
    subject: 'We have received your request',
  },
  {
    locale: 'fr',
    property: RENT,
    link: 'Contactez-nous à propos de ce bien',
    visit: 'Je souhaite visiter ce bien',
    submit: 'Envoyer la demande',
    thanks: '/fr/merci/contact-me/?property=4133',
    subject: 'Nous avons bien reçu votre demande',
  },
] as const) {
  test(`an information request about a rental reaches its manager and confirms in the visitor's language (${locale})`, async ({
    page,
  }) => {
    const email = visitorAddress(`contact-${locale}`);
    await openForm(page, property, link);
    await page.getByLabel(visit).check();
    await fillVisitor(page, { title: 'ms', firstName: 'Emma', lastName: 'Smith', email, phone: '+32 475 12 34 00' });
    await page.getByRole('button', { name: submit }).click();
    await expect(page).toHaveURL(thanks);
    const confirmation = await waitForMail(email);
    expect(confirmation.subject).toBe(subject);
    await waitForMail(MANAGER, (mail) => mail.replyTo.includes(email));
  });
}

for (const { locale, property, link, submit, sent, already } of [
  {
    locale: 'fr',
    property: SALE,
    link: 'Demander les documents',
    submit: "M'envoyer les documents",
    sent: "Merci. Vous l'avez reçu par e-mail.",
    already: 'Vous avez déjà demandé ces documents',
  },
  {
    locale: 'nl',
    property: '/nl/property/4164/',
    link: 'Documenten aanvragen',
    submit: 'Stuur mij de documenten',
    sent: 'Bedankt. U hebt het per e-mail ontvangen.',
    already: 'U hebt deze documenten al aangevraagd',
  },
] as const) {
  test(`the documents are mailed once, with their links; asked again, the page says they were already sent (${locale})`, async ({
    page,
  }) => {
    const email = visitorAddress(`docs-${locale}`);
    for (const expected of [sent, already]) {
      await openForm(page, property, link);
      await fillVisitor(page, { title: 'mr', firstName: 'Luc', lastName: 'Peeters', email, phone: '0475 11 22 33' });
      await page.getByRole('button', { name: submit }).click();
      await expect(page.getByRole('status').filter({ hasText: expected })).toBeVisible();
    }
    const mails = await waitForMail(email);
    expect(mails.html).toMatch(/href="https?:\/\/[^"]+"/);
  });
}

test("each form's own page passes axe, in French and German", async ({ page }) => {
  for (const [property, link] of [
    [SALE, 'Faire une offre'],
    [RENT, 'Poser ma candidature'],
    ['/de/property/4133/', 'An einen Freund senden'],
  ] as const) {
    await page.goto(property);
    const href = await page.getByRole('link', { name: link, exact: true }).getAttribute('href');
    await page.goto(href ?? '');
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousAxeViolations(page);
  }
});

for (const { locale, link, submit, thanks, path } of [
  {
    locale: 'nl',
    link: 'Doorsturen naar een vriend',
    submit: 'Versturen',
    thanks: '/nl/bedankt/send-to-friend/?property=4133',
    path: /\/nl\/te-huur\/ixelles\/[^/]+\/4133\//,
  },
  {
    locale: 'fr',
    link: 'Envoyer à un ami',
    submit: 'Envoyer',
    thanks: '/fr/merci/send-to-friend/?property=4133',
    path: /\/fr\/a-louer\/ixelles\/[^/]+\/4133\//,
  },
] as const) {
  test(`a friend gets the property's link in the sender's language, never the sender's address (${locale})`, async ({
    page,
  }) => {
    const sender = visitorAddress(`sender-${locale}`);
    const friend = visitorAddress(`friend-${locale}`);
    await openForm(page, `/${locale}/property/4133/`, link);
    await page.locator('#f-name').fill('Anne');
    await page.locator('#f-email').fill(sender);
    await page.locator('#f-friendEmail').fill(friend);
    await page.locator('#f-message').fill('Kijk eens!');
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(page).toHaveURL(thanks);
    const mail = await waitForMail(friend);
    expect(mail.text).toMatch(path);
    expect(JSON.stringify(mail)).not.toContain(sender);
  });
}

test('a rent application sends its CV with JavaScript, attached to the agency mail (fr)', async ({ page }) => {
  const email = visitorAddress('rent-fr');
  await openForm(page, RENT, 'Poser ma candidature');
  await expect(page.getByText('Conditions de location')).toBeVisible();
  await fillVisitor(page, { title: 'ms', firstName: 'Sophie', lastName: 'Dubois', email, phone: '0475 55 44 33' });
  await page.locator('#f-persons').fill('2');
  await page.locator('#f-monthlyIncome').fill('3200');
  await page
    .locator('#f-cvUploadId')
    .setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]) });
  await expect(page.locator('#f-cvUploadId-error')).toHaveText("Ce type de fichier n'est pas accepté.");
  await page.locator('#f-cvUploadId').setInputFiles({ name: 'Mon CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Mon CV.pdf est joint à votre candidature.')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page).toHaveURL('/fr/merci/rent-application/?property=4133');
  const agency = await waitForMail(MANAGER, (mail) => mail.replyTo.includes(email));
  expect(agency.attachments).toEqual([
    expect.objectContaining({ filename: 'Mon CV.pdf', contentType: 'application/pdf', size: PDF.length }),
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the offer page answers with the errors and every value, then takes the offer (fr)', async ({ page }) => {
    const email = visitorAddress('offer-nojs');
    await page.goto(SALE);
    await page.getByRole('link', { name: 'Faire une offre', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/etterbeek\/[^/]+\/4164\/faire-une-offre\/$/);
    await page.locator('#f-amount').fill('300.000');
    await page.locator('#f-place').fill('Etterbeek');
    await typeCaptchaCharacters(page);
    await page.getByRole('button', { name: 'Envoyer mon offre' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Veuillez vérifier les champs indiqués en rouge.' }),
    ).toBeVisible();
    await expect(page.locator('#f-amountInWords-error')).toHaveText('Veuillez écrire le montant en toutes lettres.');
    await expect(page.locator('#f-amount')).toHaveValue('300.000');
    await expect(page.locator('#f-place')).toHaveValue('Etterbeek');

    await page.locator('#f-amountInWords').fill('trois cent mille euros');
    await fillOfferTerms(page);
    await fillBuyer(page, email);
    await typeCaptchaCharacters(page);
    await page.getByRole('button', { name: 'Envoyer mon offre' }).click();
    await expect(page).toHaveURL('/fr/merci/offer/?property=4164');
    const copy = await waitForMail(email);
    expect(copy.text).toContain('trois cent mille euros');
  });

  test('the rent application page posts the CV with the form, and asks for it again when the form comes back (de)', async ({
    page,
  }) => {
    const email = visitorAddress('rent-nojs');
    await page.goto('/de/property/4133/');
    await page.getByRole('link', { name: 'Als Mieter bewerben', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/zu-vermieten\/ixelles\/[^/]+\/4133\/mietbewerbung\/$/);
    await fillVisitor(page, { title: 'mr', firstName: 'Jonas', lastName: 'Weber', email, phone: '0475 66 77 88' });
    await page.locator('#f-persons').fill('1');
    // Sent without the income first: the page comes back with a new captcha challenge, without the file, and says so.
    await page
      .locator('#f-cvUploadId')
      .setInputFiles({ name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF });
    await typeCaptchaCharacters(page);
    await page.getByRole('button', { name: 'Bewerbung senden' }).click();
    await expect(page.locator('#f-monthlyIncome-error')).toBeVisible();
    await expect(page.getByText('Bitte wählen Sie lebenslauf.pdf erneut aus')).toBeVisible();
    await expect(page.locator('#f-persons')).toHaveValue('1');

    await page.locator('#f-monthlyIncome').fill('2800');
    await page
      .locator('#f-cvUploadId')
      .setInputFiles({ name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF });
    await typeCaptchaCharacters(page);
    await page.getByRole('button', { name: 'Bewerbung senden' }).click();
    await expect(page).toHaveURL('/de/danke/rent-application/?property=4133');
    const agency = await waitForMail(MANAGER, (mail) => mail.replyTo.includes(email));
    expect(agency.attachments).toEqual([
      expect.objectContaining({ filename: 'lebenslauf.pdf', contentType: 'application/pdf' }),
    ]);
  });
});

test("a project's request reaches the agency with the unit asked about (fr), and its page works without JavaScript (nl)", async ({
  page,
  browser,
}) => {
  const email = visitorAddress('project-fr');
  await page.goto('/fr/project/9003/');
  await page.getByRole('link', { name: 'Envoyer la demande', exact: true }).click();
  await fillVisitor(page, { title: 'ms', firstName: 'Anne', lastName: 'Dupont', email, phone: '0475 12 34 56' });
  await page.locator('#f-unit').fill('Appartement A2');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL('/fr/merci/contact-construction/?project=9003');
  const agency = await waitForMail('agency@agency.test', (mail) => mail.replyTo.includes(email));
  expect(agency.text).toContain('Appartement A2');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  const nlEmail = visitorAddress('project-nl');
  await noJs.goto('/nl/project/9003/');
  await noJs.getByRole('link', { name: 'Aanvraag verzenden', exact: true }).click();
  await expect(noJs).toHaveURL(/\/nl\/projecten\/[^/]+\/[^/]+\/9003\/informatie-aanvragen\/$/);
  await expect(noJs.getByRole('heading', { level: 1 })).toHaveText('Informatie over dit project');
  await fillVisitor(noJs, {
    title: 'mr',
    firstName: 'Jan',
    lastName: 'Peeters',
    email: nlEmail,
    phone: '0475 12 34 57',
  });
  await typeCaptchaCharacters(noJs);
  await noJs.getByRole('button', { name: 'Aanvraag verzenden' }).click();
  await expect(noJs).toHaveURL('/nl/bedankt/contact-construction/?project=9003');
  await context.close();
});

for (const { locale, link, url, confirm, thanks } of [
  {
    locale: 'fr',
    link: 'Réserver une visite',
    url: /\/fr\/a-vendre\/etterbeek\/[^/]+\/4164\/reserver-une-visite\/$/,
    confirm: 'Confirmer le rendez-vous',
    thanks: '/fr/merci/contact-appointment/?property=4164',
  },
  {
    locale: 'nl',
    link: 'Een bezoek boeken',
    url: /\/nl\/te-koop\/etterbeek\/[^/]+\/4164\/bezoek-boeken\/$/,
    confirm: 'Afspraak bevestigen',
    thanks: '/nl/bedankt/contact-appointment/?property=4164',
  },
] as const) {
  test(`a visit is booked from the property page on its own page, ending on its thank-you page with the visit e-mailed (${locale})`, async ({
    page,
  }) => {
    const email = visitorAddress(`visit-${locale}`);
    await page.goto(`/${locale}/property/4164/`);
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    const firstDay = page.locator('details').first();
    if (!(await firstDay.evaluate((details) => (details as HTMLDetailsElement).open)))
      await firstDay.locator('summary').click();
    await firstDay.locator('input[name="slotStart"]').first().check();
    await fillVisitor(page, { title: 'ms', firstName: 'Claire', lastName: 'Martin', email, phone: '0475 20 30 40' });
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: confirm }).click();
    await expect(page).toHaveURL(thanks);
    const mail = await waitForMail(email);
    expect(mail.attachments.some((attachment) => attachment.contentType.startsWith('text/calendar'))).toBe(true);
  });
}
