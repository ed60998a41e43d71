import { phoneHref } from '@immo/domain';
import { expect, type Page, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { loginAsNewOperator } from './support/operator';

// Sample export: 4102 a Gent house for sale, 4104 an Etterbeek flat for rent.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const WORDS = {
  de: { bar: 'Das Büro kontaktieren', call: 'Anrufen', ask: 'Frage zu dieser Immobilie', message: 'interessiere mich' },
  fr: { bar: 'Contacter l’agence', call: 'Appeler', ask: 'Question sur ce bien', message: 'intéressé(e)' },
} as const;

type Lang = keyof typeof WORDS;

function bar(page: Page, lang: Lang) {
  return page.getByRole('navigation', { name: WORDS[lang].bar });
}

async function agencyPhone(): Promise<string> {
  return withDatabase(
    async (db) => (await db.query<{ phone: string }>('SELECT phone FROM site_settings WHERE id = 1')).rows[0]!.phone,
  );
}

async function reference(id: number): Promise<string> {
  return withDatabase(
    async (db) =>
      (await db.query<{ reference: string }>('SELECT reference FROM properties WHERE id = $1', [id])).rows[0]!
        .reference,
  );
}

async function openProperty(page: Page, lang: Lang, id: number) {
  await page.goto(`/${lang}/property/${id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The top of the window's area the bar leaves free (the window's height when the bar is not shown). */
async function barTop(page: Page, lang: Lang): Promise<number> {
  const box = await bar(page, lang).boundingBox();
  return box ? box.y : PHONE.height;
}

for (const [lang, id] of [
  ['de', 4102],
  ['fr', 4104],
] as const) {
  test.describe(`${lang}, property ${id}`, () => {
    test('at 390 px the bar stays at the bottom, calls the agency, asks through the form, covers nothing and passes axe', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await openProperty(page, lang, id);
      const phoneBar = bar(page, lang);
      await expect(phoneBar).toBeInViewport();
      const call = phoneBar.getByRole('link', { name: WORDS[lang].call });
      await expect(call).toHaveAttribute('href', phoneHref(await agencyPhone()));
      // No WhatsApp link while the agency has set no number.
      await expect(phoneBar.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
      for (const link of await phoneBar.getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
      }

      // The cookie banner of a first visit stands above the bar, not over it.
      const banner = page.getByTestId('cookie-consent');
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())!.y + (await banner.boundingBox())!.height).toBeLessThanOrEqual(
        await barTop(page, lang),
      );
      await expectNoSeriousAxeViolations(page);
      await banner.getByRole('button').first().click();
      await expect(banner).toBeHidden();

      // At the very bottom the bar is still in view and the page's last lines end above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(phoneBar).toBeInViewport();
      const footer = (await page.getByTestId('site-footer').boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual((await barTop(page, lang)) + 1);
      const bottom = await page.evaluate(() => ({
        scrolled: window.scrollY + window.innerHeight,
        height: document.documentElement.scrollHeight,
      }));
      expect(bottom.scrolled).toBeGreaterThanOrEqual(bottom.height - 1);

      // Ask jumps to the property's forms, which end up in view, clear of the bar.
      await phoneBar.getByRole('link', { name: WORDS[lang].ask }).click();
      await expect(page).toHaveURL(/#property-forms$/);
      const heading = page.locator('#property-forms');
      await expect(heading).toBeInViewport();
      const headingBox = (await heading.boundingBox())!;
      expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(await barTop(page, lang));
    });

    test('on a desktop and in print the bar is not shown', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openProperty(page, lang, id);
      await expect(page.getByTestId('phone-bar')).toBeHidden();
      await page.setViewportSize(PHONE);
      await expect(bar(page, lang)).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('phone-bar')).toBeHidden();
    });
  });
}

test('a WhatsApp number set in the console adds WhatsApp to the bar, with the property named in the message', async ({
  page,
  browser,
}) => {
  await loginAsNewOperator(page, 'en');
  const settings = async (whatsapp: string) => {
    await page.goto('/en/console/site/');
    await page.getByLabel('Agency WhatsApp number').fill(whatsapp);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByLabel('Agency WhatsApp number')).toHaveValue(whatsapp);
  };
  await settings('+32 475 12 34 56');
  try {
    const context = await browser.newContext({ viewport: PHONE });
    const visitor = await context.newPage();
    for (const [lang, id] of [
      ['de', 4102],
      ['fr', 4104],
    ] as const) {
      await openProperty(visitor, lang, id);
      const whatsapp = bar(visitor, lang).getByRole('link', { name: 'WhatsApp' });
      await expect(whatsapp).toBeVisible();
      const href = new URL((await whatsapp.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/32475123456');
      const message = href.searchParams.get('text') ?? '';
      expect(message).toContain(WORDS[lang].message);
      expect(message).toContain(await reference(id));
      expect(message).toContain(new URL(visitor.url()).pathname);
      await expectNoSeriousAxeViolations(visitor);
    }
    await context.close();
  } finally {
    await settings('');
  }
});
