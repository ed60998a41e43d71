// Filling the visitor forms the way a person does, by the fields' ids (the
// kit's `f-{name}`), so one helper serves every language.
import { CAPTCHA_PICTURE_SIZE, CAPTCHA_TYPED_ALPHABET, CAPTCHA_TYPED_LENGTH } from '@immo/domain';
import { expect, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';

/** Set by tools/e2e/global-setup.mjs: the BFF's CAPTCHA_HMAC_KEY of the run. */
const E2E_CAPTCHA_HMAC_KEY_ENV = 'E2E_CAPTCHA_HMAC_KEY';

export interface Visitor {
  title: 'mr' | 'ms' | 'miss';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export async function fillVisitor(page: Page, visitor: Visitor): Promise<void> {
  await page.locator('#f-title').selectOption(visitor.title);
  await page.locator('#f-firstName').fill(visitor.firstName);
  await page.locator('#f-lastName').fill(visitor.lastName);
  await page.locator('#f-email').fill(visitor.email);
  await page.locator('#f-phone').fill(visitor.phone);
}

/**
 * The characters of the no-JS captcha's picture, read as a person reads them:
 * the picture must have loaded, and the characters are what the BFF drew,
 * derived from its token with the run's key (E2E_CAPTCHA_HMAC_KEY, set by the
 * global setup) the way the BFF derives them (captcha-crypto.ts).
 */
export async function typeCaptchaCharacters(page: Page): Promise<void> {
  const field = page.locator('fieldset:has(input[name="captcha.token"])').first();
  const picture = field.locator('img');
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(CAPTCHA_PICTURE_SIZE.width);
  const token = await field.locator('input[name="captcha.token"]').inputValue();
  await field.locator('input[name="captcha.text"]').fill(captchaCharactersOf(token));
}

export function captchaCharactersOf(token: string): string {
  const key = process.env[E2E_CAPTCHA_HMAC_KEY_ENV];
  if (!key) throw new Error(`${E2E_CAPTCHA_HMAC_KEY_ENV} is not set: run the e2e specs through the global setup`);
  const [id, expires] = token.split('.');
  const bytes = createHmac('sha256', key)
    .update(JSON.stringify(['immo-captcha-2', 'characters', id, Number(expires)]))
    .digest();
  return Array.from(
    bytes.subarray(0, CAPTCHA_TYPED_LENGTH),
    (byte) => CAPTCHA_TYPED_ALPHABET[byte % CAPTCHA_TYPED_ALPHABET.length],
  ).join('');
}

/** Whether the page scrolls sideways at its current width. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Every Content-Security-Policy violation the page meets from now on (a form's worker, fetch and navigation included). */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportFormCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportFormCspViolation: (text: string) => void }).reportFormCspViolation;
      report(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}
