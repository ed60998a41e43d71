import { expect, test } from './support/test';

// Every page type with hostile path segments and query values: whatever a
// scanner sends, the web answers below 500 (a page, a 404, a redirect or a
// 400). The BFF's own endpoints are fuzzed by apps/bff's test.

const LOCALES = {
  nl: { sale: 'te-koop', rent: 'te-huur', projects: 'projecten' },
  fr: { sale: 'a-vendre', rent: 'a-louer', projects: 'projets' },
  en: { sale: 'for-sale', rent: 'for-rent', projects: 'projects' },
  de: { sale: 'zu-verkaufen', rent: 'zu-vermieten', projects: 'projekte' },
} as const;

/** Already percent-encoded, as they go on the wire. */
const HOSTILE = [
  '%00',
  'a%00b',
  '%zz',
  '%E9',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%8F%A0',
  'Li%C3%A8ge',
  // City-shaped (Name|Zip), so they reach the BFF rather than being dropped as malformed.
  'Etterbeek%00%7C1040',
  'Villa%20%ED%A0%BC%7C1000',
  '%27%20OR%201%3D1--%7C1000',
  '%27%20OR%201%3D1--',
  '1%3BDROP%20TABLE%20properties',
  '%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '..%2F..%2Fetc%2Fpasswd',
  '%25',
  '%20',
  'x'.repeat(3000),
  '9999999999',
  '99999999999',
  '2147483648',
  '-1',
  '0',
  '1e3',
  '0x10',
  '4164.5',
] as const;

const FILTERS = ['city', 'type', 'minPrice', 'maxPrice', 'minBedrooms', 'sort', 'page', 'view', 'q', 'lng'] as const;

/** Whether a path segment decodes to text without a '%' left (see src/lib/unroutable-path.ts). */
function decodesOnce(segment: string): boolean {
  try {
    return !decodeURIComponent(segment).includes('%');
  } catch {
    return false;
  }
}

function pageUrls(): string[] {
  const urls: string[] = [];
  for (const [locale, slug] of Object.entries(LOCALES)) {
    const lists = [`/${locale}/${slug.sale}/`, `/${locale}/${slug.rent}/`];
    for (const value of HOSTILE) {
      // Path segments of every page type.
      urls.push(
        `/${locale}/${value}/`,
        `/${locale}/${slug.sale}/${value}/`,
        `/${locale}/${slug.sale}/etterbeek/${value}/4164/`,
        `/${locale}/${slug.rent}/uccle/villa/${value}/`,
        `/${locale}/property/${value}/`,
        `/${locale}/project/${value}/`,
        `/${locale}/${slug.projects}/spa/${value}/9001/`,
        `/${locale}/${slug.projects}/spa/residentie/${value}/`,
        `/${locale}/${slug.projects}/${value}/`,
        `/${locale}/Disclaimer/${value}/`,
      );
      // Query values on the list pages, the home page and a detail page.
      FILTERS.forEach((key, index) => urls.push(`${lists[index % 2]}?${key}=${value}`));
      urls.push(`/${locale}/?q=${value}&lng=${value}`, `/${locale}/property/4164/?page=${value}`);
    }
    // Arrays, unknown parameters, everything at once.
    urls.push(
      `${lists[0]}?city=Etterbeek%7C1040&city=Uccle%7C1180&type=1&type=2&sort=price-asc&sort=x`,
      `${lists[1]}?city[]=a&type[$gt]=1&__proto__[x]=1&constructor=1&utm_source=x`,
      `${lists[0]}?${FILTERS.map((key) => `${key}=%00`).join('&')}`,
      `/${locale}/${slug.projects}/?page=99999999999`,
    );
  }
  for (const value of HOSTILE) {
    // The spec's original unprefixed paths, which redirect, and the crawler files.
    urls.push(
      `/${value}/`,
      `/property/${value}/`,
      `/project/${value}/`,
      `/for-sale/?city=${value}`,
      `/feedback/${value}/`,
      `/?lng=${value}`,
      `/sitemaps/${value}`,
      `/sitemaps/properties-${value}-1.xml`,
      `/sitemap.xml?${value}=${value}`,
      `/robots.txt?x=${value}`,
      // Files and Next.js's own paths, which no page route serves.
      `/sample-photos/${value}.svg`,
      `/_next/static/${value}`,
      `/map/${value}/frame.html`,
    );
    // The relay only with addresses the web refuses itself: the others would
    // spend the BFF's per-visitor allowance, which later specs need.
    if (!decodesOnce(value)) urls.push(`/api/properties/${value}`, `/api/${value}`);
  }
  return urls;
}

test('1,000+ hostile page requests, none answered 500 or above', async ({ baseURL }) => {
  test.setTimeout(10 * 60_000);
  const origin = baseURL ?? '';
  const urls = pageUrls();
  expect(urls.length).toBeGreaterThanOrEqual(1000);
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let url = urls[next++]; url !== undefined; url = urls[next++]) {
      const response = await fetch(origin + url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status >= 500) failures.push(`${response.status} ${url.slice(0, 120)}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  expect(failures).toEqual([]);
});
