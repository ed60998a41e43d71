import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  REPO_ROOT,
  interpolate,
  interpolateCompose,
  mergeCompose,
  operationalRuleErrors,
  parseCompose,
  parseEnvFile,
  productionRuleErrors,
  readRepoFile,
  requiredVariables,
  schemaErrors,
  type ComposeFile,
} from './compose-files';

const production = readRepoFile('docker-compose.yml');
const demo = readRepoFile('docker-compose.demo.yml');
const demoEnv = parseEnvFile(readRepoFile('docker-compose.demo.env'));

/** A value for every required variable, as an operator's environment would give. */
function someSettings(text: string): Record<string, string> {
  return Object.fromEntries(
    requiredVariables(text).map((name) => [name, `${name.toLowerCase()}0123456789abcdef0123456789abcdef`]),
  );
}

describe('docker-compose.yml, the production stack', () => {
  it('is a valid Compose file once its variables are set', () => {
    expect(schemaErrors(interpolateCompose(parseCompose(production), someSettings(production)))).toEqual([]);
  });

  it('refuses to start while a required secret is missing, naming it', () => {
    const settings = someSettings(production);
    delete settings.POSTGRES_PASSWORD;
    expect(() => interpolate(production, settings)).toThrow(/POSTGRES_PASSWORD/);
  });

  it('takes every secret from a required variable, publishes only the web, and restarts and health-checks every service', () => {
    expect(productionRuleErrors(parseCompose(production))).toEqual([]);
  });

  it('requires the settings a production site cannot do without', () => {
    expect(requiredVariables(production)).toEqual(
      expect.arrayContaining([
        'POSTGRES_PASSWORD',
        'REDIS_PASSWORD',
        'SITE_URL',
        'OPERATOR_TOTP_KEY',
        'INTERNAL_API_TOKEN',
        'REVALIDATE_SECRET',
        'CAPTCHA_HMAC_KEY',
        'SUBSCRIPTION_TOKEN_SECRET',
        'OWNER_JWT_SECRET',
        'SMTP_URL',
        'MAIL_FROM',
        'AGENCY_MAIL_TO',
      ]),
    );
  });

  it('keeps Redis on a volume, append-only and without eviction, and imports no sample', () => {
    const file = interpolateCompose(parseCompose(production), someSettings(production));
    const redis = file.services?.redis;
    expect(JSON.stringify(redis?.command)).toMatch(/--appendonly yes[\s\S]*--maxmemory-policy noeviction/);
    expect(redis?.volumes).toEqual([expect.stringMatching(/^redisdata:\/data$/)]);
    expect(JSON.stringify(file.services?.['sync-worker']?.environment)).not.toMatch(/SAMPLE_IMPORT_ON_EMPTY/);
    expect(JSON.stringify(file.services?.bff?.command)).not.toMatch(/seed/);
  });
});

/**
 * Each app's own start-up check (its env schema, as `node dist/main.js` runs
 * it) on the environment compose gives its service: a setting an app requires
 * in production but the file forgets fails here, not on the server. Run in a
 * child process: the apps' code is theirs, not this project's to import.
 */
function appRefusal(app: string, environment: Record<string, unknown>): string {
  const checks: Record<string, string> = {
    bff: "require('./src/config/env').loadEnv()",
    'sync-worker':
      "const env = require('./src/config/env').loadEnv(); const no = require('./src/sync/export-source-for').missingCrmSource(env); if (no) throw new Error(no)",
    web: "require('./src/config/env').webEnv()",
  };
  const env = {
    PATH: process.env.PATH ?? '',
    ...Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, String(value)])),
  };
  const result = spawnSync(process.execPath, ['-r', '@swc-node/register', '-e', checks[app] ?? 'process.exit(2)'], {
    cwd: path.join(REPO_ROOT, 'apps', app),
    env,
    encoding: 'utf8',
  });
  return result.status === 0
    ? ''
    : result.stderr
        .split('\n')
        .filter((line) => /Invalid|^\s+- |Error/.test(line))
        .join('\n') || `exit ${result.status}`;
}

