import {
  interpolate,
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
  return Object.fromEntries(requiredVariables(text).map((name) => [name, `${name.toLowerCase()}0123456789abcdef0123456789abcdef`]));
}

describe('docker-compose.yml, the production stack', () => {
  it('is a valid Compose file once its variables are set', () => {
    expect(schemaErrors(parseCompose(interpolate(production, someSettings(production))))).toEqual([]);
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
      expect.arrayContaining(['POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'SITE_URL', 'OPERATOR_PASSWORD', 'INTERNAL_API_TOKEN', 'REVALIDATE_SECRET', 'CAPTCHA_HMAC_KEY', 'SUBSCRIPTION_TOKEN_SECRET', 'OWNER_JWT_SECRET', 'SMTP_URL', 'MAIL_FROM', 'AGENCY_MAIL_TO']),
    );
  });

  it('keeps Redis on a volume, append-only and without eviction, and imports no sample', () => {
    const file = parseCompose(interpolate(production, someSettings(production)));
    const redis = file.services?.redis;
    expect(JSON.stringify(redis?.command)).toMatch(/--appendonly yes[\s\S]*--maxmemory-policy noeviction/);
    expect(redis?.volumes).toEqual([expect.stringMatching(/^redisdata:\/data$/)]);
    expect(JSON.stringify(file.services?.['sync-worker']?.environment)).not.toMatch(/SAMPLE_IMPORT_ON_EMPTY/);
    expect(JSON.stringify(file.services?.bff?.command)).not.toMatch(/seed/);
  });
});

describe('docker-compose.demo.yml over the production file', () => {
  const merged = mergeCompose(parseCompose(interpolate(production, demoEnv)), parseCompose(interpolate(demo, demoEnv))) as ComposeFile;

  it('is a valid Compose file on its own and merged', () => {
    expect(schemaErrors(parseCompose(interpolate(demo, demoEnv)))).toEqual([]);
    expect(schemaErrors(merged)).toEqual([]);
  });

  it('gives every variable the production file requires', () => {
    expect(requiredVariables(production).filter((name) => !(name in demoEnv))).toEqual([]);
  });

  it('keeps the demo: site content, the sample catalogue, Mailpit; every service restarts and is health-checked', () => {
    expect(JSON.stringify(merged.services?.bff?.command)).toMatch(/seed\.js/);
    expect(merged.services?.['sync-worker']?.environment).toMatchObject({ SAMPLE_IMPORT_ON_EMPTY: 'true', CRM_EXPORT_DIR: expect.stringContaining('sample-export') });
    expect(merged.services?.mailpit).toBeDefined();
    expect(Object.entries(merged.services ?? {}).flatMap(([name, service]) => operationalRuleErrors(name, service))).toEqual([]);
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
    expect(schemaErrors({ services: { web: { image: 'x', restart: 'unless-stopped', healthcheck: { test: 'true', interval: 'soon' } } } } as ComposeFile)).toEqual([
      expect.stringContaining('/services/web/healthcheck/interval'),
    ]);
    expect(schemaErrors({ services: { web: { image: 'x', ports: [{ published: 'x', bogus: 1 }] } } } as ComposeFile).length).toBeGreaterThan(0);
  });
});
