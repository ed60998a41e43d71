import { type APIRequestContext, expect, test } from './support/test';

// A French detail URL in a sitemap (full URL, then its id).
const FR_PROPERTY = /<loc>(https?:\/\/[^<]+\/fr\/(?:a-vendre|a-louer)\/[a-z0-9-]+\/[a-z0-9-]+\/(\d+)\/)<\/loc>/;

async function getXml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  return response.text();
}

test("sitemap.xml is an index of the pages and each language's property sitemaps", async ({ request }) => {
  const index = await getXml(request, '/sitemap.xml');
  expect(index).toContain('<sitemapindex');
  const children = [...index.matchAll(/<loc>(https?:\/\/[^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(children).toEqual([
    '/sitemaps/pages.xml',
    ...['nl', 'fr', 'en', 'de'].map((lang) => `/sitemaps/properties-${lang}-1.xml`),
  ]);

  const pages = await getXml(request, '/sitemaps/pages.xml');
  expect(pages).toMatch(/<loc>[^<]+\/nl\/te-koop\/<\/loc>/);
  expect(pages).toMatch(/<loc>[^<]+\/fr\/projets\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/<\/loc>/);
});

test("a language's property sitemap lists each property with hreflang alternates and its change date", async ({
  request,
}) => {
  const xml = await getXml(request, '/sitemaps/properties-fr-1.xml');
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const fr = FR_PROPERTY.exec(xml);
  expect(fr).not.toBeNull();
  const id = fr?.[2] ?? '';

  // The French entry carries the property's URL in each of the four languages, and the CRM's change date.
  const frEntry = xml.split('<url>').find((entry) => entry.includes(`<loc>${fr?.[1]}</loc>`)) ?? '';
  for (const lang of ['nl', 'fr', 'en', 'de']) {
    expect(frEntry).toMatch(
      new RegExp(`<xhtml:link rel="alternate" hreflang="${lang}" href="[^"]+/${lang}/[^"]+/${id}/"`),
    );
  }
  expect(frEntry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);

  const nl = await getXml(request, '/sitemaps/properties-nl-1.xml');
  expect(nl).toMatch(new RegExp(`/nl/(te-koop|te-huur)/[a-z0-9-]+/[a-z0-9-]+/${id}/</loc>`));
  expect((await request.get('/sitemaps/properties-nl-2.xml')).status()).toBe(404);
});

test('every sitemap URL is canonical: a listed Dutch detail URL answers 200, not a redirect', async ({ request }) => {
  const nl = await getXml(request, '/sitemaps/properties-nl-1.xml');
  // An Ixelles property on /nl/ is under Elsene, the name the detail page uses too.
  const elsene = /<loc>(https?:\/\/[^<]+\/nl\/(?:te-koop|te-huur)\/elsene\/[^<]+)<\/loc>/.exec(nl);
  expect(elsene).not.toBeNull();
  const response = await request.get(new URL(elsene?.[1] ?? '').pathname, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

test('robots.txt allows crawling, keeps out the API and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Disallow: \/internal\/$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('a detail page carries listing and breadcrumb JSON-LD, a canonical URL and four hreflang links', async ({
  page,
}) => {
  await page.goto('/fr/');
  const link = page.locator('article.card a.card__link').first();
  await expect(link).toBeVisible();
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/fr\/(a-vendre|a-louer)\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);
  const path = new URL(page.url()).pathname;

  // Structured data: valid JSON, a listing named after the page, the breadcrumb trail.
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
  const listing = data.find((item) => item['@type'] === 'RealEstateListing');
  expect(listing).toMatchObject({ '@context': 'https://schema.org', name: title });
  expect(String(listing?.url)).toMatch(new RegExp(`${path}$`));
  expect(listing?.offers).toMatchObject({ '@type': 'Offer' });
  const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as
    { itemListElement: { position: number; name: string; item: string }[] } | undefined;
  expect(breadcrumb?.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
  const visible = await page.locator('nav.breadcrumb li').allInnerTexts();
  expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual(visible.map((text) => text.trim()));
  expect(breadcrumb?.itemListElement[1]?.item).toMatch(/\/fr\/(a-vendre|a-louer)\/$/);
  expect(breadcrumb?.itemListElement[2]?.item).toMatch(new RegExp(`${path}$`));

  // Canonical and hreflang links in the head of the server-rendered page.
  await page.goto(path);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  const hreflang = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
  expect(hreflang.map((entry) => entry.split(' ')[0]).sort()).toEqual(['de', 'en', 'fr', 'nl']);
  for (const entry of hreflang) {
    const [lang, href] = entry.split(' ');
    expect(href).toMatch(new RegExp(`/${lang}/.+/\\d+/$`));
  }
});
