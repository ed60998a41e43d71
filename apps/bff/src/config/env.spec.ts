import { loadEnv } from './env';

const SECRETS = [
  'OPERATOR_TOTP_KEY',
  'INTERNAL_API_TOKEN',
  'CAPTCHA_HMAC_KEY',
  'SUBSCRIPTION_TOKEN_SECRET',
  'OWNER_JWT_SECRET',
] as const;

describe(loadEnv.name, () => {
  it('works locally with no variables at all', () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3001,
      BFF_HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/immo',
      DEFAULT_LOCALE: 'fr',
      RATE_LIMIT_PER_MINUTE: 300,
      VIEW_BEACON_BUDGET_PER_HOUR: 60,
      TRUST_PROXY: 'loopback',
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: 'immo',
      OPERATOR_TOTP_KEY: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
      INTERNAL_API_TOKEN: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      LOG_LEVEL: 'info',
      SYNC_INCREMENTAL_EVERY_MINUTES: 15,
      RESPONSE_CACHE_MB: 32,
      ALLOWED_ORIGINS: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      API_DOCS_ENABLED: true,
      CAPTCHA_HMAC_KEY: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      CAPTCHA_MAX_NUMBER: 50_000,
      CAPTCHA_CHALLENGES_PER_MINUTE: 30,
      AGENCY_MAIL_TO: 'agency@example.com',
      FORM_SUBMISSIONS_PER_MINUTE: 10,
      CONFIRMATIONS_PER_NETWORK_PER_HOUR: 5,
      VISIT_BOOKINGS_PER_NETWORK_PER_PROPERTY: 3,
      VISIT_BOOKINGS_PER_NETWORK: 10,
      UPLOAD_DIR: expect.stringMatching(/\/var\/uploads$/),
      UPLOAD_DISK_BUDGET_MB: 2048,
      UPLOAD_DISK_MIN_FREE_MB: 1024,
      SITE_URL: 'http://127.0.0.1:3000',
      SUBSCRIPTION_TOKEN_SECRET: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      OWNER_JWT_SECRET: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      OWNER_SESSION_IDLE_MINUTES: 30,
      OWNER_SESSION_ABSOLUTE_HOURS: 12,
    });
  });

  // Anyone on the network could otherwise mint captcha answers, sign owner tokens or lift the rate limits.
  it('listens on this machine only unless told otherwise (a container sets 0.0.0.0)', () => {
    expect(loadEnv({}).BFF_HOST).toBe('127.0.0.1');
    expect(loadEnv({ BFF_HOST: '0.0.0.0' }).BFF_HOST).toBe('0.0.0.0');
  });

  it('has no secret written in the code: an unset one is random, of this process alone', () => {
    const [one, other] = [loadEnv({}), loadEnv({})];
    for (const name of SECRETS) expect({ name, same: one[name] === other[name] }).toEqual({ name, same: false });
    expect(Buffer.from(one.OPERATOR_TOTP_KEY, 'base64')).toHaveLength(32);
    expect(loadEnv({ OWNER_JWT_SECRET: 'a-secret-of-this-checkout-0123456789' }).OWNER_JWT_SECRET).toBe(
      'a-secret-of-this-checkout-0123456789',
    );
  });

  it('takes the site origins as a list of bare origins', () => {
    expect(loadEnv({ ALLOWED_ORIGINS: 'https://www.immo.be, https://immo.be' }).ALLOWED_ORIGINS).toEqual([
      'https://www.immo.be',
      'https://immo.be',
    ]);
    expect(() => loadEnv({ ALLOWED_ORIGINS: 'https://www.immo.be/fr/' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadEnv({ ALLOWED_ORIGINS: 'www.immo.be' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('turns the response cache off with 0 and refuses a negative budget', () => {
    expect(loadEnv({ RESPONSE_CACHE_MB: '0' }).RESPONSE_CACHE_MB).toBe(0);
    expect(() => loadEnv({ RESPONSE_CACHE_MB: '-1' })).toThrow(/RESPONSE_CACHE_MB/);
  });

  it('takes the upload disk budget and free-space margin in whole MB, and refuses a budget of nothing', () => {
    expect(loadEnv({ UPLOAD_DISK_BUDGET_MB: '500', UPLOAD_DISK_MIN_FREE_MB: '0' })).toMatchObject({
      UPLOAD_DISK_BUDGET_MB: 500,
      UPLOAD_DISK_MIN_FREE_MB: 0,
    });
    expect(() => loadEnv({ UPLOAD_DISK_BUDGET_MB: '0' })).toThrow(/UPLOAD_DISK_BUDGET_MB/);
    expect(() => loadEnv({ UPLOAD_DISK_MIN_FREE_MB: '-1' })).toThrow(/UPLOAD_DISK_MIN_FREE_MB/);
    expect(() => loadEnv({ UPLOAD_DISK_BUDGET_MB: '2GB' })).toThrow(/UPLOAD_DISK_BUDGET_MB/);
  });

  it('lists every bad variable in one error', () => {
    expect(() => loadEnv({ PORT: 'abc', DEFAULT_LOCALE: 'it', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*DEFAULT_LOCALE|PORT[\s\S]*DEFAULT_LOCALE[\s\S]*DATABASE_URL/,
    );
  });

  it('requires DATABASE_URL in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL: is required when NODE_ENV=production/);
  });

  it("requires Redis, the operators' TOTP key and the web server token of its own in production", () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/immo' })).toThrow(
      /REDIS_URL[\s\S]*OPERATOR_TOTP_KEY[\s\S]*INTERNAL_API_TOKEN[\s\S]*ALLOWED_ORIGINS[\s\S]*CAPTCHA_HMAC_KEY[\s\S]*AGENCY_MAIL_TO[\s\S]*SITE_URL[\s\S]*SUBSCRIPTION_TOKEN_SECRET[\s\S]*OWNER_JWT_SECRET/,
    );
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/immo',
      REDIS_URL: 'redis://cache:6379',
      OPERATOR_TOTP_KEY: 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=',
      INTERNAL_API_TOKEN: 'a-long-random-shared-token',
      ALLOWED_ORIGINS: 'https://www.immo.be',
      CAPTCHA_HMAC_KEY: 'a-long-random-captcha-signing-key-of-our-own',
      AGENCY_MAIL_TO: 'leads@immo.be',
      SITE_URL: 'https://www.immo.be',
      SUBSCRIPTION_TOKEN_SECRET: 'a-long-random-unsubscribe-signing-secret',
      OWNER_JWT_SECRET: 'a-long-random-owner-token-signing-secret',
    };
    const env = loadEnv(production);
    expect(env).toMatchObject({ OPERATOR_TOTP_KEY: production.OPERATOR_TOTP_KEY, API_DOCS_ENABLED: false });
    expect(loadEnv({ ...production, API_DOCS_ENABLED: 'true' }).API_DOCS_ENABLED).toBe(true);
    expect(() => loadEnv({ OPERATOR_TOTP_KEY: 'c2hvcnQ=' })).toThrow(/OPERATOR_TOTP_KEY/);
    expect(() => loadEnv({ OWNER_JWT_SECRET: 'too-short-to-resist-guessing' })).toThrow(/OWNER_JWT_SECRET/);
  });

  it("sends leads to the local mail catcher's agency address outside production, and refuses a malformed one", () => {
    expect(loadEnv({}).AGENCY_MAIL_TO).toBe('agency@example.com');
    expect(() => loadEnv({ AGENCY_MAIL_TO: 'leads at immo.be' })).toThrow(/AGENCY_MAIL_TO/);
  });
});
