// The specs' `test`: Playwright's, with one habit of a real visitor added.
// A page's scripts start after its first paint (server-deferred-scripts.mjs),
// so the load event, which `goto` waits for, no longer says they have run: a
// click that came right after it could reach a button React had not taken
// over yet. Every navigation by goto, reload, goBack or goForward, on any
// page of any context, therefore also waits until the loader says its
// scripts ran (`<html data-scripts="ran">`). A page without the loader, or
// without JavaScript, never says "waiting", so nothing is waited for.
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { DEFERRED_SCRIPTS_STATE_ATTRIBUTE } from '../../server-deferred-scripts-loader.mjs';

export * from '@playwright/test';

type Navigation = (this: Page, ...args: never[]) => Promise<Response | null>;
const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

async function scriptsRan(page: Page): Promise<void> {
  const root = page.locator('html');
  // A failed or aborted navigation leaves no document to ask.
  const state = await root.getAttribute(DEFERRED_SCRIPTS_STATE_ATTRIBUTE, { timeout: 1000 }).catch(() => null);
  if (state === 'waiting')
    await expect(root).not.toHaveAttribute(DEFERRED_SCRIPTS_STATE_ATTRIBUTE, 'waiting', { timeout: 10_000 });
}

/** Patches the Page class once per worker: pages made by browser.newPage and newContext are covered too. */
function waitForScriptsOnNavigation(prototype: Record<(typeof NAVIGATIONS)[number], Navigation>): void {
  for (const name of NAVIGATIONS) {
    const navigate = prototype[name];
    prototype[name] = async function (this: Page, ...args: never[]) {
      const response = await navigate.apply(this, args);
      // A test that asked for the earliest moment (waitUntil: 'commit') gets it.
      const options = (name === 'goto' ? args[1] : args[0]) as { waitUntil?: string } | undefined;
      if (options?.waitUntil !== 'commit') await scriptsRan(this);
      return response;
    };
  }
}

export const test = base.extend<object, { scriptsRanAfterNavigation: void }>({
  scriptsRanAfterNavigation: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      waitForScriptsOnNavigation(Object.getPrototypeOf(page) as Record<(typeof NAVIGATIONS)[number], Navigation>);
      await page.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
