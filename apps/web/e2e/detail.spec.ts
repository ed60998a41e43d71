import { expect, type Page, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// Sample export: an Etterbeek (Brussels) apartment for sale with 6 photos,
// EPC value 216 (Brussels E+), no plot surface, managed by Sophie Lambert;
// and an Uccle house that is sold (marquee 3).
const APARTMENT = '/en/property/4164/';
const SOLD = '/en/property/4111/';

async function openApartment(page: Page) {
  await page.goto(APARTMENT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the lightbox opens from a photo, moves with the keys, counts, and returns focus on Escape', async ({ page }) => {
  await openApartment(page);
  const opener = page.getByRole('button', { name: 'Open photo 2 of 6' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(dialog).toBeVisible();
  const counter = dialog.getByTestId('lightbox-counter');
  await expect(counter).toHaveText('2 / 6');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 6');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('1 / 6');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('6 / 6');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the slideshow advances on its own until paused', async ({ page }) => {
  await page.clock.install();
  await openApartment(page);
  await page.getByRole('button', { name: 'Open photo 1 of 6' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photo viewer' });
  const counter = dialog.getByTestId('lightbox-counter');
  await expect(counter).toHaveText('1 / 6');
  await dialog.getByRole('button', { name: 'Start the slideshow' }).click();
  await page.clock.runFor(4100);
  await expect(counter).toHaveText('2 / 6');
  await dialog.getByRole('button', { name: 'Stop the slideshow' }).click();
  await page.clock.runFor(10_000);
  await expect(counter).toHaveText('2 / 6');
});

test('the description reads as formatted text, in the page and in its meta description', async ({ page }) => {
  // The Ixelles studio's description is rich text in the sample (the Etterbeek one's is plain).
  await page.goto('/en/property/4101/');
  const description = page.locator('section[aria-labelledby="description"]');
  // The CRM's rich text arrives as sanitised HTML: paragraphs and bold, never tags as text.
  await expect(description.locator('p').first()).toBeVisible();
  await expect(description.locator('strong').first()).toBeVisible();
  await expect(description).not.toContainText('<');
  const meta = await page.locator('meta[name="description"]').getAttribute('content');
  expect(meta).toMatch(/\w/);
  expect(meta).not.toContain('<');
});

test('detail fields are grouped with their units and empty ones are left out', async ({ page }) => {
  await openApartment(page);
  const surfaces = page.locator('[data-group="surfaces"]');
  await expect(surfaces.getByRole('heading', { name: 'Surfaces' })).toBeVisible();
  await expect(surfaces.locator('dt', { hasText: 'Total surface' })).toBeVisible();
  await expect(surfaces.locator('dd').first()).toHaveText('153 m²');
  await expect(page.getByText('Plot surface', { exact: true })).toHaveCount(0);
  await expect(page.locator('[data-group="mentions"] dt', { hasText: 'Planning permission' })).toBeVisible();
});

test('the energy label image names its label and region, with the E renovation notice', async ({ page }) => {
  await openApartment(page);
  await expect(page.getByRole('img', { name: 'Energy label E+ (Brussels-Capital Region)' })).toBeVisible();
  await expect(page.getByText(/must be renovated to label D or better within 5 years/)).toBeVisible();
});

test("the manager's phone is a tel: link in its display format", async ({ page }) => {
  await openApartment(page);
  const phone = page.getByTestId('manager-phone');
  await expect(phone).toHaveText('+32 2 640 12 34');
  await expect(phone).toHaveAttribute('href', 'tel:+3226401234');
});

test('similar and previous/next links lead to other properties', async ({ page }) => {
  await openApartment(page);
  const here = new URL(page.url()).pathname;
  const similar = page.getByTestId('similar-properties').getByRole('link');
  expect(await similar.count()).toBeGreaterThan(0);
  const similarHref = await similar.first().getAttribute('href');
  expect(similarHref).not.toBe(here);
  const next = page.getByRole('navigation', { name: 'Other properties' }).getByRole('link').last();
  await next.click();
  await expect(page).not.toHaveURL(here);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('share links carry the canonical URL', async ({ page }) => {
  await openApartment(page);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBeTruthy();
  const facebook = await page.locator('[data-share="Facebook"]').getAttribute('href');
  expect(decodeURIComponent(facebook ?? '')).toContain(canonical ?? '');
  const email = await page.locator('[data-share="email"]').getAttribute('href');
  expect(decodeURIComponent(email ?? '')).toContain(canonical ?? '');
});

test('a sold property shows the sold banner', async ({ page }) => {
  await page.goto(SOLD);
  await expect(page.getByTestId('property-banner')).toContainText('Property Sold');
});

test('the print view hides the frame and controls, keeps the key facts, and prints to A4', async ({ page }) => {
  await openApartment(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('property-price')).toBeVisible();
  await expect(page.getByText(/^Online at http/)).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
});

test('a detail page has no serious accessibility violations', async ({ page }) => {
  await openApartment(page);
  await expectNoSeriousAxeViolations(page);
});

test('the map loads only when asked for, then shows the property', async ({ page }) => {
  const frames: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/map/')) frames.push(request.url());
  });
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 404 }));
  await openApartment(page);
  const show = page.getByRole('button', { name: 'Show the map' });
  await show.scrollIntoViewIfNeeded();
  expect(frames).toEqual([]);
  await show.click();
  const frame = page.locator('iframe[src*="/map/en/frame.html"]');
  await expect(frame).toBeVisible();
  await expect(frame).toBeFocused();
  await expect(frame.contentFrame().locator('.leaflet-marker-icon')).toHaveCount(1);
});
