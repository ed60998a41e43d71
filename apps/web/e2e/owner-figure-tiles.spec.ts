import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { OWNER_DASHBOARDS, SAMPLE_OWNERS, setFirstPassword } from './support/owner';

// The owner's figure tiles (dashboard cards and a property's page) in every
// language at a small phone, a phone, a tablet and a desktop: no word of a
// tile is split over two lines ("semain e", "Nombr e total"), and nothing
// sticks out of its tile or the page.

const WIDTHS = [320, 390, 768, 1366] as const;
const owner = SAMPLE_OWNERS.claude;

interface TileProblems {
  splitWords: string[];
  overflowing: string[];
  tiles: number;
}

/** Each word of each tile, measured by its own line boxes (a split word has boxes on two lines), and each tile's content against its box. */
function tileProblems(page: Page): Promise<TileProblems> {
  return page.evaluate(() => {
    const splitWords: string[] = [];
    const overflowing: string[] = [];
    const tiles = [...document.querySelectorAll<HTMLElement>('[data-testid^="views-"] [data-figure]')];
    for (const tile of tiles) {
      const box = tile.getBoundingClientRect();
      const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) splitWords.push(match[0]);
          if (rects.some((rect) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5))
            overflowing.push(match[0]);
        }
      }
      if (tile.scrollWidth > tile.clientWidth) overflowing.push(`tile ${tile.dataset['figure']}`);
      const card = tile.closest('li') ?? tile.closest('main');
      if (card && box.right > card.getBoundingClientRect().right + 0.5)
        overflowing.push(`tile ${tile.dataset['figure']} past its card`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      overflowing.push('the page scrolls sideways');
    return { splitWords, overflowing, tiles: tiles.length };
  });
}

test('no tile word is split and nothing overflows, in every language at 320, 390, 768 and 1366 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await setFirstPassword(page, owner.email);
  for (const [locale, dashboard] of Object.entries(OWNER_DASHBOARDS)) {
    for (const path of [dashboard, `${dashboard}${owner.properties[0]}/`]) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const problems = await tileProblems(page);
        expect(problems.tiles, `${path} at ${width} px`).toBeGreaterThanOrEqual(4);
        expect.soft(problems.splitWords, `words split over two lines on ${path} at ${width} px`).toEqual([]);
        expect.soft(problems.overflowing, `overflow on ${path} at ${width} px (${locale})`).toEqual([]);
      }
    }
  }
});
