// The worker as production runs it: the compiled build (npm run build),
// started with `node dist/main.js`, as the image's CMD does.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { loadEnv } from '../src/config/env';
import { SMALL_EXPORT_DIR } from './support/export-fixture';

const APP_DIR = path.resolve(__dirname, '..');
const testEnv = loadEnv();
/** Every setting a production worker requires, on this run's database and queue prefix; no CRM source. */
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: testEnv.DATABASE_URL,
  REDIS_URL: testEnv.REDIS_URL,
  QUEUE_PREFIX: testEnv.QUEUE_PREFIX,
  REVALIDATE_SECRET: 'production-start-revalidate-secret',
  SITE_URL: 'https://www.agency.example',
  SUBSCRIPTION_TOKEN_SECRET: 'production-start-subscription-secret-0123456789',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Agency <no-reply@agency.example>',
  SYNC_SCHEDULES_ENABLED: 'false',
  SAMPLE_IMPORT_ON_EMPTY: 'false',
};

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  const { CRM_EXPORT_DIR: _unset, CRM_API_URL: _none, ...inherited } = process.env;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: APP_DIR,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitForOutput(output: () => string, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`"${text}" not printed within ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the production build of the worker', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['../../tools/build/compile-node-app.mjs', 'apps/sync-worker'], {
      cwd: APP_DIR,
      stdio: 'pipe',
    });
  });

  it('refuses to start without a CRM source, saying which settings to give', async () => {
    const worker = start(production);
    expect(await worker.exit).toBe(1);
    expect(worker.output()).toMatch(/No CRM source configured: set CRM_API_URL .* or CRM_EXPORT_DIR/);
  });

  it('starts with one and shuts down cleanly on SIGTERM within seconds', async () => {
    const worker = start({ ...production, CRM_EXPORT_DIR: SMALL_EXPORT_DIR });
    try {
      await waitForOutput(worker.output, 'Sync worker started');
    } finally {
      worker.child.kill('SIGTERM');
    }
    const stoppedWithin = Date.now();
    expect(await worker.exit).toBe(0);
    expect(Date.now() - stoppedWithin).toBeLessThan(5_000);
  });
});
