// The BFF as production runs it: the compiled build (npm run build), started
// with `node dist/main.js` as the image's CMD does, stopped as `docker stop` does.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { loadEnv } from '../src/config/env';
import { freePort } from './support/redis-server';

const APP_DIR = path.resolve(__dirname, '..');

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the BFF did not answer ${url}:\n${output()}`);
}

describe('the production build of the BFF', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['../../tools/build/compile-node-app.mjs', 'apps/bff'], {
      cwd: APP_DIR,
      stdio: 'pipe',
    });
  });

  it('runs with node dist/main.js and shuts down cleanly on SIGTERM within seconds', async () => {
    const testEnv = loadEnv();
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: APP_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: testEnv.DATABASE_URL,
        REDIS_URL: testEnv.REDIS_URL,
        QUEUE_PREFIX: testEnv.QUEUE_PREFIX,
        OPERATOR_TOTP_KEY: 'cHJvZHVjdGlvbi1zdGFydC10b3RwLWtleS0wMTIzNDU=',
        INTERNAL_API_TOKEN: 'production-start-internal-token',
        ALLOWED_ORIGINS: 'https://www.agency.example',
        CAPTCHA_HMAC_KEY: 'production-start-captcha-key-0123456789',
        AGENCY_MAIL_TO: 'agency@agency.example',
        SITE_URL: 'https://www.agency.example',
        SUBSCRIPTION_TOKEN_SECRET: 'production-start-subscription-secret-0123456789',
        OWNER_JWT_SECRET: 'production-start-owner-jwt-secret-0123456789',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, () => output);
    } finally {
      child.kill('SIGTERM');
    }
    const stoppedAt = Date.now();
    // Errors as Nest prints them, and as the JSON log does (pino's error and fatal levels).
    const erred = /ERROR|"level":(50|60)/.test(output);
    expect({ code: await exit, output: erred ? output : '' }).toEqual({ code: 0, output: '' });
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
  });
});
