// A second server of the same build, started as production starts it, on
// a free port and with its own environment, for the specs that need a web
// server the shared e2e stack cannot be (one whose BFF is down). Its output
// is kept for log assertions.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface OwnWeb {
  url: string;
  /** Everything the server printed so far. */
  log: () => string;
  stop: () => Promise<void>;
}

const LIFTED_RENDER_BUDGET = {
  PAGE_RENDERS_PER_MINUTE: '100000',
  PAGE_RENDER_BURST: '100000',
  PAGE_RENDERS_AT_ONCE: '1000',
};

/** A port nothing listens on right now (the OS picked it, then we let it go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilListening(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the web server did not answer ${url}:\n${output.join('')}`);
}

export async function startOwnWeb(env: Record<string, string>): Promise<OwnWeb> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const appDir = path.join(__dirname, '..', '..');
  // What `npm start` runs, without its clearing of the build's data cache,
  // which the shared stack's server of the same build is using.
  const [command, args] = existsSync(path.join(appDir, 'server.mjs'))
    ? ['node', ['server.mjs']]
    : ['npx', ['next', 'start', '-p', String(port)]];
  const child = spawn(command, args, {
    cwd: appDir,
    // The render budget lifted as on the shared stack (tools/e2e/global-setup.mjs): a spec that tests it sets its own.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_PORT: String(port),
      SITE_URL: url,
      ...LIFTED_RENDER_BUDGET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await waitUntilListening(`${url}/robots.txt`, child, output);
  return {
    url,
    log: () => output.join(''),
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
