import type { MapMarkersDto, MapPosition } from '@immo/domain';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// Issue 26's map search on the bundled sample: "within N km of a town" from
// the list's plain GET form (with and without JavaScript), and an area drawn
// on the map carried by the URL (`area=lat,lng;…`) or drawn with the mouse
// in the map frame; the list and the map's pins show the same properties.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const WORDS = {
  nl: {
    sale: 'te-koop',
    filters: 'Filteren',
    town: 'In de buurt van (gemeente)',
    distance: 'Binnen een straal van',
    areaActive: 'Alleen de panden binnen het op de kaart getekende gebied.',
    areaClear: 'Gebied wissen',
    crossing: 'de zijden kruisen elkaar.',
    draw: 'Gebied tekenen',
    drawHint: 'Klik op de kaart op elke hoek van het gebied',
  },
  fr: {
    sale: 'a-vendre',
    filters: 'Filtrer',
    town: 'Près de (commune)',
    distance: 'Dans un rayon de',
    areaActive: 'Seulement les biens situés dans la zone dessinée sur la carte.',
    areaClear: 'Effacer la zone',
    crossing: 'ses côtés se croisent.',
    draw: 'Dessiner une zone',
    drawHint: 'Cliquez sur la carte à chaque coin de la zone',
  },
} as const;
type Lang = keyof typeof WORDS;

/** A 1×1 grey PNG for every map tile: a test never reaches the tile server on the internet. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA3ADbqKcqzwAAAABJRU5ErkJggg==',
  'base64',
);

async function resultCount(page: Page): Promise<number> {
  return Number((await page.locator('.property-list__count').innerText()).replace(/\D/g, '') || '0');
}

async function markersFor(page: Page, lang: Lang, query: string): Promise<MapMarkersDto> {
  const response = await page.request.get(`/api/map-markers?locale=${lang}&goal=sale&${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as MapMarkersDto;
}

/** The phone folds the form into a <details>; from tablet width it is always open. */
async function openFilters(page: Page, lang: Lang) {
  const form = page.getByRole('form', { name: WORDS[lang].filters });
  if (!(await form.isVisible())) await page.locator('summary', { hasText: WORDS[lang].filters }).click();
  await expect(form).toBeVisible();
  return form;
}

/** A square of ±`half` degrees around a position, as the URL carries a drawn area. */
function squareAround(centre: MapPosition, half: number): string {
  const corner = (dLat: number, dLng: number) => `${(centre.lat + dLat).toFixed(5)},${(centre.lng + dLng).toFixed(5)}`;
  return [corner(-half, -half), corner(half, -half), corner(half, half), corner(-half, half)].join(';');
}

