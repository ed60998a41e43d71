import { expectNoSeriousAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';

// Issue 26: a heart on every card and detail page keeps a property in the
// browser; the favourites page lists them, a link opens the same list on
// another device, and a withdrawn property stays listed as withdrawn.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const LANGUAGES = [
  { locale: 'nl', list: '/nl/te-koop/', favourites: '/nl/favorieten/', withdrawn: 'Niet meer aangeboden' },
  { locale: 'en', list: '/en/for-sale/', favourites: '/en/favourites/', withdrawn: 'Withdrawn' },
] as const;

/** A stored cookie choice, so the banner covers nothing. */
async function withConsent(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    window.localStorage.setItem('consent', 'true');
    for (const name of ['consentAdUserData', 'consentAdStorage', 'consentAnalyticsStorage', 'consentAdPersonalization'])
      window.localStorage.setItem(name, 'false');
  });
}

async function freshPage(browser: Browser, width: number, height: number): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ viewport: { width, height } });
  await withConsent(context);
  return [context, await context.newPage()];
}

function storedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('immo.favourites') ?? '{}') as object));
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`${language.locale} on a ${viewport.name} (${viewport.width} px)`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await withConsent(page);
      });

      test('a heart keeps a property, its page lists it after a reload, and removes it', async ({ page }) => {
        await page.goto(language.list);
        const card = page.locator('article.card').first();
        const title = (await card.locator('a.card__link').innerText()).trim();
        const heart = card.locator('button[data-favourite]');
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
        await expect(heart).toHaveAccessibleName(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        const id = await heart.getAttribute('data-favourite');
        expect(await storedIds(page)).toEqual([id]);
        await expect(page.locator('[data-favourite-count]').first()).toHaveText('1');
        await expectNoSeriousAxeViolations(page);

        await page.goto(language.favourites);
        // The browser's list goes into the address, and the server renders its cards.
        await expect(page).toHaveURL(new RegExp(`\\?ids=${id}$`));
        const list = page.getByTestId('favourites-list');
        await expect(list.locator('a.card__link')).toHaveText([title]);
        await expectNoSeriousAxeViolations(page);

        await page.reload();
        await expect(list.locator('a.card__link')).toHaveText([title]);

        await list.locator('button[data-favourite-remove]').click();
        await expect(page.getByTestId('favourites-empty')).toBeVisible();
        await expect(list).toHaveCount(0);
        expect(await storedIds(page)).toEqual([]);
      });

      test('the detail page has the heart too, pressed in every open tab', async ({ page, context }) => {
        await page.goto(language.list);
        const link = page.locator('article.card a.card__link').nth(1);
        const href = (await link.getAttribute('href')) ?? '';
        await link.click();
        await expect(page).toHaveURL(href);
        const other = await context.newPage();
        await other.goto(page.url());
        // The page's own heart, beside the print button (the similar properties' cards have theirs).
        const detailHeart = 'article.property > header button[data-favourite]';
        const heart = page.locator(detailHeart);
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        // The other tab hears of it (the storage event).
        await expect(other.locator(detailHeart)).toHaveAttribute('aria-pressed', 'true');
        await expectNoSeriousAxeViolations(page);
        await other.close();
      });

      test('the share link opens the same list on another device, which may keep it', async ({ page, browser }) => {
        await page.goto(language.list);
        const cards = page.locator('article.card');
        const titles = [
          (await cards.nth(0).locator('a.card__link').innerText()).trim(),
          (await cards.nth(2).locator('a.card__link').innerText()).trim(),
        ];
        await cards.nth(0).locator('button[data-favourite]').click();
        await cards.nth(2).locator('button[data-favourite]').click();
        await page.goto(language.favourites);
        const shareUrl = page.getByTestId('share-url');
        await expect(shareUrl).toHaveValue(/\?ids=\d+,\d+$/);
        const url = await shareUrl.inputValue();

        const [elsewhere, visitor] = await freshPage(browser, viewport.width, viewport.height);
        try {
          await visitor.goto(url);
          const list = visitor.getByTestId('favourites-list');
          await expect(list.locator('a.card__link')).toHaveCount(2);
          expect((await list.locator('a.card__link').allInnerTexts()).map((text) => text.trim()).sort()).toEqual(
            [...titles].sort(),
          );
          const offer = visitor.getByTestId('shared-list');
          await expect(offer).toBeVisible();
          await expectNoSeriousAxeViolations(visitor);
          await offer.getByRole('button').click();
          await expect(visitor.getByTestId('share-url')).toHaveValue(url);
          expect((await storedIds(visitor)).sort()).toEqual(new URL(url).searchParams.get('ids')?.split(',').sort());
        } finally {
          await elsewhere.close();
        }
      });
    });
  }
}

test.describe('a withdrawn favourite', () => {
  let withdrawnId = 0;

  test.beforeAll(async () => {
    // Withdrawn the way the import withdraws (its row stays, with withdrawn_at), restored after.
    withdrawnId = await withDatabase(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `UPDATE properties SET withdrawn_at = now()
          WHERE id = (SELECT id FROM properties WHERE withdrawn_at IS NULL AND goal = 0 ORDER BY id DESC LIMIT 1)
          RETURNING id`,
      );
      return rows[0]?.id ?? 0;
    });
  });

  test.afterAll(async () => {
    await withDatabase((client) =>
      client.query('UPDATE properties SET withdrawn_at = NULL WHERE id = $1', [withdrawnId]),
    );
  });

  for (const language of LANGUAGES) {
    test(`stays listed, marked, in ${language.locale}`, async ({ page }) => {
      await withConsent(page);
      await page.addInitScript((id) => {
        if (!localStorage.getItem('immo.favourites'))
          localStorage.setItem('immo.favourites', JSON.stringify({ [id]: Date.now() }));
      }, withdrawnId);
      await page.goto(language.favourites);
      await expect(page).toHaveURL(new RegExp(`\\?ids=${withdrawnId}$`));
      const item = page.locator(`[data-favourite-item="${withdrawnId}"]`);
      await expect(item.getByTestId('favourite-status')).toContainText(language.withdrawn);
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test('without JavaScript no heart is shown, and a shared link still lists its properties', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto('/nl/te-koop/');
    const card = page.locator('article.card').first();
    await expect(card.locator('button[data-favourite]')).toBeHidden();
    const href = (await card.locator('a.card__link').getAttribute('href')) ?? '';
    const id = /\/(\d+)\/$/.exec(href)?.[1];
    await page.goto(`/nl/favorieten/?ids=${id}`);
    await expect(page.getByTestId('favourites-list').locator('a.card__link')).toHaveAttribute('href', href);
    await expect(page.locator('button[data-favourite-remove]')).toBeHidden();
  } finally {
    await context.close();
  }
});
