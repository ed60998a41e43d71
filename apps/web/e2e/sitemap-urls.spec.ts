import { expect, test } from './support/test';

// Issue 12: a sitemap lists only pages that answer 200. Fetches every URL of
// every file the index names (the sample: about 700), without following
// redirects: a redirect or a 404 in a sitemap wastes a crawler's visit.
test.setTimeout(600_000);

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
const BATCH = 6;

test('every URL the sitemap lists answers 200, and no file holds more than 50,000 URLs', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const files = locs(await index.text());
  expect(files.length).toBeGreaterThan(1);
  const pages: string[] = [];
  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    const urls = locs(await response.text());
    expect(urls.length, file).toBeLessThanOrEqual(50_000);
    pages.push(...urls);
  }
  const failures: string[] = [];
  for (let at = 0; at < pages.length; at += BATCH) {
    const statuses = await Promise.all(
      pages
        .slice(at, at + BATCH)
        .map(async (page) => [page, (await request.get(page, { maxRedirects: 0 })).status()] as const),
    );
    failures.push(...statuses.filter(([, status]) => status !== 200).map(([page, status]) => `${status} ${page}`));
  }
  expect(failures).toEqual([]);
});
