import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * globals.css holds the design tokens, the reset and the layout utilities
 * every page uses; each component's rules live in its CSS module. A class
 * styled here and in a module is styled by two systems, and the one loaded
 * last wins by accident.
 */
const UTILITY_CLASSES = ['container', 'page', 'visually-hidden'];

function styledClasses(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Selectors are what precedes each '{'; declarations never do.
  const selectors = withoutComments.match(/[^{};]+(?=\{)/g) ?? [];
  const classes = selectors.flatMap((selector) =>
    [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].flatMap((match) => (match[1] ? [match[1]] : [])),
  );
  return [...new Set(classes)].sort();
}

describe('globals.css', () => {
  const css = readFileSync(path.join(__dirname, 'globals.css'), 'utf8');

  it('styles no component class: only tokens, the reset and the layout utilities', () => {
    expect(styledClasses(css).filter((name) => !UTILITY_CLASSES.includes(name))).toEqual([]);
  });

  it('still holds the design tokens', () => {
    expect(css).toMatch(/--brand:/);
    expect(css).toMatch(/--epc-a:/);
  });
});
