import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { scrollsSideways } from './support/visitor-form';

// The thank-you pages (spec §2): one per slug in every language, kept out of
// search engines and the sitemap.

test('every slug of the spec has its page, noindex, with its own sentence and the way back', async ({ request }) => {
  const slugs = [
    'contact-me',
    'contact-appointment',
    'contact-construction',
    'estimation-gratuite',
    'recherche',
    'send-to-friend',
    'site-contact',
    'sign-newsletter',
    'testing-testing',
  ];
  const sentences = new Set<string>();
  for (const slug of slugs) {
    const response = await request.get(`/fr/merci/${slug}/`, { maxRedirects: 0 });
    expect(response.status(), slug).toBe(200);
    const html = await response.text();
    expect(html, slug).toMatch(/<meta name="robots" content="noindex, ?follow"/);
    sentences.add(/<h1>Merci<\/h1><p[^>]*>([^<]+)<\/p>/.exec(html)?.[1] ?? '');
  }
  expect(sentences.size).toBe(slugs.length);
});

test("the spec's original address and another language's slug lead to the visitor's page; an unknown slug is a 404", async ({
  page,
  request,
}) => {
  const original = await request.get('/feedback/contact-demand/', {
    maxRedirects: 0,
    headers: { 'accept-language': 'nl' },
  });
  expect(original.headers()['location']).toContain('/nl/bedankt/gratis-schatting/');
  await page.goto('/fr/merci/gratis-schatting/');
  await expect(page).toHaveURL('/fr/merci/estimation-gratuite/');
  const unknown = await request.get('/fr/merci/nimporte-quoi/', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
});

test('no thank-you page is in the sitemap; the contact and valuation pages are', async ({ request }) => {
  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  expect(pages).toContain('/fr/estimation-gratuite/');
  expect(pages).toContain('/de/contact/');
  for (const segment of ['/merci/', '/bedankt/', '/thank-you/', '/danke/']) expect(pages).not.toContain(segment);
});

test('a thank-you page passes axe, fits a 390 px phone and links home and to the lists', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/danke/site-contact/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank');
  await expect(page.getByRole('main').getByRole('link', { name: 'Immobilien zu verkaufen' })).toHaveAttribute(
    'href',
    '/de/zu-verkaufen/',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
    'href',
    '/de/',
  );
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousAxeViolations(page);
});
