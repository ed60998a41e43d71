import { expect, test } from './support/test';
import { OWNER_DASHBOARDS, SAMPLE_OWNERS, setFirstPassword, withDatabase } from './support/owner';

// A visitor opens the property's page; the owner, who has the dashboard open,
// sees today's figure go up within 10 seconds, without reloading or touching
// the page.

const owner = SAMPLE_OWNERS.nathalie;
const property = owner.properties[0];

test("today's figure counts a visitor's view within 10 seconds, without a reload", async ({ page, browser }) => {
  // Nobody has viewed it yet today, from this machine's address either (the beacon counts a visitor once a day).
  await withDatabase((client) => client.query('DELETE FROM property_views WHERE property_id = $1', [property]));
  await setFirstPassword(page, owner.email);
  await page.goto(OWNER_DASHBOARDS.fr);
  const today = page.getByTestId(`views-${property}`).getByTestId('today-views');
  await expect(today).toHaveText('0');
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  // Another person, another browser.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/fr/property/${property}/`);
  await expect
    .poll(
      () =>
        withDatabase(
          async (client) =>
            (await client.query('SELECT count(*)::int AS n FROM property_views WHERE property_id = $1', [property]))
              .rows[0].n as number,
        ),
      {
        timeout: 10_000,
      },
    )
    .toBe(1);
  const viewed = Date.now();
  await visitor.close();

  await expect(today).toHaveText('1', { timeout: 10_000 });
  expect(Date.now() - viewed).toBeLessThan(10_000);
  expect(reloaded).toBe(false);
});
