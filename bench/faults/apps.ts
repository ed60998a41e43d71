// The three apps of `npm run faults`, each a child process the script can kill
// and start again: the BFF and the sync worker from their TypeScript sources
// (as bench:forms runs them), the web from its production build. Their output
// goes to one log file, read when something fails.
import { type ChildProcess, spawn } from 'node:child_process';
import type { WriteStream } from 'node:fs';
import path from 'node:path';
import { BFF_NODE_FLAGS, startServer } from '../support/processes';
import { sleep } from '../support/stack';

const ROOT = path.resolve(__dirname, '../..');

function logTo(child: ChildProcess, log: WriteStream, label: string): void {
  const write = (chunk: Buffer) => log.write(chunk.toString().replace(/^(?=.)/gm, `[${label}] `));
  child.stdout?.on('data', write);
  child.stderr?.on('data', write);
}

/** Resolves once the worker logged its start (it has no port it must answer on first). */
export async function startWorker(env: NodeJS.ProcessEnv, log: WriteStream): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: path.join(ROOT, 'apps/sync-worker'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  logTo(child, log, 'worker');
  let started = false;
  child.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Sync worker started')) started = true;
  });
  const deadline = Date.now() + 60_000;
  while (!started) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The worker did not start (see ${log.path.toString()})`);
    await sleep(100);
  }
  return child;
}

export async function startBff(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  return startServer(
    'src/main.ts',
    path.join(ROOT, 'apps/bff'),
    { ...env, PORT: String(port) },
    `http://127.0.0.1:${port}/api/health/live`,
    BFF_NODE_FLAGS,
  );
}

/** `npm start -w @immo/web`'s server on the build in NEXT_DIST_DIR. */
export async function startWeb(env: NodeJS.ProcessEnv, port: number, log: WriteStream): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: path.join(ROOT, 'apps/web'),
    env: { ...env, WEB_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  logTo(child, log, 'web');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/fr/`)).status < 500) return child;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  child.kill();
  throw new Error(`The web did not answer on ${port} (see ${log.path.toString()})`);
}
