import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { fillVisitor, scrollsSideways } from './support/visitor-form';
import { visitorAddress } from './support/mailbox';

// Issue 24: each thank-you page says what happens next for its form (who
// calls and within how long, the mail on its way, the confirmation link),
// leads back to the property or project the form was about, and an offer
// and a rent application have pages of their own. The e2e stack leaves
// AGENT_CALLBACK_WORKING_DAYS unset: one working day.
// Screenshots: docs/review/visitors/.

const NEXT_STEPS = [
  {
    path: '/fr/merci/contact-me/',
    steps: [
      'Une confirmation est en route vers votre boîte mail.',
      "Un agent vous appelle dans un délai d'un jour ouvrable pour répondre à votre question ou convenir d'une visite.",
    ],
  },
  {
    path: '/fr/merci/offer/',
    steps: [
      "Une copie de votre offre, avec l'heure de son envoi, est en route vers votre boîte mail.",
      "L'agent transmet votre offre au propriétaire et vous appelle dans un délai d'un jour ouvrable.",
    ],
  },
  {
    path: '/nl/bedankt/rent-application/',
    steps: [
      'Een bevestiging is onderweg naar uw mailbox.',
      'De makelaar bekijkt uw kandidatuur en belt u binnen één werkdag.',
    ],
  },
  {
    path: '/de/danke/kostenlose-bewertung/',
    steps: [
      'Eine Bestätigung ist unterwegs in Ihr Postfach.',
      'Ein Makler ruft Sie innerhalb eines Werktages an, um einen Besichtigungstermin für die Bewertung Ihrer Immobilie zu vereinbaren.',
    ],
  },
  {
    path: '/fr/merci/recherche/',
    steps: [
      "Ouvrez l'e-mail que nous venons de vous envoyer et cliquez sur son lien de confirmation. Une demande non confirmée dans les 14 jours est supprimée.",
      'Une fois votre recherche confirmée, vous recevez un e-mail pour chaque nouveau bien qui y correspond.',
    ],
  },
  {
    path: '/en/thank-you/site-contact/',
    steps: [
      'A confirmation is on its way to your mailbox.',
      'An agent will get back to you within one working day, by phone or by e-mail as you asked.',
    ],
  },
  {
    path: '/en/thank-you/contact-appointment/',
    steps: [
      'The confirmation with the appointment for your calendar is in your mailbox; its link lets you move or cancel the visit.',
    ],
  },
] as const;

for (const { path, steps } of NEXT_STEPS) {
  test(`${path} says what happens next, in order`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('list').first().getByRole('listitem')).toHaveText([...steps]);
  });
}

test('a question about a property ends on a thank-you page that leads back to that property', async ({ page }) => {
  await page.goto('/fr/property/4133/');
  await page.getByRole('link', { name: 'Contactez-nous à propos de ce bien', exact: true }).click();
  await fillVisitor(page, {
    title: 'ms',
    firstName: 'Emma',
    lastName: 'Smith',
    email: visitorAddress('thanks-back'),
    phone: '+32 475 12 34 00',
  });
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL('/fr/merci/contact-me/?property=4133');
  const back = page.getByRole('main').getByRole('link', { name: /^Retour au bien : / });
  await expect(back).toHaveAttribute('href', /^\/fr\/a-louer\/ixelles\/[^/]+\/4133\/$/);
  await back.click();
  await expect(page).toHaveURL(/\/fr\/a-louer\/ixelles\/[^/]+\/4133\/$/);
});

test("an offer's thank-you page is its own, in every language, and names the property it leads back to", async ({
  page,
  request,
}) => {
  for (const path of ['/fr/merci/offer/', '/nl/bedankt/offer/', '/de/danke/offer/', '/en/thank-you/offer/'])
    expect((await request.get(path)).status(), path).toBe(200);
  await page.goto('/en/thank-you/offer/?property=4164');
  await expect(page.getByRole('main').getByRole('paragraph').first()).toHaveText('Thank you for your offer.');
  await expect(page.getByRole('main').getByRole('link', { name: /^Back to the property: / })).toHaveAttribute(
    'href',
    /\/4164\/$/,
  );
});

test('a project question leads back to its project; an id that is no property leads nowhere', async ({ page }) => {
  await page.goto('/nl/bedankt/contact-construction/?project=9001');
  await expect(page.getByRole('main').getByRole('link', { name: /^Terug naar het project: / })).toHaveAttribute(
    'href',
    /\/9001\/$/,
  );
  await page.goto('/nl/bedankt/contact-me/?property=999999');
  await expect(page.getByRole('main').getByRole('link', { name: /^Terug naar het (pand|project)/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt');
});

test("the valuation thank-you page shows what was sent about the property, and none of the visitor's details", async ({
  page,
}) => {
  const email = visitorAddress('thanks-summary');
  await page.goto('/fr/estimation-gratuite/');
  await page.locator('#f-street').fill('Kerkstraat');
  await page.locator('#f-houseNumber').fill('12');
  await page.locator('#f-boxNr').fill('3');
  await page.locator('#f-zip').fill('9000');
  await page.locator('#f-city').fill('Gent');
  await page.locator('#f-propertyType').selectOption('apartment');
  await fillVisitor(page, { title: 'mr', firstName: 'Luc', lastName: 'Janssens', email, phone: '0475 99 88 77' });
  await page.getByRole('button', { name: 'Demander mon estimation gratuite' }).click();
  await expect(page).toHaveURL('/fr/merci/estimation-gratuite/');
  await expect(page.getByRole('heading', { level: 2, name: 'Ce que vous nous avez envoyé' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Kerkstraat 12 boîte 3, 9000 Gent')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(email);
  await expect(page.getByRole('main')).not.toContainText('Janssens');
  // After a client-side navigation Next streams the page's metadata after its content: the title may come last.
  await expect(page).toHaveTitle(/\S/);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousAxeViolations(page);
});
