// The web's production settings, read when the server starts: a wrong setup
// stops it with the reason (instead of a server answering 500 to every page),
// and DEFAULT_LOCALE comes from where it runs, not from the build.
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { freePort, startOwnWeb } from './support/own-web';

const BFF = `http://127.0.0.1:${process.env.E2E_BFF_PORT ?? 3101}`;

/** server.mjs as production starts it; resolves with its exit code and output once it stops. */
async function startExpectingRefusal(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, NODE_ENV: 'production', WEB_PORT: String(port), BFF_URL: BFF, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

test.describe('production settings', () => {
  test('a server without SITE_URL refuses to start and says why', async () => {
    const { code, output } = await startExpectingRefusal({ SITE_URL: '' });
    expect(code).toBe(1);
    expect(output).toContain('SITE_URL: is required when NODE_ENV=production');
  });

  test('a public site refuses to start without its revalidation secret', async () => {
    const { code, output } = await startExpectingRefusal({
      SITE_URL: 'https://www.agency.example',
      REVALIDATE_SECRET: '',
      INTERNAL_API_TOKEN: 'an-internal-token-of-this-site',
    });
    expect(code).toBe(1);
    expect(output).toContain('REVALIDATE_SECRET: is required when SITE_URL is not a local address');
  });

  test('the default language is the one the server starts with, whatever the build saw', async () => {
    for (const locale of ['de', 'nl']) {
      const web = await startOwnWeb({ BFF_URL: BFF, DEFAULT_LOCALE: locale });
      try {
        // A browser language the site does not speak: the default decides.
        const response = await fetch(`${web.url}/`, { redirect: 'manual', headers: { 'accept-language': 'es' } });
        expect(new URL(response.headers.get('location') ?? '', web.url).pathname).toBe(`/${locale}/`);
      } finally {
        await web.stop();
      }
    }
  });

  // Issue 23: on every interface, anyone on the network reached a developer's site and its relay.
  test('the web started without WEB_HOST listens on this machine only, not on its network address', async () => {
    const address = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
    test.skip(address === undefined, 'this machine has no network address');
    const port = process.env.E2E_WEB_PORT ?? '3100';
    expect((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok).toBe(true);
    const outside = await fetch(`http://${address}:${port}/robots.txt`, { signal: AbortSignal.timeout(3_000) }).then(
      (response) => `answered ${response.status}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.name,
    );
    expect(outside).toBe('ECONNREFUSED');
  });
});
