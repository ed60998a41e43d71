import { expect, test } from './support/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { visitorAddress } from './support/mailbox';
import { loginAsNewOperator } from './support/operator';

// Issue 24: the console reads each request in words, from the form's one
// presentation: a valuation's owner wants to sell (not "buy"), a seeker's
// communes and types by their names, the address on one line, the name
// first; the agent is the property's manager the mail went to; an offer's
// row names its buyer; the CSV speaks the operator's language, one column
// per field, and names a duplicate by its reference, never a UUID.

interface Catalogue {
  typeId: number;
  typeName: string;
  zone: string;
  place: string;
  propertyId: number;
  /** 'V-42 · Maison 3 chambres': how the console names the property. */
  propertyText: string;
  manager: string;
  projectId: number;
  projectName: string;
}

/** A type, a commune and a managed property of the imported sample, as the console must name them in French. */
async function catalogue(): Promise<Catalogue> {
  return withDatabase(async (client) => {
    const type = (
      await client.query<{ id: number; name: string }>(
        `SELECT web_id AS id, coalesce(names->>'fr', names->>'nl') AS name FROM property_types ORDER BY web_id LIMIT 1`,
      )
    ).rows[0]!;
    const city = (
      await client.query<{ zip: string; country: number; name: string }>(
        `SELECT zip, country_id AS country, string_agg(coalesce(names->>'fr', name), ', ' ORDER BY coalesce(names->>'fr', name)) AS name
           FROM cities WHERE region <> 'luxembourg' AND zip ~ '^[0-9]{4}$' GROUP BY zip, country_id HAVING count(*) = 1 ORDER BY zip LIMIT 1`,
      )
    ).rows[0]!;
    const property = (
      await client.query<{ id: number; manager: string; text: string }>(
        `SELECT id, details->'fields'->'manager'->>'name' AS manager, concat_ws(' · ', reference, nullif(titles->>'fr', '')) AS text FROM properties
          WHERE details->'fields'->'manager'->>'email' LIKE '%@%' AND coalesce(details->'fields'->'manager'->>'name', '') <> '' ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
    const project = (
      await client.query<{ id: number; name: string }>(
        `SELECT id, names->>'fr' AS name FROM projects WHERE coalesce(names->>'fr', '') <> '' ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
    return {
      typeId: type.id,
      typeName: type.name,
      zone: `city:${city.country}:${city.zip}`,
      place: `${city.zip} ${city.name}`,
      propertyId: property.id,
      propertyText: property.text,
      manager: property.manager,
      projectId: project.id,
      projectName: project.name,
    };
  });
}

/** A lead as its form stores it. */
async function storeLead(
  kind: string,
  fields: Record<string, unknown>,
  {
    propertyId = null as number | null,
    projectId = null as number | null,
    duplicateOf = null as string | null,
    email = '',
  } = {},
): Promise<string> {
  const id = randomUUID();
  await withDatabase((client) =>
    client.query(
      `INSERT INTO leads (id, kind, state, locale, property_id, project_id, email, fields, utm, page, client_network, handled_at, duplicate_of)
       VALUES ($1, $2, 'received', 'nl', $3, $4, $5, $6::jsonb, '{"utm_source":"newsletter"}', '/nl/', '192.0.2.1', now(), $7)`,
      [id, kind, propertyId, projectId, email || null, JSON.stringify(fields), duplicateOf],
    ),
  );
  return id;
}

test('the console reads each request in words: a valuation, a demand, an offer, its agent and the CSV', async ({
  page,
}) => {
  const known = await catalogue();
  const run = Date.now().toString(36);
  const email = visitorAddress(`words-${run}`);
  const person = { title: 'ms', firstName: 'Hélène', lastName: `Dubois-${run}`, email, phone: '+32475123456' };
  const valuation = await storeLead(
    'contact-demand',
    {
      ...person,
      street: 'Kerkstraat',
      houseNumber: '12',
      boxNr: '3',
      zip: '9000',
      city: 'Gent',
      propertyType: 'apartment',
      goal: 'sale',
      remark: 'Liefst in de voormiddag',
      contactPreference: 'phone',
      timeSlots: ['10:00-13:00'],
    },
    { email },
  );
  const demand = await storeLead(
    'demand-register',
    {
      ...person,
      goal: 'rent',
      propertyTypes: [known.typeId],
      zones: [known.zone, 'region:wallonia'],
      budgetMax: 1200,
      frequency: 'weekly',
    },
    { email, duplicateOf: valuation },
  );
  const offer = await storeLead(
    'offer',
    {
      propertyId: known.propertyId,
      amount: 350000,
      amountInWords: 'driehonderdvijftigduizend euro',
      personA: { ...person, firstName: 'Marc', street: 'Veldstraat', houseNumber: '1', zip: '9000', city: 'Gent' },
      acceptTerms: true,
    },
    { email, propertyId: known.propertyId },
  );

  await loginAsNewOperator(page, 'fr');

  // The valuation: the owner wants to sell, the address on one line, the name first, no code.
  await page.goto(`/fr/console/requests/${valuation}/`);
  const main = page.getByRole('main');
  const row = (label: string) =>
    main
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(row('Souhaite')).toHaveText('Vendre');
  await expect(row('Adresse du bien')).toHaveText('Kerkstraat 12 boîte 3, 9000 Gent');
  await expect(row('Type de bien')).toHaveText('Appartement');
  await expect(row('Nom')).toHaveText(`Madame Hélène ${person.lastName}`);
  await expect(row('Téléphone')).toHaveText('+32 475 12 34 56');
  await expect(row('Préfère être contacté')).toHaveText('Par téléphone');
  await expect(main.getByRole('heading', { level: 3 })).toHaveText([
    'Qui',
    'À propos de',
    'Message',
    'Comment le joindre',
    'D’où vient la demande',
  ]);
  await expect(row('Campagne')).toHaveText('source: newsletter');
  await expect(main.getByRole('term').filter({ hasText: /^Réseau$/ })).toHaveCount(0);
  const valuationText = await main.innerText();
  expect(valuationText).not.toMatch(/Acheter|Civilité|Code postal|(?<!\p{L})(ms|phone|apartment|sale)(?!\p{L})/u);
  await expectNoSeriousAxeViolations(page);

  // The demand: the seeker's side, its commune and type by name; its original by reference.
  await page.goto(`/fr/console/requests/${demand}/`);
  await expect(row('Cherche à')).toHaveText('Louer');
  await expect(row('Types de biens')).toHaveText(known.typeName);
  await expect(row('Régions')).toHaveText(`${known.place}, Toute la région : Wallonie`);
  const reference = valuation.replace(/-/g, '').slice(0, 8).toUpperCase();
  await expect(row('Doublon de')).toHaveText(reference);
  expect(await main.innerText()).not.toMatch(/city:|region:|(?<!\p{L})rent(?!\p{L})|[0-9a-f]{8}-[0-9a-f]{4}-/u);

  // The offer: its buyer's name in the list and on its page; its agent, the property's manager.
  await page.goto(`/fr/console/requests/?q=${encodeURIComponent(email)}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Offre d' }).getByRole('link')).toHaveText(
    `Marc ${person.lastName}`,
  );
  await expect(table.getByRole('row').filter({ hasText: 'Offre d' })).toContainText(known.manager);
  await page.goto(`/fr/console/requests/${offer}/`);
  await expect(row('Agent')).toContainText(known.manager);
  await expect(row('Bien')).toHaveText(known.propertyText);
  await expect(main.getByRole('heading', { level: 3 }).first()).toHaveText('Acheteur 1');
  await expect(row('Adresse')).toHaveText('Veldstraat 1, 9000 Gent');

  // A project's request names the project, not its number.
  const project = await storeLead(
    'contact-construction',
    { ...person, projectId: known.projectId, unit: 'A.2.1', contactPreference: 'email' },
    { email, projectId: known.projectId },
  );
  await page.goto(`/fr/console/requests/${project}/`);
  await expect(row('Projet')).toHaveText(known.projectName);
  await expect(row('Lot')).toHaveText('A.2.1');

  // The CSV of the same filter: French headers, words, references.
  await page.goto(`/fr/console/requests/?q=${encodeURIComponent(email)}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter ces demandes en CSV (Excel)' }).click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  const lines = csv.slice(1).trim().split('\r\n');
  const header = lines[0]!.split(';');
  expect(header.slice(0, 4)).toEqual(['Référence', 'Reçue le', 'Formulaire', 'État']);
  expect(header).toEqual(
    expect.arrayContaining(['Nom', 'Souhaite', 'Cherche à', 'Régions', 'Types de biens', 'Acheteur 1 – Nom']),
  );
  expect(lines).toHaveLength(5);
  const cell = (line: string, label: string) => line.split(';')[header.indexOf(label)];
  const valuationLine = lines.find((line) => line.startsWith(reference))!;
  expect(cell(valuationLine, 'Souhaite')).toBe('Vendre');
  expect(cell(valuationLine, 'Formulaire')).toBe('Estimation gratuite');
  expect(cell(valuationLine, 'Langue')).toBe('néerlandais');
  const demandLine = lines.find((line) => line.includes(';Louer;'))!;
  expect(cell(demandLine, 'Doublon de')).toBe(reference);
  expect(cell(demandLine, 'Types de biens')).toBe(known.typeName);
  expect(csv).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|city:|propertyId|;sale;|;ms;/);
});

test("the demands tab reads each seeker's criteria in words", async ({ page }) => {
  const known = await catalogue();
  const lastName = `Zoeker-${Date.now().toString(36)}`;
  await withDatabase((client) =>
    client.query(
      `INSERT INTO demands (id, email, locale, first_name, last_name, goal, property_types, zones, budget_max, frequency, confirm_token_hash)
       VALUES ($1, $2, 'nl', 'Griet', $3, 'rent', $4, $5, 1200, 'weekly', $6)`,
      [randomUUID(), visitorAddress('seeker'), lastName, [known.typeId], [known.zone, 'region:brussels'], randomUUID()],
    ),
  );
  await loginAsNewOperator(page, 'fr');
  await page.goto('/fr/console/requests/demands/');
  const card = page.getByRole('listitem').filter({ hasText: lastName });
  await expect(card).toContainText(
    `Cherche à: Louer · Types de biens: ${known.typeName} · Régions: ${known.place}, Toute la région : Bruxelles · Budget maximum: € 1.200`,
  );
  expect(await card.innerText()).not.toMatch(/city:|region:|type de bien\b/);
});
