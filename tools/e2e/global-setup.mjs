// Playwright global setup: the real stack on its own ports and database, so a
// developer's `npm start` on :3000/:3001 is never touched. Fresh database,
// migrations, the demo site content, the bundled sample imported by the worker's own command, then
// the BFF, the sync worker (it sends the forms' mails, to a test SMTP server
// whose messages tests read back: e2e/support/mailbox.ts) and the built web app.
// The returned function is the teardown.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaults, loadDotEnv, repoRoot } from '../../scripts/lib/env.mjs';
import { dropDatabase, ensureDatabase, ensureRedis } from '../../scripts/lib/services.mjs';
import { run } from '../../scripts/lib/run.mjs';

export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const E2E_BFF_PORT = Number(process.env.E2E_BFF_PORT ?? 3101);
/** The test SMTP server's HTTP API, for the tests (set by the global setup; Playwright's workers inherit it). */
export const E2E_SMTP_API_ENV = 'E2E_SMTP_API';
/** The run's database, for the specs that record what a page must then show (the owner portal's views). */
export const E2E_DATABASE_URL_ENV = 'E2E_DATABASE_URL';
/** The BFF's OPERATOR_TOTP_KEY of the run, for the console spec's `operator:create`. */
export const E2E_OPERATOR_TOTP_KEY_ENV = 'E2E_OPERATOR_TOTP_KEY';
/** The BFF's CAPTCHA_HMAC_KEY of the run: a spec reads a captcha picture's characters with it, as a person reads them (e2e/support/visitor-form.ts). */
export const E2E_CAPTCHA_HMAC_KEY_ENV = 'E2E_CAPTCHA_HMAC_KEY';
// The alerts page spec signs its link as an alert mail does (manageAlertsToken), with the run's secret.
export const E2E_SUBSCRIPTION_TOKEN_SECRET_ENV = 'E2E_SUBSCRIPTION_TOKEN_SECRET';

const testSmtp = createRequire(import.meta.url)('../test-smtp/test-smtp.cjs');

function databaseUrlFor(name) {
  const url = new URL(process.env.DATABASE_URL ?? defaults.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function start(label, args, env) {
  const child = spawn('npm', args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code) => {
    if (code && !child.stopping) console.error(`[e2e] ${label} exited with ${code}:\n${log.join('')}`);
  });
  return { child, label, log };
}

async function waitFor(url, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`[e2e] ${server.label} did not answer ${url}:\n${server.log.join('')}`);
}

