// How the site runs on a developer's machine (issue 23): its secrets are this
// checkout's own, made once (scripts/lib/local-secrets.mjs), and nothing
// listens beyond 127.0.0.1 unless a container asks for every interface.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  interpolateCompose,
  mergeCompose,
  parseCompose,
  parseEnvFile,
  readRepoFile,
  REPO_ROOT,
  type ComposeFile,
} from './compose-files';

const LOCAL_SECRETS_MODULE = path.join(REPO_ROOT, 'scripts/lib/local-secrets.mjs');

/** Runs the module's function in its own Node (it is the scripts' ES module, not this project's code); its JSON answer. */
function inNode(call: string, env: Record<string, string> = {}): Record<string, string> {
  const script = `import * as secrets from ${JSON.stringify(LOCAL_SECRETS_MODULE)}; console.log(JSON.stringify(${call}));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Record<string, string>;
}

describe("a local run's secrets", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'immo-local-secrets-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const ensure = (file: string) => inNode(`secrets.ensureLocalSecrets(${JSON.stringify(file)})`);

  it('are made once per checkout, kept in a file only its user reads, and the same on every later run', () => {
    const file = path.join(dir, 'var/local-secrets.env');
    const first = ensure(file);
    expect(Object.keys(first).sort()).toEqual([
      'CAPTCHA_HMAC_KEY',
      'INTERNAL_API_TOKEN',
      'OPERATOR_TOTP_KEY',
      'OWNER_JWT_SECRET',
      'REVALIDATE_SECRET',
      'SUBSCRIPTION_TOKEN_SECRET',
    ]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensure(file)).toEqual(first);
    expect(readFileSync(file, 'utf8')).toContain(`OWNER_JWT_SECRET=${first.OWNER_JWT_SECRET}\n`);
  });

  it('are random: two checkouts share none, and each has the shape its app takes', () => {
    const one = ensure(path.join(dir, 'one.env'));
    const other = ensure(path.join(dir, 'other.env'));
    for (const name of Object.keys(one))
      expect({ name, same: one[name] === other[name] }).toEqual({ name, same: false });
    expect(new Set(Object.values(one)).size).toBe(Object.keys(one).length);
    expect(Buffer.from(one.OPERATOR_TOTP_KEY ?? '', 'base64')).toHaveLength(32);
    for (const name of [
      'INTERNAL_API_TOKEN',
      'REVALIDATE_SECRET',
      'CAPTCHA_HMAC_KEY',
      'SUBSCRIPTION_TOKEN_SECRET',
      'OWNER_JWT_SECRET',
    ])
      expect(one[name]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keep what the file has, add a secret it lacks, and narrow a file readable by others', () => {
    const file = path.join(dir, 'local-secrets.env');
    writeFileSync(file, '# older checkout\nOWNER_JWT_SECRET=kept-from-an-earlier-run-0123456789abcdef', {
      mode: 0o644,
    });
    const secrets = ensure(file);
    expect(secrets.OWNER_JWT_SECRET).toBe('kept-from-an-earlier-run-0123456789abcdef');
    expect(secrets.CAPTCHA_HMAC_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensure(file)).toEqual(secrets);
  });

  it('are loaded where the environment has none of its own (the shell and .env win)', () => {
    const file = path.join(dir, 'local-secrets.env');
    const stored = ensure(file);
    const env = inNode(
      `(() => { const env = { INTERNAL_API_TOKEN: 'the-shell-s-own-token-0123456789' }; secrets.loadLocalSecrets(${JSON.stringify(file)}, env); return env; })()`,
    );
    expect(env.INTERNAL_API_TOKEN).toBe('the-shell-s-own-token-0123456789');
    expect(env.CAPTCHA_HMAC_KEY).toBe(stored.CAPTCHA_HMAC_KEY);
  });

  it('are kept out of git and out of the images', () => {
    expect(spawnSync('git', ['check-ignore', '-q', 'var/local-secrets.env'], { cwd: REPO_ROOT }).status).toBe(0);
    expect(
      readRepoFile('.dockerignore')
        .split('\n')
        .map((line) => line.trim()),
    ).toContain('var');
  });

  it('reach every app its npm scripts start, for `npm start -w` and the CLIs alike', () => {
    const scripts = (app: string) =>
      (JSON.parse(readRepoFile(`apps/${app}/package.json`)) as { scripts: Record<string, string> }).scripts;
    const reads = (command: string | undefined) =>
      command?.includes('-r ../../scripts/lib/read-local-secrets.cjs') ?? false;
    expect([
      reads(scripts('bff').start),
      reads(scripts('bff')['operator:create']),
      reads(scripts('sync-worker').start),
      reads(scripts('sync-worker').sync),
      reads(scripts('web').start),
    ]).toEqual([true, true, true, true, true]);
    // The images start Node themselves and read no such file.
    expect(
      Object.entries(scripts('bff'))
        .filter(([name]) => name.endsWith(':prod'))
        .some(([, command]) => reads(command)),
    ).toBe(false);
  });
});

describe('where the site listens', () => {
  it('on 127.0.0.1 outside a container: `next dev` too', () => {
    const web = JSON.parse(readRepoFile('apps/web/package.json')) as { scripts: Record<string, string> };
    expect(web.scripts.dev).toMatch(/ -H 127\.0\.0\.1\b/);
    expect(readRepoFile('apps/web/server.mjs')).toMatch(/process\.env\.WEB_HOST \|\| '127\.0\.0\.1'/);
  });

  it.each([
    ['bff', 'BFF_HOST'],
    ['web', 'WEB_HOST'],
    ['sync-worker', 'WORKER_HEALTH_HOST'],
  ])(
    'inside the %s image on every interface (%s=0.0.0.0), for the other containers and the published port',
    (app, variable) => {
      const lines = readRepoFile(`apps/${app}/Dockerfile`).split('\n');
      const runtime = lines.slice(
        lines
          .map((line, index) => (line.startsWith('FROM ') ? index : -1))
          .filter((index) => index >= 0)
          .at(-1),
      );
      expect(runtime.some((line) => new RegExp(`^ENV .*\\b${variable}=0\\.0\\.0\\.0\\b`).test(line))).toBe(true);
    },
  );

  it('publishes nothing beyond 127.0.0.1 unless told (the production file), and the demo only there', () => {
    const production = readRepoFile('docker-compose.yml');
    const demoEnv = parseEnvFile(readRepoFile('docker-compose.demo.env'));
    const settings = Object.fromEntries([...production.matchAll(/\$\{([A-Z_]+):\?/g)].map(([, name]) => [name, 'x']));
    const published = (file: ComposeFile) =>
      Object.values(file.services ?? {}).flatMap((service) => (service.ports ?? []).map(String));
    expect(published(interpolateCompose(parseCompose(production), settings))).toEqual(['127.0.0.1:3000:3000']);
    const demo = mergeCompose(
      interpolateCompose(parseCompose(production), demoEnv),
      interpolateCompose(parseCompose(readRepoFile('docker-compose.demo.yml')), demoEnv),
    ) as ComposeFile;
    expect(published(demo).length).toBeGreaterThan(0);
    for (const port of published(demo)) expect(port).toMatch(/^127\.0\.0\.1:/);
  });
});
