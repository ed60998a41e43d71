import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical WCAG 2.1 A/AA violations, listing each rule
 * with the first offending elements so the report says what to fix.
 */
export async function expectNoSeriousAxeViolations(page: Page, exclude?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // `exclude`: a frame axe cannot enter (a sandbox without scripts: the console's mail as sent), left out rather than waited on.
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
