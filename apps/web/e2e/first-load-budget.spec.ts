import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from './support/test';

// Issue 26's budget: a property page's first-load JavaScript within 10 kB of a
// bare Next.js page's, held here so that a change which adds script to every
// property visit fails the test run, not only the next benchmark. Measured as
// bench:lighthouse measures it (bench/lighthouse/run.mjs): the bytes on the
// wire (compressed, headers included: Chromium's encodedDataLength, which
// Lighthouse calls transferSize) of every script a first visit loads before
// any click, the ones started after the first paint included. The bare page
// cannot be built here cheaply: its figure is the benchmark's, kept with the
// Next.js version it was measured on, so an upgrade fails this test until it
// is measured again (bench/lighthouse/bare-next/first-load.json).
const BUDGET_OVER_BARE_KB = 10;

interface BareFigure {
  next: string;
  firstLoadJsKb: number;
}

const BARE_FILE = path.join(__dirname, '../../../bench/lighthouse/bare-next/first-load.json');
const bare = JSON.parse(readFileSync(BARE_FILE, 'utf8')) as BareFigure;
const installedNext = (
  JSON.parse(readFileSync(require.resolve('next/package.json', { paths: [__dirname] }), 'utf8')) as { version: string }
).version;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

// Sample export: 4101 an Ixelles studio for sale (the benchmark's detail page, its forms panel included),
// 4104 an Etterbeek flat for rent.
const VISITS = [
  { label: 'sale, fr, phone', url: '/fr/property/4101/', viewport: PHONE },
  { label: 'rent, nl, desktop', url: '/nl/property/4104/', viewport: DESKTOP },
] as const;

/** The scripts a first visit of `url` loads without any click: their addresses and their bytes on the wire. */
async function firstLoadScripts(page: Page, url: string): Promise<{ urls: string[]; bytes: number }> {
  const cdp = await page.context().newCDPSession(page);
  const scripts = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
  await cdp.send('Network.enable');
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The scripts started after the first paint have run (support/test.ts); what they load in turn ends here.
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  const ids = [...scripts.keys()];
  return {
    urls: ids.map((id) => scripts.get(id) ?? ''),
    bytes: ids.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0),
  };
}

test('the bare page figure the budget counts from was measured on the installed Next.js', () => {
  expect(installedNext, `re-measure the bare page (npm run bench:lighthouse) and update ${BARE_FILE}`).toBe(bare.next);
});

for (const visit of VISITS) {
  test(`a property page's first-load JavaScript stays within ${BUDGET_OVER_BARE_KB} kB of a bare Next.js page (${visit.label})`, async ({
    page,
  }) => {
    await page.setViewportSize(visit.viewport);
    const { urls, bytes } = await firstLoadScripts(page, visit.url);
    // The page is a property's with its forms panel (what the benchmark measures), and its own code came with it.
    await expect(page.locator('a[aria-controls="property-form-panel"]').first()).toBeVisible();
    expect(urls.filter((url) => url.includes('/_next/static/chunks/')).length).toBeGreaterThan(5);
    const kb = bytes / 1024;
    const overBare = kb - bare.firstLoadJsKb;
    test.info().annotations.push({
      type: 'first-load JS',
      description: `${kb.toFixed(1)} kB in ${urls.length} scripts, ${overBare.toFixed(1)} kB over the bare page's ${bare.firstLoadJsKb} kB`,
    });
    expect(overBare, `${urls.length} scripts:\n${urls.join('\n')}`).toBeLessThanOrEqual(BUDGET_OVER_BARE_KB);
  });
}
