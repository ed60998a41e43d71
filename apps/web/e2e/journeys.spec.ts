import { expect, test, type Page } from './support/test';

// A visitor's way through the site in each language: search from the home
// page, the list it leads to, a property, and the same property in another
// language. Runs against the bundled sample (Liège 4000 has the villa
// V-2025-04109, id 4109).

const JOURNEYS = [
  { locale: 'fr', liege: 'Liège', list: 'a-vendre', other: 'nl', otherList: 'te-koop' },
  { locale: 'nl', liege: 'Luik', list: 'te-koop', other: 'de', otherList: 'zu-verkaufen' },
  { locale: 'en', liege: 'Liège', list: 'for-sale', other: 'fr', otherList: 'a-vendre' },
  { locale: 'de', liege: 'Lüttich', list: 'zu-verkaufen', other: 'en', otherList: 'for-sale' },
] as const;

test.beforeEach(async ({ page }) => {
  // A stored 'Decline' choice keeps the cookie banner from covering the page.
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', 'true');
    for (const name of [
      'consentAdUserData',
      'consentAdStorage',
      'consentAnalyticsStorage',
      'consentAdPersonalization',
    ]) {
      window.localStorage.setItem(name, 'false');
    }
  });
});

async function openHomeSearch(page: Page, locale: string) {
  await page.goto(`/${locale}/`);
  const search = page.locator('section[data-banner]').getByRole('combobox');
  await expect(search).toBeVisible();
  return search;
}

for (const journey of JOURNEYS) {
  test(`${journey.locale}: search 'liege', pick the city, open a property, switch to ${journey.other}`, async ({
    page,
  }) => {
    const search = await openHomeSearch(page, journey.locale);
    await search.click();
    await search.pressSequentially('liege');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox');
    const city = listbox.getByRole('option').filter({ hasText: journey.liege }).filter({ hasText: '4000' });
    await expect(city).toBeVisible();

    // The panel shows only while the input has focus, and comes back with it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(listbox).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.focus();
    await expect(city).toBeVisible();

    await city.click();
    await expect(page).toHaveURL(new RegExp(`/${journey.locale}/${journey.list}/\\?city=`));
    const cards = page.locator('article.card');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.locator('.card__city').allInnerTexts()) expect(text).toContain('4000');

    await cards.first().locator('a.card__link').click();
    await expect(page).toHaveURL(new RegExp(`/${journey.locale}/${journey.list}/[a-z0-9-]+/[a-z0-9-]+/\\d+/$`));
    const id = new URL(page.url()).pathname.split('/').at(-2);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');

    await page.locator(`a[hreflang="${journey.other}"]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${journey.other}/${journey.otherList}/[a-z0-9-]+/[a-z0-9-]+/${id}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', journey.other);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  });
}

test('a reference finds its property with a 60×60 thumbnail and a short description', async ({ page }) => {
  const search = await openHomeSearch(page, 'fr');
  await search.fill('V-2025-04109');
  const option = page.getByRole('option').filter({ hasText: 'V-2025-04109' });
  await expect(option).toHaveCount(1);
  await expect(option).toContainText('4000 Liège');
  const thumbnail = option.locator('img');
  await expect(thumbnail).toBeVisible();
  const box = await thumbnail.boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([60, 60]);
  const text = await option.innerText();
  const description = text.split('\n').at(-1) ?? '';
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(100);

  await option.click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/liege\/[a-z0-9-]+\/4109\/$/);
});

test('emptying the text clears the results; too little text searches nothing', async ({ page }) => {
  const search = await openHomeSearch(page, 'en');
  await search.fill('gent');
  await expect(page.getByRole('option').first()).toBeVisible();
  // showSearchCount (on in the sample configuration): the panel counts what it lists.
  const found = await page.getByRole('option').count();
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(
    found === 1 ? '1 result' : `${found} results`,
  );
  await search.fill('');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('option')).toHaveCount(0);
  await search.fill('g');
  await expect(page.getByRole('listbox')).toBeHidden();
  await search.fill('zzzzqqq');
  await expect(page.getByText('No results were found for your search')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
});

test('the keyboard alone chooses a result', async ({ page }) => {
  const search = await openHomeSearch(page, 'en');
  await search.focus();
  await page.keyboard.type('liege');
  const city = page.getByRole('option').filter({ hasText: '4000' }).first();
  await expect(city).toBeVisible();
  await expect(search).not.toHaveAttribute('aria-activedescendant');

  // Down to the city (after any properties), shown as the active option.
  const options = page.getByRole('option');
  const position = (await options.allInnerTexts()).findIndex((text) => text.includes('4000') && !text.includes('V-'));
  for (let step = 0; step <= position; step += 1) await page.keyboard.press('ArrowDown');
  await expect(city).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await city.getAttribute('id')) ?? 'missing');

  // Escape closes the panel; a movement key opens it again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Home');
  for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown');
  await expect(city).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/for-sale\/\?city=/);
  await expect(page.locator('article.card').first()).toBeVisible();
});
