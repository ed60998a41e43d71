import { expect, type Page, test } from './support/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { withDatabase } from './support/database';
import { expectNoSeriousAxeViolations } from './support/axe';
import { visitorAddress, waitForMail } from './support/mailbox';
import { loginAsNewOperator } from './support/operator';
import { scrollsSideways } from './support/visitor-form';

// The console's requests section (issue 15): the leads filtered, opened,
// assigned and exported; a quarantined lead released and its mail received;
// a testimonial published onto the agency page; a phone's width and axe.
// Leads and testimonials are written straight into the run's database, as
// the forms store them, so each test needs no captcha and stays fast.

interface StoredLead {
  id: string;
  email: string;
  lastName: string;
}

/** A site contact as the form stores it; `quarantined`: its hidden field was filled, so no mail left. */
async function storeContactLead(label: string, { firstName = 'Anne', quarantined = false } = {}): Promise<StoredLead> {
  const lead = {
    id: randomUUID(),
    email: visitorAddress(label),
    lastName: `Lefèvre-${label}-${Date.now().toString(36)}`,
  };
  const fields = {
    title: 'ms',
    firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: '0475 12 34 56',
    remark: 'Pouvez-vous me rappeler ?',
    contactPreference: 'email',
    timeSlots: [],
  };
  await withDatabase((client) =>
    client.query(
      `INSERT INTO leads (id, kind, state, locale, email, fields, utm, page, client_network, spam_reason, handled_at)
       VALUES ($1, 'site-contact', $2, 'fr', $3, $4::jsonb, '{}', '/fr/contact/', '192.0.2.1', $5, $6)`,
      [
        lead.id,
        quarantined ? 'quarantined' : 'received',
        lead.email,
        JSON.stringify(fields),
        quarantined ? 'honeypot' : null,
        quarantined ? null : new Date(),
      ],
    ),
  );
  return lead;
}

async function filterByName(page: Page, text: string): Promise<void> {
  await page.goto('/en/console/requests/');
  await page.getByLabel('Name or e-mail').fill(text);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/\/en\/console\/requests\/\?.*q=/);
}

test('an operator filters the requests, opens one, assigns it to an agent and exports the filter as CSV', async ({
  page,
}) => {
  const lead = await storeContactLead('assign', { firstName: '=HYPERLINK("http://evil.example")' });
  await loginAsNewOperator(page, 'en');
  await filterByName(page, lead.lastName);
  await expect(page.getByRole('status').filter({ hasText: '1 request' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export these requests as CSV (Excel)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) as string, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  // The name reads as a letter opens, title first: the formula is no cell of its own.
  expect(lines[1]).toContain(`;"Ms =HYPERLINK(""http://evil.example"") ${lead.lastName}";`);
  expect(lines[1]).toContain(`;${lead.email};`);

  await page.getByRole('table').getByRole('link').first().click();
  await page.waitForURL(new RegExp(`/en/console/requests/${lead.id}/$`));
  await expect(page.getByText('Pouvez-vous me rappeler ?')).toBeVisible();
  await page.getByLabel('Assign to').selectOption({ label: 'Sophie Lambert (sophie.lambert@immo.example)' });
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The assignment is saved.' })).toBeVisible();
  await expect(
    page.getByRole('definition').filter({ hasText: 'Sophie Lambert (sophie.lambert@immo.example)' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a quarantined request, released, sends its confirmation to the visitor once', async ({ page }) => {
  const lead = await storeContactLead('held', { quarantined: true });
  await loginAsNewOperator(page, 'en');
  await page.goto(`/en/console/requests/?state=quarantine&q=${encodeURIComponent(lead.email)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone each request is a card, and nothing scrolls sideways.
  expect(await scrollsSideways(page)).toBe(false);
  await page.getByRole('listitem').filter({ hasText: lead.email }).getByRole('link').click();
  await page.waitForURL(new RegExp(`/en/console/requests/${lead.id}/$`));
  expect(await scrollsSideways(page)).toBe(false);
  await expect(page.getByText('No e-mail: a request in quarantine sends none until it is released.')).toBeVisible();

  await page.getByRole('button', { name: 'Release from quarantine' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The request is released; its e-mails are on their way.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send to quarantine' })).toBeVisible();
  // Its mails by what they are, each opening the mail as sent (issue 24), not by their template's code.
  const confirmation = page.getByRole('link', { name: new RegExp(`^Confirmation to a visitor to ${lead.email}`) });
  await expect(confirmation).toHaveAttribute('href', /^\/en\/console\/mail\/[0-9a-f-]{36}\/$/);
  await expect(page.getByRole('link', { name: /^A request for the agency to / })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  const mail = await waitForMail(lead.email);
  expect(mail.to).toContain(lead.email);
});

test('a testimonial published in the console shows on the agency page', async ({ page }) => {
  const text = `Une équipe attentive du début à la fin (${Date.now().toString(36)}).`;
  await withDatabase((client) =>
    client.query(
      `INSERT INTO testimonials (id, first_name, last_name, email, city, rating, text, locale, state) VALUES ($1, 'Griet', 'Peeters', $2, 'Gent', 5, $3, 'fr', 'pending')`,
      [randomUUID(), visitorAddress('praise'), text],
    ),
  );
  await loginAsNewOperator(page, 'en');
  await page.goto('/en/console/requests/testimonials/');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('listitem').filter({ hasText: text }).getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The testimonial is published on the agency page.' }),
  ).toBeVisible();

  await page.goto('/en/Notre-agence/');
  await expect(page.getByText(text)).toBeVisible();

  // The demands' and subscribers' lists, on the same phone.
  for (const tab of ['Demands', 'Newsletter']) {
    await page.goto('/en/console/requests/');
    await page
      .getByRole('navigation', { name: 'Parts of the requests section' })
      .getByRole('link', { name: tab })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tab);
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousAxeViolations(page);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters and an action still work: a request found and sent to quarantine', async ({ page }) => {
    const lead = await storeContactLead('nojs');
    await loginAsNewOperator(page, 'fr');
    await page.goto('/fr/console/requests/');
    await page.getByLabel('Nom ou e-mail').fill(lead.email);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByRole('table').getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/fr/console/requests/${lead.id}/$`));
    await page.getByRole('button', { name: 'Mettre en quarantaine' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La demande est en quarantaine' })).toBeVisible();
    await expect(page.getByText('Quarantaine : mise par un opérateur')).toBeVisible();
  });
});
