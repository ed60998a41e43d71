import { expect, type Page, test } from './support/test';
import { randomUUID } from 'node:crypto';
import { withDatabase } from './support/database';
import { expectNoSeriousAxeViolations } from './support/axe';
import { visitorAddress, waitForMail } from './support/mailbox';
import { loginAsNewOperator } from './support/operator';
import { scrollsSideways } from './support/visitor-form';

// The console's imports and mail sections (issue 15): the sample's import run
// with its counts, one run's warnings searched, an incremental import started
// and queued; a dead mail retried until the test SMTP server receives it; a
// phone's width and axe. Runs and mails are written straight into the run's
// database, so each test stays fast.

/** A finished run of 2024 (older than the sample's, so the catalogue's freshness is untouched) with warnings to search. */
async function storeRunWithWarnings(recordId: string): Promise<number> {
  const warnings = [
    { id: 101, reason: 'Coordinates outside the Benelux cleared' },
    { id: recordId, reason: 'Energy class "Z" not recognised, cleared' },
  ];
  const result = await withDatabase((client) =>
    client.query<{ id: number }>(
      `INSERT INTO sync_runs (source, trigger, "full", status, started_at, finished_at, created, updated, warnings)
       VALUES ('sample', 'operator', false, 'succeeded', '2024-06-01T03:00:00Z', '2024-06-01T03:00:07Z', 2, 1, $1::jsonb) RETURNING id`,
      [JSON.stringify(warnings)],
    ),
  );
  return result.rows[0]?.id ?? 0;
}

/** A mail the worker gave up on, as its outbox row then reads. */
async function storeDeadMail(to: string): Promise<string> {
  const id = randomUUID();
  await withDatabase((client) =>
    client.query(
      `INSERT INTO mail_outbox (id, template, locale, to_address, data, state, attempts, last_error, message_id)
       VALUES ($1, 'lead-confirmation', 'en', $2, $3::jsonb, 'dead', 8, 'Error: 451 4.3.0 mailbox temporarily unavailable', $4)`,
      [id, to, JSON.stringify({ kind: 'site-contact', recipient: { firstName: 'Anne' } }), `<${id}@agency.test>`],
    ),
  );
  return id;
}

async function expectPhoneFriendly(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await scrollsSideways(page)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('imports: the sample run with its counts, a warning found by its record, an incremental import queued', async ({
  page,
}) => {
  await loginAsNewOperator(page, 'en');
  const recordId = `W-${Date.now().toString(36)}`;
  const runId = await storeRunWithWarnings(recordId);

  await page.goto('/en/console/imports/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imports');
  // The global setup imported the sample: a successful run that created the catalogue.
  const sample = page
    .getByTestId('sync-run')
    .filter({ hasText: 'Succeeded' })
    .filter({ has: page.locator('dt:text-is("New") + dd:not(:text-is("0"))') });
  await expect(sample.first()).toBeVisible();
  await expect(page.getByText('No incremental import is scheduled.')).toBeVisible();
  await expect(page.getByTestId('stale-catalogue')).toHaveCount(0);
  await expectPhoneFriendly(page);
  await expectNoSeriousAxeViolations(page);

  await page.goto(`/en/console/imports/${runId}/`);
  await page.getByLabel('Search in').selectOption('warnings');
  await page.getByLabel('Record ID or words of the reason').fill(recordId.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 record found.')).toBeVisible();
  await expect(page.getByTestId('sync-record')).toHaveText([new RegExp(`${recordId}.*Energy class`)]);
  await expectPhoneFriendly(page);
  await expectNoSeriousAxeViolations(page);

  await page.goto('/en/console/imports/');
  await page.getByLabel('Incremental: what changed in the CRM since the last import').check();
  await page.getByRole('button', { name: 'Start the import' }).click();
  await expect(page.getByTestId('operation-outcome')).toHaveText(/The import is queued/);
  // The worker runs it from the sample export: the operator's run appears.
  await expect(async () => {
    await page.reload();
    await expect(
      page
        .getByTestId('sync-run')
        .filter({ hasText: 'Ann Ops' })
        .filter({ hasText: 'Incremental' })
        .filter({ hasNotText: '2024' })
        .first(),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});

test('mail: a dead message retried is sent, the outbox reads on a phone and passes axe', async ({ page }) => {
  await loginAsNewOperator(page, 'fr');
  const to = visitorAddress('dead-mail');
  await storeDeadMail(to);

  await page.goto(`/fr/console/mail/?state=dead&q=${encodeURIComponent(to)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mails');
  const message = page.getByTestId('mail-message').filter({ hasText: to });
  await expect(message).toContainText('451 4.3.0 mailbox temporarily unavailable');
  await expect(message).toContainText('Non remis : à vous de décider');
  await expect(page.getByRole('heading', { name: 'Messages par jour' })).toBeVisible();
  // The lanes, most urgent first (issue 27), each with what waits in it.
  const lanes = page.getByTestId('mail-lanes');
  await expect(lanes.getByRole('heading', { name: "En attente d'envoi, par urgence" })).toBeVisible();
  await expect(lanes.getByRole('rowheader')).toHaveText([
    'Demandes et liens de compte',
    'Alertes de recherche',
    'Rapports hebdomadaires',
  ]);
  await expectPhoneFriendly(page);
  await expectNoSeriousAxeViolations(page);

  await message.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByTestId('operation-outcome')).toHaveText(/Le message est remis en file d'attente/);
  await waitForMail(to);
  await page.goto(`/fr/console/mail/?state=sent&q=${encodeURIComponent(to)}`);
  await expect(page.getByTestId('mail-message').filter({ hasText: to })).toContainText('Envoyé');
  await expect(
    page.getByTestId('mail-message').filter({ hasText: to }).getByRole('button', { name: 'Renvoyer' }),
  ).toBeVisible();
});

test('without JavaScript, a dead message is discarded and an import started, each saying so', async ({
  page,
  browser,
}) => {
  await loginAsNewOperator(page, 'nl');
  const to = visitorAddress('discard-mail');
  await storeDeadMail(to);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  try {
    await plain.goto(`/nl/console/mail/?state=dead&q=${encodeURIComponent(to)}`);
    await plain.getByTestId('mail-message').filter({ hasText: to }).getByRole('button', { name: 'Schrappen' }).click();
    await expect(plain.getByTestId('operation-outcome')).toHaveText(/Het bericht is geschrapt/);
    // The list kept its filter: the message is no longer dead.
    await expect(plain.getByTestId('mail-message').filter({ hasText: to })).toHaveCount(0);
    await plain.goto(`/nl/console/mail/?state=discarded&q=${encodeURIComponent(to)}`);
    await expect(plain.getByTestId('mail-message').filter({ hasText: to })).toContainText('Opzijgezet, niet verstuurd');

    await plain.goto('/nl/console/imports/');
    // Incremental, the default: a full run would withdraw what the sample lacks under the other specs' feet.
    await expect(plain.getByLabel('Incrementeel: wat in het CRM veranderde sinds de vorige import')).toBeChecked();
    await plain.getByRole('button', { name: 'Import starten' }).click();
    await expect(plain.getByTestId('operation-outcome')).toHaveText(/De import staat in de wachtrij/);
  } finally {
    await context.close();
  }
});
