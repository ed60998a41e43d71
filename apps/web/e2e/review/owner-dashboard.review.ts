import path from 'node:path';
import { getMessages } from '@immo/i18n';
import { expect, test } from '../support/test';
import { addDays, statisticsDayOf } from '@immo/domain';
import {
  OWNER_DASHBOARDS,
  SAMPLE_OWNERS,
  recordDailyViews,
  recordViews,
  setFirstPassword,
  withDatabase,
} from '../support/owner';

// The review's pictures of the owner dashboard (docs/review/owners.md): every
// language at 390 and 1366 px, full page, JPEG quality 60. A tool, not a
// test: `npm run review:owners` (playwright.review.config.ts); the suite's
// config matches *.spec.ts only, so a run of the tests writes nothing into the docs.

const OUT = path.join(__dirname, '../../../../docs/review/owners');

test('the owner dashboard, every language, at 390 and 1366 px', async ({ page }) => {
  test.setTimeout(180_000);
  // An owner of their own: a second set-password link for the same owner does not come within a run.
  const owner = SAMPLE_OWNERS.marie;
  // Figures with several digits, as a property online for a while has them (the longest a tile must hold).
  await withDatabase(async (client) => {
    const today = statisticsDayOf(new Date());
    await recordViews(client, owner.properties[0], 7, new Date());
    await recordDailyViews(client, owner.properties[0], addDays(today, -2), 38);
    await recordDailyViews(client, owner.properties[0], addDays(today, -200), 1250);
    await recordViews(client, owner.properties[1], 2, new Date());
  });
  await setFirstPassword(page, owner.email);
  // The cookie choice once, as an owner makes it on the first visit: the pictures are of the portal, not the banner.
  await page.getByRole('button', { name: getMessages('fr').CookieConsent.decline }).click();
  for (const [locale, dashboard] of Object.entries(OWNER_DASHBOARDS)) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(dashboard);
      await expect(page.getByTestId(`property-${owner.properties[0]}`)).toBeVisible();
      await page.screenshot({
        path: path.join(OUT, `dashboard-${locale}-${width}.jpg`),
        type: 'jpeg',
        quality: 60,
        fullPage: true,
      });
      await page.goto(`${dashboard}${owner.properties[0]}/`);
      await page.screenshot({
        path: path.join(OUT, `property-${locale}-${width}.jpg`),
        type: 'jpeg',
        quality: 60,
        fullPage: true,
      });
    }
  }
});
