import type { MapMarkersDto } from '@immo/domain';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// The list pages' map view against the bundled sample. The map's tiles come
// from a tile server on the internet, which a test must never reach: every
// tile request is answered here with one small grey PNG (the only mock of
// these journeys — a tile server cannot run locally), and the requests are
// recorded so a test can check that the map asked for tiles at all.

/** A 1×1 grey PNG; Leaflet stretches it over the 256 px tile. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA3ADbqKcqzwAAAABJRU5ErkJggg==',
  'base64',
);

async function mockTiles(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/tile\.openstreetmap\.org\//, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG });
  });
  return requested;
}

test.beforeEach(async ({ page }) => {
  // A stored 'Decline' choice: the cookie banner stays closed.
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', 'true');
    for (const name of [
      'consentAdUserData',
      'consentAdStorage',
      'consentAnalyticsStorage',
      'consentAdPersonalization',
    ]) {
      window.localStorage.setItem(name, 'false');
    }
  });
});

function mapFrame(page: Page) {
  return page.frameLocator('iframe[src="/map/fr/frame.html"]');
}

async function markersFor(page: Page, query: string): Promise<MapMarkersDto> {
  const response = await page.request.get(`/api/map-markers?locale=fr&goal=sale&${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as MapMarkersDto;
}

test('the map view keeps the filters in the URL, and the list view too', async ({ page }) => {
  await page.goto('/fr/a-vendre/?minBedrooms=2&sort=price-asc&page=2');
  const views = page.getByRole('navigation', { name: 'Affichage' });
  await expect(views.getByRole('link', { name: 'Liste' })).toHaveAttribute('aria-current', 'page');
  await views.getByRole('link', { name: 'Carte' }).click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?minBedrooms=2&sort=price-asc&view=map$/);
  await expect(views.getByRole('link', { name: 'Carte' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Chambres (minimum)', { exact: true })).toHaveValue('2');

  // Filtering from the map view stays on the map.
  await page.getByLabel('Prix maximum', { exact: true }).fill('900000');
  await page.locator('form.list-filters button[type="submit"]').click();
  await expect(page).toHaveURL(/[?&]view=map/);
  await expect(page).toHaveURL(/[?&]maxPrice=900000/);
  await expect(page).toHaveURL(/[?&]minBedrooms=2/);

  await views.getByRole('link', { name: 'Liste' }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page).toHaveURL(/[?&]minBedrooms=2/);
  await expect(page.locator('article.card').first()).toBeVisible();
});

test('the frame gets a pin for every matching property with a location, and says how many have none', async ({
  page,
}) => {
  const tiles = await mockTiles(page);
  const all = await markersFor(page, '');
  const filtered = await markersFor(page, 'minBedrooms=3');
  expect(filtered.markers.length).toBeGreaterThan(0);
  expect(filtered.markers.length).toBeLessThan(all.markers.length);

  await page.goto('/fr/a-vendre/?minBedrooms=3&view=map');
  await expect(page.locator('.property-list__count')).toHaveText(new RegExp(`^${filtered.total} biens?$`));
  await expect(mapFrame(page).locator('.leaflet-marker-icon')).toHaveCount(filtered.markers.length);
  // The map covers the whole search, not one page of twelve.
  expect(filtered.markers.length + filtered.withoutPosition).toBe(filtered.total);
  if (filtered.withoutPosition > 0) {
    await expect(page.getByText(/sans localisation (n'est|ne sont) pas sur la carte/)).toBeVisible();
  }
  // Tiles were asked for, and only from the mocked tile server.
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(tiles.every((url) => url.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
  await expect(mapFrame(page).getByRole('link', { name: /OpenStreetMap/ })).toBeVisible();
});

/** Opens the first pin's popup with the keyboard, on a list's map view; returns the pin's title and the popup. */
async function openFirstPin(page: Page, path: string) {
  await mockTiles(page);
  await page.goto(path);
  const frame = mapFrame(page);
  const pin = frame.locator('.leaflet-marker-icon').first();
  await expect(pin).toBeVisible();
  const title = await pin.getAttribute('title');
  // The map sits below the filters: bring all of it into view, clear of the fixed header.
  await page.locator('iframe[src="/map/fr/frame.html"]').evaluate((frame) => frame.scrollIntoView({ block: 'end' }));
  // Keyboard: a pin is focusable and Enter opens its popup.
  await pin.focus();
  await pin.press('Enter');
  return { title, popup: frame.locator('.leaflet-popup-content') };
}

test("a pin's popup shows the property and leads to its page", async ({ page }) => {
  const { title, popup } = await openFirstPin(page, '/fr/a-vendre/?view=map');
  expect(title).toBeTruthy();
  const link = popup.getByRole('link', { name: title ?? '' });
  await expect(link).toBeVisible();
  await expect(popup).toContainText(/€\s\d|Prix sur demande|À partir de/);
  await expect(link).toHaveAttribute('href', /^\/fr\/a-vendre\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);
  const href = await link.getAttribute('href');
  await link.click();
  // The whole page goes to the property, not the frame.
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
});

test("a rent's pin shows its price with the period, as the card below it does", async ({ page }) => {
  const { popup } = await openFirstPin(page, '/fr/a-louer/?view=map');
  // The first pin of the sample's rents has a published monthly price.
  await expect(popup).toContainText(/€\s?[\d.]+ \/ mois/);
});

test('the map view lists the same properties as links for screen readers and passes axe', async ({ page }) => {
  await mockTiles(page);
  const expected = await markersFor(page, 'minBedrooms=3');
  await page.goto('/fr/a-vendre/?minBedrooms=3&view=map');
  await expect(mapFrame(page).locator('.leaflet-marker-icon')).toHaveCount(expected.markers.length);
  await expect(page.locator('iframe[src="/map/fr/frame.html"]')).toHaveAttribute(
    'title',
    /^Carte des biens, \d+ biens?$/,
  );
  const list = page.locator('details', { has: page.getByText(/sous forme de liste/) });
  await list.locator('summary').click();
  await expect(list.getByRole('link')).toHaveCount(expected.markers.length);
  await expectNoSeriousAxeViolations(page);
});
