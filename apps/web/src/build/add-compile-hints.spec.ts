import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Runs the real post-build step on a fake build folder, as `npm run build` does.
const script = path.join(__dirname, 'add-compile-hints.mjs');
const HINT = '//# allFunctionsCalledOnLoad\n';

describe('add-compile-hints (after next build)', () => {
  let distDir: string;
  const chunk = (name: string) => path.join(distDir, 'static/chunks', name);
  const run = () =>
    execFileSync(process.execPath, [script], { env: { ...process.env, NEXT_DIST_DIR: distDir }, encoding: 'utf8' });

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(distDir, 'static/chunks/app'), { recursive: true });
    writeFileSync(chunk('framework.js'), '(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);');
    writeFileSync(chunk('app/page.js'), 'console.log(1)');
    writeFileSync(chunk('styles.css'), 'body{margin:0}');
  });

  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('puts the hint on the first line of every script, in sub-folders too, and leaves the code as it was', () => {
    expect(run()).toContain('2 chunk(s)');
    expect(readFileSync(chunk('framework.js'), 'utf8')).toBe(`${HINT}(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);`);
    expect(readFileSync(chunk('app/page.js'), 'utf8')).toBe(`${HINT}console.log(1)`);
  });

  it('leaves stylesheets alone', () => {
    run();
    expect(readFileSync(chunk('styles.css'), 'utf8')).toBe('body{margin:0}');
  });

  it('adds nothing on a second run, so a cached build that is post-processed again stays byte for byte the same', () => {
    run();
    const once = readFileSync(chunk('framework.js'), 'utf8');
    expect(run()).toContain('0 chunk(s)');
    expect(readFileSync(chunk('framework.js'), 'utf8')).toBe(once);
  });
});