describe('each app accepts what the production file gives it', () => {
  // OPERATOR_TOTP_KEY: 32 bytes in base64, as `openssl rand -base64 32` prints.
  const settings = {
    ...someSettings(production),
    OPERATOR_TOTP_KEY: Buffer.alloc(32, 7).toString('base64'),
    SITE_URL: 'https://www.agency.example',
    SMTP_URL: 'smtp://mail.agency.example:587',
    AGENCY_MAIL_TO: 'agency@agency.example',
  };
  const services = interpolateCompose(parseCompose(production), settings).services ?? {};
  // The operator gives one CRM source (docs/crm-export.md); the file leaves both empty.
  const withSource = (app: string) => (app === 'sync-worker' ? { CRM_EXPORT_DIR: '/srv/crm-export' } : {});

  it.each(['bff', 'sync-worker', 'web'])('%s starts with its service’s environment', (app) => {
    expect(appRefusal(app, { ...(services[app]?.environment as Record<string, unknown>), ...withSource(app) })).toBe(
      '',
    );
  });

  it('and refuses it with a required setting left out', () => {
    const { OWNER_JWT_SECRET: _left, ...bff } = services.bff?.environment as Record<string, unknown>;
    expect(appRefusal('bff', bff)).toMatch(/OWNER_JWT_SECRET: is required/);
    expect(appRefusal('sync-worker', services['sync-worker']?.environment as Record<string, unknown>)).toMatch(
      /No CRM source configured/,
    );
  });
});

describe('docker-compose.demo.yml over the production file', () => {
  const merged = mergeCompose(
    interpolateCompose(parseCompose(production), demoEnv),
    interpolateCompose(parseCompose(demo), demoEnv),
  ) as ComposeFile;

  it('is a valid Compose file on its own and merged', () => {
    expect(schemaErrors(interpolateCompose(parseCompose(demo), demoEnv))).toEqual([]);
    expect(schemaErrors(merged)).toEqual([]);
  });

  it('gives every variable the production file requires', () => {
    expect(requiredVariables(production).filter((name) => !(name in demoEnv))).toEqual([]);
  });

  it('keeps the demo: site content, the sample catalogue, Mailpit; every service restarts and is health-checked', () => {
    expect(JSON.stringify(merged.services?.bff?.command)).toMatch(/seed\.js/);
    expect(merged.services?.['sync-worker']?.environment).toMatchObject({
      SAMPLE_IMPORT_ON_EMPTY: 'true',
      CRM_EXPORT_DIR: expect.stringContaining('sample-export'),
    });
    expect(merged.services?.mailpit).toBeDefined();
    expect(
      Object.entries(merged.services ?? {}).flatMap(([name, service]) => operationalRuleErrors(name, service)),
    ).toEqual([]);
  });
});

describe('the production rules', () => {
  // The shape of the demo file that used to be presented as production.
  const demoStyle = parseCompose(`
services:
  postgres:
    image: postgres:15
    environment: { POSTGRES_PASSWORD: postgres }
    ports: ["5432:5432"]
    healthcheck: { test: ["CMD-SHELL", "pg_isready"] }
  sync-worker:
    build: .
    environment: { REVALIDATE_SECRET: "\${REVALIDATE_SECRET:-compose-demo-secret}", DATABASE_URL: "postgres://postgres:postgres@postgres:5432/immo" }
`);

  it('reject fixed secrets, published databases, and services without restart policy or health check', () => {
    expect(productionRuleErrors(demoStyle)).toEqual([
      expect.stringContaining('postgres.environment.POSTGRES_PASSWORD: a fixed secret'),
      'postgres.ports: only web may publish a port',
      'postgres.restart: a restart policy is required',
      expect.stringContaining('sync-worker.environment.REVALIDATE_SECRET: a fixed secret'),
      expect.stringContaining('sync-worker.environment.DATABASE_URL: a fixed secret'),
      'sync-worker.restart: a restart policy is required',
      'sync-worker.healthcheck: a health check is required',
    ]);
  });

  it('the schema rejects what Compose would refuse', () => {
    expect(
      schemaErrors({
        services: { web: { image: 'x', restart: 'unless-stopped', healthcheck: { test: 'true', interval: 'soon' } } },
      } as ComposeFile),
    ).toEqual([expect.stringContaining('/services/web/healthcheck/interval')]);
    expect(
      schemaErrors({ services: { web: { image: 'x', ports: [{ published: 'x', bogus: 1 }] } } } as ComposeFile).length,
    ).toBeGreaterThan(0);
  });
});
