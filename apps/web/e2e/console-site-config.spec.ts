import { expect, type Browser, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { loginAsNewOperator } from './support/operator';

// The console's site configuration editor (issue 15): a change saved as a
// draft shows in the operator's preview only, reaches every visitor once
// published, and is undone from the change log. Only the English banner
// title is changed (no other spec reads it), and the undo puts it back.

const SITE = '/en/console/site/';

async function visitorHeading(browser: Browser): Promise<string> {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto('/en/');
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    return ((await page.locator('section[data-banner]').getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  } finally {
    await visitor.close();
  }
}

test('a banner title saved as a draft is previewed by the operator only, published to every visitor, then undone', async ({
  page,
  browser,
}) => {
  await loginAsNewOperator(page, 'en');
  await page.goto(SITE);
  const title = page.getByLabel('Banner title (English)');
  const before = await title.inputValue();
  const changed = `Homes along the Meuse ${Date.now()}`;
  await title.fill(changed);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await page.waitForURL(/\?done=draft$/);
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
  await expect(page.getByLabel('Banner title (English)')).toHaveValue(changed);

  expect(await visitorHeading(browser)).not.toBe(changed);
  await page.getByRole('button', { name: 'Preview the home page with the drafts' }).click();
  await page.waitForURL(/\/en\/$/);
  await expect(page.locator('section[data-banner]').getByRole('heading', { level: 1 })).toHaveText(changed);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('drafts that are not published yet');
  expect(await visitorHeading(browser)).not.toBe(changed);

  await page.goto(SITE);
  await page.getByRole('button', { name: 'Publish all drafts' }).click();
  await page.waitForURL(/\?done=publish$/);
  expect(await visitorHeading(browser)).toBe(changed);

  await page.getByRole('link', { name: 'Change log' }).click();
  const entry = page.locator('li[data-change]').first();
  await expect(entry).toContainText('Ann Ops');
  await expect(entry).toContainText('Banner title (English)');
  await expect(entry).toContainText(changed);
  await entry.getByRole('button', { name: /^Undo change/ }).click();
  await page.waitForURL(/\?done=undone/);
  await expect(page.locator('li[data-change]').first()).toContainText('Undoes change');
  expect(await visitorHeading(browser)).not.toBe(changed);
  await page.goto(SITE);
  await expect(page.getByLabel('Banner title (English)')).toHaveValue(before);
  await page.getByRole('complementary', { name: 'Preview' }).getByRole('link', { name: 'Leave the preview' }).click();
  await page.waitForURL(/\/en\/console\/site\/$/);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
});

test('a wrong tracking id is refused beside its field and in the summary, keeping what was typed; the settings fit a phone and pass axe', async ({
  page,
}) => {
  await loginAsNewOperator(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(SITE);
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const gtm = page.getByLabel('Google Tag Manager number');
  await gtm.fill('UA-12345');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.locator('#f-gtmId-error')).toHaveText('Enter an ID like GTM-ABC1234.');
  await expect(page.getByRole('alert').getByRole('link', { name: /Google Tag Manager number/ })).toBeVisible();
  await expect(gtm).toHaveValue('UA-12345');
  await expect(page).toHaveURL(new RegExp(`${SITE}$`));
  await expectNoSeriousAxeViolations(page);
});

test('the change log, visit hours, a menu page, a top bar link and a footer column fit a phone and pass axe', async ({
  page,
}) => {
  await loginAsNewOperator(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SITE}changes/`);
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`${SITE}visit-hours/`);
  await expectNoSeriousAxeViolations(page);
  await page.goto(`${SITE}pages/`);
  const hrefs = await page
    .locator('a[href*="/console/site/pages/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.goto(hrefs.find((href) => /\/pages\/\d+\/$/.test(href)) ?? '');
  await expect(page.getByLabel('Title (English)', { exact: true })).not.toHaveValue('');
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  for (const part of ['top-bar', 'footer']) {
    await page.goto(`${SITE}frame/`);
    const links = await page
      .locator(`a[href*="/frame/${part}/"]`)
      .evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
    await page.goto(links[0] ?? '');
    await expect(page.getByRole('button', { name: 'Publish now' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test('without JavaScript the visit hours are refused when they overlap, kept as typed, then saved as a draft and discarded', async ({
  page,
  browser,
}) => {
  await loginAsNewOperator(page, 'en');
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const form = await noScript.newPage();
    await form.goto(`${SITE}visit-hours/`);
    const monday = form.getByLabel('Monday');
    await monday.fill('10:00-12:00, 11:30-13:00');
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await expect(form.locator('#f-weekly-mon-error')).toHaveText('Two time ranges of this day overlap.');
    await expect(form.getByLabel('Monday')).toHaveValue('10:00-12:00, 11:30-13:00');
    await expect(form.getByRole('alert').getByRole('link', { name: /Monday/ })).toBeVisible();

    await form.getByLabel('Monday').fill('10:00-12:00, 14:00-17:00');
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await form.waitForURL(/visit-hours\/\?done=draft$/);
    await expect(form.getByText('This form shows a draft that is not published yet.')).toBeVisible();
    await expect(form.getByLabel('Monday')).toHaveValue('10:00-12:00, 14:00-17:00');
    await form.getByRole('button', { name: 'Discard all drafts' }).click();
    await form.waitForURL(/\?done=discard$/);
    await expect(form.getByText('No drafts waiting.')).toBeVisible();
  } finally {
    await noScript.close();
  }
});
