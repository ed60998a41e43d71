// `node tools/build/build-if-stale.mjs apps/<app>`: compiles the app (compile-node-app.mjs) unless its dist/ is
// newer than every source it is built from (the app's src/, the libs' src/ and dictionaries, the compiler script).
// `npm run sync` and bench:import run the compiled CLI, as production does; on a fresh checkout, or after an edit,
// this builds it first (under a second), otherwise it costs a walk of the source folders.
import { spawnSync } from 'node:child_process';
import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['libs/db/src', 'libs/domain/src', 'libs/platform/src', 'libs/i18n/src', 'libs/i18n/messages'];

async function newest(dir) {
  let latest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? await newest(full) : (await stat(full)).mtimeMs);
  }
  return latest;
}

const app = process.argv[2];
if (!app) {
  console.error('usage: node tools/build/build-if-stale.mjs apps/<app>');
  process.exit(2);
}
const stamp = path.join(repoRoot, app, 'dist', '.built');
const compiler = path.join(repoRoot, 'tools/build/compile-node-app.mjs');
const builtAt = (await stat(stamp).catch(() => null))?.mtimeMs ?? 0;
const sources = await Promise.all([path.join(app, 'src'), ...SOURCES].map((dir) => newest(path.join(repoRoot, dir))));
const latest = Math.max((await stat(compiler)).mtimeMs, ...sources);
if (latest >= builtAt) {
  // The stamp gets the time the build started: a file saved during the build makes the next call build again.
  const started = new Date();
  const build = spawnSync(process.execPath, [compiler, app], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await writeFile(stamp, '');
  await utimes(stamp, started, started);
}
