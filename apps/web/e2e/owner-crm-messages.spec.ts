import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { OWNER_DASHBOARDS, SAMPLE_OWNERS, setFirstPassword } from './support/owner';

// The agency writes its messages to owners in the CRM, in French. An owner
// reading the portal in another language sees which language each message
// is in (said once, and marked for screen readers and translators), and the
// CRM's stock subjects ("Offre reçue") in their own language.

const owner = SAMPLE_OWNERS.thomas;
// 4117's sample messages: "Offre reçue" twice, French bodies.
const property = owner.properties[0];

test('an English page marks the French messages as French and words their stock subject in English', async ({
  page,
}) => {
  await setFirstPassword(page, owner.email);
  await page.goto(`${OWNER_DASHBOARDS.en}${property}/`);
  const messages = page.getByTestId('communication');
  await expect(messages).toHaveCount(2);
  for (const message of await messages.all()) {
    await expect(message.locator('p').first()).toContainText('Offer received');
    await expect(message).not.toContainText('Offre reçue');
    await expect(message.getByText('Written in French')).toBeVisible();
    // The body keeps its words and says their language.
    const body = message.locator('[lang="fr"]');
    await expect(body).toHaveCount(1);
    await expect(body).not.toBeEmpty();
  }
  await expectNoSeriousAxeViolations(page);

  // In Dutch, the same subject in Dutch and the note in Dutch.
  await page.goto(`${OWNER_DASHBOARDS.nl}${property}/`);
  await expect(page.getByTestId('communication').first()).toContainText('Bod ontvangen');
  await expect(page.getByTestId('communication').first().getByText('Geschreven in het Frans')).toBeVisible();

  // In French, nothing to say: the subject as the agency wrote it, no note.
  await page.goto(`${OWNER_DASHBOARDS.fr}${property}/`);
  await expect(page.getByTestId('communication').first()).toContainText('Offre reçue');
  await expect(page.getByText('Rédigé en français')).toHaveCount(0);
});
