import { expect, test } from './support/test';

// No page scrolls sideways: one page of every type, in every language, on a
// small phone, a common phone and a tablet. Long words (Dutch and German
// compounds in the detail groups) must wrap, not widen the page.
const WIDTHS = [320, 390, 768] as const;

const LIST_SLUGS = {
  nl: ['te-koop', 'te-huur', 'projecten'],
  fr: ['a-vendre', 'a-louer', 'projets'],
  en: ['for-sale', 'for-rent', 'projects'],
  de: ['zu-verkaufen', 'zu-vermieten', 'projekte'],
} as const;

// Sample properties: 4113 (the case), a studio in Ixelles (4101),
// an office for rent (4117), price on request (4109), land (4116).
const PROPERTIES = [4113, 4101, 4117, 4109, 4116];

function pagesOf(locale: keyof typeof LIST_SLUGS): string[] {
  const [sale, rent, projects] = LIST_SLUGS[locale];
  return [
    `/${locale}/`,
    `/${locale}/${sale}/`,
    `/${locale}/${rent}/`,
    ...PROPERTIES.map((id) => `/${locale}/property/${id}/`),
    `/${locale}/${projects}/`,
    `/${locale}/project/9003/`,
    `/${locale}/Notre-agence/`,
    `/${locale}/nope-${locale}/`,
    // The forms: long labels (German compounds) and rows of fields side by side.
    `/${locale}/contact/`,
    `/contact-demand/?lng=${locale}`,
  ];
}

test.describe.configure({ timeout: 240_000 });

for (const locale of Object.keys(LIST_SLUGS) as (keyof typeof LIST_SLUGS)[]) {
  for (const width of WIDTHS) {
    test(`no ${locale} page is wider than a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const tooWide: string[] = [];
      for (const path of pagesOf(locale)) {
        await page.goto(path, { waitUntil: 'load' });
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) tooWide.push(`${path}: ${scrollWidth} px`);
      }
      expect(tooWide).toEqual([]);
    });
  }
}
