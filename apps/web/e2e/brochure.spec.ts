import { extractText, getDocumentProxy } from 'unpdf';
import { expect, type APIResponse, type Page, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

// Sample export: 4101 an Ixelles studio for sale at € 150.000; 4109 a Liège
// villa whose price (€ 1.200.000 in the CRM) is not published. The agency's
// phone is the seed's 0475123456, written as the site writes phones.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const AGENCY_PHONE = '0475 12 34 56';

const WORDS = {
  nl: { link: 'Brochure (pdf)', onRequest: 'Prijs op aanvraag', made: 'Brochure gemaakt op' },
  fr: { link: 'Brochure (PDF)', onRequest: 'Prix sur demande', made: 'Brochure établie le' },
} as const;

async function pdfText(response: APIResponse): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(await response.body()));
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
}

async function brochureLink(page: Page, lang: keyof typeof WORDS, id: number) {
  await page.goto(`/${lang}/property/${id}/`);
  const link = page.getByRole('link', { name: WORDS[lang].link });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('download', '');
  const href = await link.getAttribute('href');
  // The detail page's own (localized, canonical) address plus the file name.
  expect(href).toBe(`${new URL(page.url()).pathname}brochure.pdf`);
  return href!;
}

for (const [lang, viewport] of [
  ['nl', PHONE],
  ['fr', DESKTOP],
] as const) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the detail page links its brochure, a PDF with the title, price and agency phone, then kept', async ({
      page,
    }) => {
      const href = await brochureLink(page, lang, 4101);
      await expectNoSeriousAxeViolations(page);
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

      const first = await page.request.get(href);
      expect(first.status()).toBe(200);
      expect(first.headers()['content-type']).toBe('application/pdf');
      expect(first.headers()['content-disposition']).toMatch(/^inline; filename="[A-Za-z0-9._-]*4101\.pdf"$/);
      expect((await first.body()).subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(first);
      expect(text).toContain(title);
      expect(text).toContain('€ 150.000');
      expect(text).toContain(AGENCY_PHONE);
      expect(text).toContain(WORDS[lang].made);

      // Asked again: from this server's memory, and a browser holding it gets 304 without a body.
      const again = await page.request.get(href);
      expect(again.headers()[`x-brochure-cache`]).toBe('hit');
      const etag = first.headers()['etag']!;
      expect(again.headers()['etag']).toBe(etag);
      const revalidated = await page.request.get(href, { headers: { 'if-none-match': etag } });
      expect(revalidated.status()).toBe(304);
    });

    test('a price on request says so and never prints the hidden amount', async ({ page }) => {
      const href = await brochureLink(page, lang, 4109);
      await expectNoSeriousAxeViolations(page);
      const text = await pdfText(await page.request.get(href));
      expect(text).toContain(WORDS[lang].onRequest);
      expect(text).not.toMatch(/1\.200\.000|1200000|1 200 000/);
      expect(text).toContain(AGENCY_PHONE);
    });
  });
}

test('an unknown property has no brochure, and a stale slug leads to the canonical one', async ({ request }) => {
  const missing = await request.get('/nl/te-koop/elsene/studio/999999/brochure.pdf', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  const stale = await request.get('/fr/a-vendre/ailleurs/autre-titre/4101/brochure.pdf', { maxRedirects: 0 });
  expect(stale.status()).toBe(308);
  expect(stale.headers()['location']).toMatch(/^\/fr\/a-vendre\/[^/]+\/[^/]+\/4101\/brochure\.pdf$/);
  const followed = await request.get(stale.headers()['location']!);
  expect(followed.headers()['content-type']).toBe('application/pdf');
  // Chrome's PDF viewer needs the document's own styles: the PDF carries no page policy.
  expect(followed.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
});
