// `npm run build -w @immo/bff` (or @immo/sync-worker): the app's TypeScript,
// and the libs it imports, compiled to CommonJS with the same SWC settings
// @swc-node/register uses for `npm start` (decorator metadata, class names
// kept for Nest), so production runs `node dist/main.js` with no compiler
// loaded. The app's src/ becomes dist/ beside it at the same depth, so paths
// built from __dirname (the repository root, the bundled sample export)
// still resolve. The libs ship TypeScript as their package entry: each is
// compiled into the app's own dist/_libs/ (so the app's dist/ is all an image
// needs of our code) and imports of @immo/* are rewritten to it.
import { transformFile } from '@swc/core';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Package specifier → its compiled module, relative to the app's dist/. */
const LIB_ENTRIES = {
  '@immo/db': '_libs/db/src/index.js',
  '@immo/domain': '_libs/domain/src/index.js',
  '@immo/platform': '_libs/platform/src/index.js',
  '@immo/platform/html': '_libs/platform/src/html/sanitise-html.js',
  '@immo/platform/totp': '_libs/platform/src/totp/totp.js',
  '@immo/i18n': '_libs/i18n/src/index.js',
};
/** Each lib, with the folders beside its src/ that its code reads (the dictionaries). */
const LIBS = [
  // The tables are TypeORM entities: their decorators and metadata must survive.
  { dir: 'libs/db', assets: [], decorators: true },
  { dir: 'libs/domain', assets: [] },
  { dir: 'libs/platform', assets: [] },
  { dir: 'libs/i18n', assets: ['messages'] },
];
const SKIPPED = /\.(spec|int-spec|test)\.tsx?$|\.d\.ts$/;

const swcOptions = (filename, decorators) => ({
  filename,
  swcrc: false,
  sourceMaps: true,
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators },
    transform: { legacyDecorator: decorators, decoratorMetadata: decorators, useDefineForClassFields: true },
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
});

async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else yield full;
  }
}

function rewriteLibImports(code, outFile, appDist) {
  return code.replace(/require\("(@immo\/[a-z0-9/-]+)"\)/g, (whole, specifier) => {
    const target = LIB_ENTRIES[specifier];
    if (!target) throw new Error(`${outFile}: no compiled entry for ${specifier}`);
    let relative = path.relative(path.dirname(outFile), path.join(appDist, target)).split(path.sep).join('/');
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return `require("${relative}")`;
  });
}

/** Compiles srcDir into distDir; other files under srcDir are copied as they are. */
async function compileTree(srcDir, distDir, appDist, decorators) {
  let count = 0;
  for await (const file of sourceFiles(srcDir)) {
    const relative = path.relative(srcDir, file);
    if (SKIPPED.test(relative)) continue;
    const out = path.join(distDir, relative);
    await mkdir(path.dirname(out), { recursive: true });
    if (!/\.tsx?$/.test(relative)) {
      await cp(file, out);
      continue;
    }
    const jsFile = out.replace(/\.tsx?$/, '.js');
    const { code, map } = await transformFile(file, swcOptions(file, decorators));
    await writeFile(
      jsFile,
      `${rewriteLibImports(code, jsFile, appDist)}\n//# sourceMappingURL=${path.basename(jsFile)}.map\n`,
    );
    if (map) await writeFile(`${jsFile}.map`, map);
    count += 1;
  }
  return count;
}

const app = process.argv[2];
if (!app) {
  console.error('usage: node tools/build/compile-node-app.mjs apps/<app>');
  process.exit(2);
}
const appDist = path.join(repoRoot, app, 'dist');
await rm(appDist, { recursive: true, force: true });
let files = await compileTree(path.join(repoRoot, app, 'src'), appDist, appDist, true);
for (const lib of LIBS) {
  const libDist = path.join(appDist, '_libs', path.basename(lib.dir));
  files += await compileTree(
    path.join(repoRoot, lib.dir, 'src'),
    path.join(libDist, 'src'),
    appDist,
    lib.decorators ?? false,
  );
  for (const asset of lib.assets)
    await cp(path.join(repoRoot, lib.dir, asset), path.join(libDist, asset), { recursive: true });
}
console.log(`${app}: ${files} files compiled into ${path.relative(repoRoot, appDist)}/`);
