import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const BFF_DIR = path.resolve(__dirname, '../..');

export interface BffProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real BFF as its own process on `port` (its own memory: response cache,
 * fallback rate-limit counts, Redis subscription), on the run's database.
 * Resolves once it answers HTTP (its log lines may be buffered JSON).
 */
export async function startBff(port: number, env: Record<string, string>, timeoutMs = 90_000): Promise<BffProcess> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: BFF_DIR,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(`${url}/api/health`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The BFF did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}
