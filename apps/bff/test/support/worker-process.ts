import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const WORKER_DIR = path.resolve(__dirname, '../../../sync-worker');

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as when a machine dies. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real sync-worker as its own process (apps never import each other, and
 * a test must be able to kill it), on the run's database and queue prefix.
 * Resolves once it logged its start.
 */
export async function startWorker(env: Record<string, string>, timeoutMs = 60_000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: WORKER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SYNC_SCHEDULES_ENABLED: 'false',
      SAMPLE_IMPORT_ON_EMPTY: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Sync worker started')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The worker did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
