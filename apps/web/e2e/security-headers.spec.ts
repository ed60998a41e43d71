import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIResponse } from './support/test';
import { startOwnWeb } from './support/own-web';

// The headers a browser gets from every kind of answer, and what they stop:
// an injected script, a foreign page framing ours. The e2e stack runs
// NODE_ENV=production on http://127.0.0.1: a production build, but no https,
// so no HSTS and no Secure cookie there; an https SITE_URL turns both on.
const BFF = `http://127.0.0.1:${process.env.E2E_BFF_PORT ?? 3101}`;

function expectBaseHeaders(response: APIResponse, frameOptions = 'DENY'): void {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers['x-frame-options']).toBe(frameOptions);
}

/** Each policy of a header as directive → sources. */
function policies(header: string | undefined): Map<string, string[]>[] {
  return (header ?? '').split(',').map(
    (policy) =>
      new Map(
        policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...sources]) => [name ?? '', sources]),
      ),
  );
}

const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The sha256 CSP source of an inline script, as a browser computes it. */
function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

test('a public page refuses framing and every script it does not name by hash, and names its own', async ({
  request,
}) => {
  const response = await request.get('/fr/');
  expectBaseHeaders(response);
  const header = response.headers()['content-security-policy'];
  // A shared cache keeps this page for every visitor: a nonce would be one nonce for all.
  expect(header).not.toMatch(/'nonce-/);
  for (const policy of policies(header)) {
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  }
  expect(policies(header)[1]?.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers()['strict-transport-security']).toBeUndefined();

  // Next's files by their integrity, its inline RSC payload and our Consent Mode defaults by their hash.
  const strict = policies(header)[0]?.get('script-src') ?? [];
  expect(strict).toContain("'strict-dynamic'");
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({
    attributes: attributes ?? '',
    body: body ?? '',
  }));
  expect(scripts.length).toBeGreaterThan(3);
  for (const { attributes, body } of scripts) {
    // Data blocks (JSON-LD) never run.
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    const integrity = /\bintegrity="([^"]+)"/.exec(attributes)?.[1];
    expect(strict, attributes).toContain(attributes.includes('src=') ? `'${integrity}'` : hashSource(body));
  }
});

test('a private page refuses every script without its nonce, a new one every answer, and its own scripts carry it', async ({
  request,
}) => {
  const response = await request.get('/fr/contact/');
  expectBaseHeaders(response);
  const header = response.headers()['content-security-policy'];
  const nonce = /'nonce-([^']+)'/.exec(header ?? '')?.[1];
  expect(nonce).toBeTruthy();
  for (const policy of policies(header)) expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes ?? '');
  expect(scripts.length).toBeGreaterThan(3);
  for (const attributes of scripts) {
    // Our two inline scripts pass by their hashes, the same on every page (the second is server.mjs's script loader).
    if (
      /id="(consent-mode-defaults|immo-deferred-scripts)"/.test(attributes) ||
      /type="application\/(ld\+)?json"/.test(attributes)
    )
      continue;
    expect(attributes).toContain(`nonce="${nonce}"`);
  }
  const next = await request.get('/fr/contact/');
  expect(next.headers()['content-security-policy']).not.toBe(header);
});

test("the build's script files carry nosniff and none of the document-only headers", async ({ request }) => {
  const html = await (await request.get('/fr/')).text();
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src ?? '');
  expect(sources.length).toBeGreaterThan(3);
  for (const src of sources) {
    const headers = (await request.get(src)).headers();
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['referrer-policy', 'permissions-policy', 'x-frame-options'])
      expect(headers[name]).toBeUndefined();
  }
});

test('the map frame may be framed by the site only', async ({ request }) => {
  const response = await request.get('/map/fr/frame.html');
  expect(response.status()).toBe(200);
  expectBaseHeaders(response, 'SAMEORIGIN');
  expect(policies(response.headers()['content-security-policy'])[1]?.get('frame-ancestors')).toEqual(["'self'"]);
});

test('API answers through the relay and from the BFF itself load nothing and show in no frame', async ({ request }) => {
  for (const url of [
    '/api/types?locale=fr',
    `${BFF}/api/types?locale=fr`,
    '/api/no-such-endpoint',
    `${BFF}/api/no-such-endpoint`,
  ]) {
    const response = await request.get(url);
    expectBaseHeaders(response);
    expect(response.headers()['content-security-policy'], url).toBe(JSON_POLICY);
  }
});

test('Bull Board, through the relay and from the BFF, runs only its own files and shows in no frame', async ({
  request,
}) => {
  for (const url of ['/api/admin/queues', `${BFF}/api/admin/queues`]) {
    const response = await request.get(url);
    expect(response.status()).toBe(401);
    expectBaseHeaders(response);
    const [policy] = policies(response.headers()['content-security-policy']);
    expect(policy?.get('script-src'), url).toEqual(["'self'"]);
    expect(policy?.get('frame-ancestors'), url).toEqual(["'none'"]);
  }
});

test('a script injected into a page does not run, inline or evaluated', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (directive: string) => void }).reportCspViolation(
        event.effectiveDirective,
      ),
    );
  });
  await page.goto('/fr/');
  await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
  await page.evaluate(() => {
    // What an injected attribute or markup would do.
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    try {
      window.setTimeout('window.injected = true;' as unknown as () => void, 0);
    } catch {
      // refused
    }
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect(violations).toContain('script-src-elem');
});

test('a page on another site cannot frame a page or the map frame', async ({ page, baseURL }) => {
  const targets = [`${baseURL}/fr/`, `${baseURL}/map/fr/frame.html`];
  await page.route('http://attacker.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: targets.map((src) => `<iframe src="${src}"></iframe>`).join('') }),
  );
  await page.goto('http://attacker.test/');
  // A refused frame shows the browser's error page instead of the site.
  await expect
    .poll(() =>
      page
        .frames()
        .filter((frame) => frame !== page.mainFrame())
        .map((frame) => frame.url()),
    )
    .toEqual(['chrome-error://chromewebdata/', 'chrome-error://chromewebdata/']);
});

test('the language cookie is Secure and HSTS is sent when the site is served over https, not otherwise', async ({
  request,
}) => {
  // A private page (its form's captcha): a public one sets no cookie, the browser writes it (shared-cache.spec.ts).
  const plain = await request.get('/nl/contact/', { maxRedirects: 0 });
  expect(plain.headers()['set-cookie']).toMatch(/^NEXT_LOCALE=nl;/);
  expect(plain.headers()['set-cookie']).not.toMatch(/secure/i);
  expect(plain.headers()['strict-transport-security']).toBeUndefined();

  // The same build as production runs it behind its TLS proxy.
  const secret = () => randomBytes(18).toString('base64url');
  const web = await startOwnWeb({
    SITE_URL: 'https://immo.example',
    BFF_URL: BFF,
    REVALIDATE_SECRET: secret(),
    INTERNAL_API_TOKEN: secret(),
  });
  try {
    // Another language than above: the request context keeps the cookie it was given.
    const secure = await request.get(`${web.url}/de/contact/`, { maxRedirects: 0 });
    expect(secure.headers()['set-cookie']).toMatch(/^NEXT_LOCALE=de;.*;\s*secure/i);
    expect(secure.headers()['strict-transport-security']).toBe('max-age=31536000');
    expect(policies(secure.headers()['content-security-policy'])[1]?.has('upgrade-insecure-requests')).toBe(true);
  } finally {
    await web.stop();
  }
});