function stop(server) {
  if (server.child.exitCode !== null) return;
  server.child.stopping = true;
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export default async function globalSetup() {
  loadDotEnv();
  // An engineer sharing the server may be given a prefix of their own (TEST_DATABASE_PREFIX, as tools/test-db).
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'immo'}_e2e_${Date.now()}_${process.pid}`;
  const databaseUrl = databaseUrlFor(name);
  const smtp = await testSmtp.start();
  process.env[E2E_SMTP_API_ENV] = smtp.httpUrl;
  process.env[E2E_DATABASE_URL_ENV] = databaseUrl;
  // The console spec creates its operator with the BFF's CLI, which must seal the TOTP key as the BFF opens it.
  const operatorTotpKey = randomBytes(32).toString('base64');
  process.env[E2E_OPERATOR_TOTP_KEY_ENV] = operatorTotpKey;
  const captchaHmacKey = randomBytes(32).toString('base64url');
  process.env[E2E_CAPTCHA_HMAC_KEY_ENV] = captchaHmacKey;
  const subscriptionTokenSecret = randomBytes(32).toString('base64url');
  process.env[E2E_SUBSCRIPTION_TOKEN_SECRET_ENV] = subscriptionTokenSecret;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? defaults.REDIS_URL,
    QUEUE_PREFIX: `immo-e2e-${process.pid}`,
    // Production mode, as visitors get it: so the apps demand their secrets.
    NODE_ENV: 'production',
    OPERATOR_TOTP_KEY: operatorTotpKey,
    REVALIDATE_SECRET: randomBytes(18).toString('base64url'),
    INTERNAL_API_TOKEN: randomBytes(18).toString('base64url'),
    WEB_URL: `http://127.0.0.1:${E2E_WEB_PORT}`,
    // The BFF refuses state-changing calls from any other origin (required in production).
    ALLOWED_ORIGINS: `http://127.0.0.1:${E2E_WEB_PORT}`,
    SITE_URL: `http://127.0.0.1:${E2E_WEB_PORT}`,
    // The forms: captcha signing (the smallest proof of work the BFF accepts,
    // a few milliseconds in the browser), where mails go and come from.
    CAPTCHA_HMAC_KEY: captchaHmacKey,
    CAPTCHA_MAX_NUMBER: '1000',
    // Every page the specs open is rendered for one address, and each form page mints a challenge for it.
    CAPTCHA_CHALLENGES_PER_MINUTE: '1000',
    SUBSCRIPTION_TOKEN_SECRET: subscriptionTokenSecret,
    OWNER_JWT_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: smtp.smtpUrl,
    MAIL_FROM: 'Immo Horizon <no-reply@agency.test>',
    AGENCY_MAIL_TO: 'agency@agency.test',
    // Every journey sends its forms from one address; the per-client form limit (10 a minute) is the BFF's own test.
    FORM_SUBMISSIONS_PER_MINUTE: '1000',
    // The same address reaches more than 5 fresh addresses an hour through confirmations, and books more visits
    // than one network may hold: the budgets are the BFF's own tests (abuse-budgets, visit-bookings).
    CONFIRMATIONS_PER_NETWORK_PER_HOUR: '1000',
    VISIT_BOOKINGS_PER_NETWORK_PER_PROPERTY: '1000',
    VISIT_BOOKINGS_PER_NETWORK: '1000',
    // Likewise every page the specs open is rendered for one address, faster than a person browses; the render
    // budget is e2e/page-cache.spec.ts's own test. A bench that measures the budget sets its own.
    PAGE_RENDERS_PER_MINUTE: process.env.PAGE_RENDERS_PER_MINUTE ?? '100000',
    PAGE_RENDER_BURST: process.env.PAGE_RENDER_BURST ?? '100000',
    PAGE_RENDERS_AT_ONCE: process.env.PAGE_RENDERS_AT_ONCE ?? '1000',
    UPLOAD_DIR: path.join(tmpdir(), `immo-e2e-uploads-${process.pid}`),
    // No import or digest may run behind a test's back.
    SYNC_SCHEDULES_ENABLED: 'false',
    // A production worker refuses to start without a CRM source: the bundled sample, imported below.
    CRM_EXPORT_DIR: path.join(repoRoot, 'apps/sync-worker/sample-export'),
  };
  await ensureRedis(env.REDIS_URL);
  await ensureDatabase(databaseUrl);

  const servers = [];
  const teardown = async () => {
    servers.forEach(stop);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await smtp.close();
    await dropDatabase(databaseUrl);
  };
  try {
    const sample = path.join(repoRoot, 'apps/sync-worker/sample-export');
    if ((await run('npm', ['run', 'migrate', '-w', '@immo/bff'], { env })) !== 0)
      throw new Error('[e2e] migrations failed');
    if ((await run('npm', ['run', 'seed', '-w', '@immo/bff'], { env })) !== 0)
      throw new Error('[e2e] seeding the site content failed');
    if ((await run('npm', ['run', 'sync', '-w', '@immo/sync-worker', '--', '--from', sample], { env })) !== 0) {
      throw new Error('[e2e] importing the sample failed');
    }
    const bff = start('bff', ['start', '-w', '@immo/bff'], { ...env, PORT: String(E2E_BFF_PORT) });
    servers.push(bff);
    await waitFor(`http://127.0.0.1:${E2E_BFF_PORT}/api/health`, bff);
    // No port of its own: it only consumes the queues, so it is ready once the BFF is (mails wait in Redis meanwhile).
    servers.push(start('sync-worker', ['start', '-w', '@immo/sync-worker'], env));
    const web = start('web', ['start', '-w', '@immo/web'], {
      ...env,
      WEB_PORT: String(E2E_WEB_PORT),
      BFF_URL: `http://127.0.0.1:${E2E_BFF_PORT}`,
      // Fake tracking ids: e2e/consent.spec.ts checks the tags load only after consent.
      GTM_ID: 'GTM-TEST123',
      META_PIXEL_ID: '1234567890',
    });
    servers.push(web);
    await waitFor(`http://127.0.0.1:${E2E_WEB_PORT}/fr/`, web);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
