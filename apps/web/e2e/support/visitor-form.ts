// Filling the visitor forms the way a person does, by the fields' ids (the
// kit's `f-{name}`), so one helper serves every language.
import { expect, type Page } from '@playwright/test';

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

/** The characters of the no-JS captcha, as the page shows them (spaced for screen readers). */
export async function typeCaptchaCharacters(page: Page): Promise<void> {
  const shown = await page.locator('div:has(> input[name="captcha.token"]) > p span').first().textContent();
  expect(shown?.trim()).toBeTruthy();
  await page.locator('input[name="captcha.text"]').fill((shown ?? '').replace(/\s+/g, ''));
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