for (const [lang, viewport] of [
  ['nl', PHONE],
  ['fr', DESKTOP],
  ['fr', PHONE],
  ['nl', DESKTOP],
] as const) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('"within N km of a town" works from the form without JavaScript and the URL keeps it', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(`/${lang}/${WORDS[lang].sale}/`);
      const total = await resultCount(page);
      const form = await openFilters(page, lang);
      const town = form.getByLabel(WORDS[lang].town, { exact: true });
      // The first town of the list with properties, by its postcode.
      const zip = await town.locator('option:not([value=""])').first().getAttribute('value');
      expect(zip).toMatch(/^\d{4}$/);
      await town.selectOption(zip ?? '');
      await form.getByLabel(WORDS[lang].distance, { exact: true }).selectOption({ label: '10 km' });
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`[?&]near=${zip}&km=10(&|$)`));

      const near = await markersFor(page, lang, `near=${zip}&km=10`);
      expect(near.total).toBeGreaterThan(0);
      expect(near.total).toBeLessThan(total);
      expect(await resultCount(page)).toBe(near.total);
      // The form shows the search it made.
      await expect((await openFilters(page, lang)).getByLabel(WORDS[lang].town, { exact: true })).toHaveValue(
        zip ?? '',
      );
      await context.close();
    });

    test('a drawn area in the URL shows only what is inside it, on the list and on the map', async ({ page }) => {
      await page.route(/tile\.openstreetmap\.org\//, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }),
      );
      const all = await markersFor(page, lang, '');
      const first = all.markers[0];
      expect(first).toBeDefined();
      const area = squareAround(first?.position ?? { lat: 0, lng: 0 }, 0.03);
      const inside = await markersFor(page, lang, `area=${encodeURIComponent(area)}`);
      expect(inside.total).toBeGreaterThan(0);
      expect(inside.total).toBeLessThan(all.total);
      const [south, west] = area.split(';')[0]?.split(',').map(Number) ?? [];
      const [north, east] = area.split(';')[2]?.split(',').map(Number) ?? [];
      for (const marker of inside.markers) {
        expect(marker.position.lat).toBeGreaterThanOrEqual(south ?? 0);
        expect(marker.position.lat).toBeLessThanOrEqual(north ?? 0);
        expect(marker.position.lng).toBeGreaterThanOrEqual(west ?? 0);
        expect(marker.position.lng).toBeLessThanOrEqual(east ?? 0);
      }

      // The list: the same count, said in words, with the way back to every property.
      await page.goto(`/${lang}/${WORDS[lang].sale}/?area=${encodeURIComponent(area)}`);
      expect(await resultCount(page)).toBe(inside.total);
      await expect(page.getByText(WORDS[lang].areaActive)).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // The map: one pin per property inside.
      await page.goto(`/${lang}/${WORDS[lang].sale}/?area=${encodeURIComponent(area)}&view=map`);
      await expect(
        page.frameLocator(`iframe[src="/map/${lang}/frame.html"]`).locator('.leaflet-marker-icon'),
      ).toHaveCount(inside.markers.length);
      expect(await resultCount(page)).toBe(inside.total);

      // Other filters keep the area; "Clear area" removes it and nothing else.
      await page.getByRole('link', { name: WORDS[lang].areaClear }).click();
      await expect(page).not.toHaveURL(/area=/);
      await expect(page).toHaveURL(/[?&]view=map/);
      expect(await resultCount(page)).toBe(all.total);
    });

    test('an area drawn with the mouse on the map opens the search inside it', async ({ page }) => {
      await page.route(/tile\.openstreetmap\.org\//, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }),
      );
      // A visitor who has answered the cookie banner (statistics and ads refused): unanswered, it covers the map's
      // lower corners, where the clicks below go.
      await page.addInitScript(() => {
        window.localStorage.setItem('consent', 'true');
        for (const name of [
          'consentAdUserData',
          'consentAdStorage',
          'consentAnalyticsStorage',
          'consentAdPersonalization',
        ])
          window.localStorage.setItem(name, 'false');
      });
      await page.goto(`/${lang}/${WORDS[lang].sale}/?view=map`);
      await expect(page.locator('[data-consent-banner]')).toBeHidden();
      const iframe = page.locator(`iframe[src="/map/${lang}/frame.html"]`);
      const frame = page.frameLocator(`iframe[src="/map/${lang}/frame.html"]`);
      await expect(frame.locator('.leaflet-marker-icon').first()).toBeVisible();
      await iframe.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      // The keyboard presses it (a click waits for a map that may still be settling its pins).
      await frame.getByRole('button', { name: WORDS[lang].draw }).press('Enter');
      // The hint shows once the drawing library has loaded and a click places a corner.
      await expect(frame.getByText(WORDS[lang].drawHint)).toBeVisible();
      // The corners 10 px from the map's sides: no pin is drawn there (the map fits the pins 32 px inside).
      // Below the button and its hint (top right), above the attribution (bottom right).
      const box = await frame.locator('.leaflet-container').boundingBox();
      const control = await frame.locator('.leaflet-top.leaflet-right').boundingBox();
      if (!box || !control) throw new Error('no map');
      const top = Math.max(box.y + box.height * 0.45, control.y + control.height + 12);
      // Clear of the page's own bottom corner too (the back-to-top button floats there once the page has scrolled).
      const viewport = page.viewportSize();
      const bottom = Math.min(box.y + box.height - 32, (viewport?.height ?? 800) - 96);
      expect(bottom - top).toBeGreaterThan(40);
      const corners: Array<[number, number]> = [
        [box.x + 10, top],
        [box.x + box.width - 10, top],
        [box.x + box.width - 10, bottom],
        [box.x + 10, bottom],
      ];
      for (const [x, y] of [...corners, corners[0] as [number, number]]) {
        await page.mouse.click(x, y);
        await page.waitForTimeout(150);
      }
      await expect(page).toHaveURL(/[?&]area=[\d.%C-]+/);
      await expect(page).toHaveURL(/[?&]view=map/);
      const area = new URL(page.url()).searchParams.get('area') ?? '';
      expect(area.split(';')).toHaveLength(4);
      const inside = await markersFor(page, lang, `area=${encodeURIComponent(area)}`);
      expect(await resultCount(page)).toBe(inside.total);
      await expect(page.getByText(WORDS[lang].areaActive)).toBeVisible();
    });

    test('an area whose sides cross is not searched, and the page says why', async ({ page }) => {
      await page.goto(`/${lang}/${WORDS[lang].sale}/?area=${encodeURIComponent('50,4;51,5;51,4;50,6')}`);
      await expect(page.locator('p[role="alert"]')).toContainText(WORDS[lang].crossing);
      const all = await markersFor(page, lang, '');
      expect(await resultCount(page)).toBe(all.total);
    });
  });
}
