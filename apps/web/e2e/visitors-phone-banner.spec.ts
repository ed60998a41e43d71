import { expect, test, type Locator, type Page } from './support/test';

// Issue 24: on a 390 x 844 phone, in every language (their texts differ in
// length), the cookie banner takes at most a third of the first screen and
// never covers the page's main call to action: the home search's button on
// the first screen, and the property's "book a visit" when the visitor moves
// to it (it sits further down the page). Screenshots: docs/review/visitors/.
const PHONE = { width: 390, height: 844 };

const LANGUAGES = [
  { locale: 'nl', banner: 'Wij respecteren uw privacy', search: 'Zoeken', visit: 'Een bezoek boeken' },
  { locale: 'fr', banner: 'Nous respectons votre vie privée', search: 'Rechercher', visit: 'Réserver une visite' },
  { locale: 'de', banner: 'Wir respektieren Ihre Privatsphäre', search: 'Suchen', visit: 'Besichtigung buchen' },
  { locale: 'en', banner: 'We respect your privacy', search: 'Search', visit: 'Book a visit' },
] as const;

async function box(locator: Locator): Promise<{ top: number; bottom: number }> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return { top: found?.y ?? 0, bottom: (found?.y ?? 0) + (found?.height ?? 0) };
}

async function openBanner(page: Page, name: string): Promise<Locator> {
  const banner = page.getByRole('dialog', { name }).and(page.locator('[data-ready]'));
  await expect(banner).toBeVisible();
  return banner;
}

for (const language of LANGUAGES) {
  test(`${language.locale}: the banner takes at most a third of the phone's first screen and leaves the home search in view`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/${language.locale}/`);
    const banner = await box(await openBanner(page, language.banner));
    expect(banner.bottom - banner.top).toBeLessThanOrEqual(PHONE.height / 3);
    const search = await box(page.getByRole('main').getByRole('button', { name: language.search, exact: true }));
    expect(search.bottom).toBeLessThanOrEqual(banner.top);
  });

  test(`${language.locale}: moving to the property's "book a visit" brings it into view above the banner`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/${language.locale}/property/4164/`);
    const banner = await box(await openBanner(page, language.banner));
    expect(banner.bottom - banner.top).toBeLessThanOrEqual(PHONE.height / 3);
    const visit = page.getByRole('main').getByRole('link', { name: language.visit, exact: true });
    // As a keyboard or a screen reader moves to it: the browser scrolls it just into view.
    await visit.focus();
    await expect.poll(async () => (await box(visit)).bottom - banner.top).toBeLessThanOrEqual(0);
    expect((await box(visit)).top).toBeGreaterThanOrEqual(0);
  });
}
