// Runs after `next build`: marks every browser chunk with V8's explicit
// compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+).
//
// Why: without it V8 compiles each module factory lazily, on the main thread,
// the first time the page's start-up calls it. On a first visit that made
// React's start-up one long task (≈ 40–50 ms here, ≈ 180 ms at a phone's 4×
// slower CPU) in every page. With the hint, V8 compiles the chunks while they
// stream in, off the main thread, and start-up is left with running the code
// (docs/benchmarks.md, "Compile hints"). Browsers without the feature read a
// comment. Chunks are content-named and the edit is the same on every build,
// so cached copies stay valid.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const chunks = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'static/chunks');

let changed = 0;
for (const entry of await readdir(chunks, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const source = await readFile(file, 'utf8');
  // Already marked: a cached build post-processed again stays byte for byte the same.
  if (source.startsWith(COMPILE_HINT)) continue;
  await writeFile(file, COMPILE_HINT + source);
  changed += 1;
}
console.log(
  `Compile hints: ${changed} chunk(s) in ${path.relative(process.cwd(), chunks)} marked for eager compilation.`,
);
