import { BUNDLED_SAMPLE_EXPORT_DIR, loadEnv } from './env';

describe(loadEnv.name, () => {
  it('reads every web server of WEB_URLS, and refuses a list with something else in it', () => {
    expect(loadEnv({ WEB_URLS: 'http://web1:3000, http://web2:3000' }).WEB_URLS).toEqual([
      'http://web1:3000',
      'http://web2:3000',
    ]);
    expect(() => loadEnv({ WEB_URLS: 'http://web1:3000,ftp://web2' })).toThrow();
  });

  it('works locally with no variables at all', () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/immo',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SAMPLE_EXPORT_DIR: BUNDLED_SAMPLE_EXPORT_DIR,
      QUEUE_PREFIX: 'immo',
      SAMPLE_IMPORT_ON_EMPTY: true,
      SCHEDULE_CHECK_SECONDS: 30,
      CRM_API_PAGE_SIZE: 500,
      SYNC_MAX_WITHDRAW_SHARE: 0.2,
      SYNC_SCHEDULES_ENABLED: true,
      SYNC_INCREMENTAL_EVERY_MINUTES: 15,
      SYNC_FULL_CRON: '0 3 * * *',
      STATISTICS_CRON: '30 2 * * *',
      WEB_URL: 'http://127.0.0.1:3000',
      REVALIDATE_SECRET: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      SITE_URL: 'http://127.0.0.1:3000',
      SUBSCRIPTION_TOKEN_SECRET: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      DEMAND_DAILY_CRON: '0 8 * * *',
      DEMAND_WEEKLY_CRON: '0 8 * * 1',
      SUBSCRIPTION_CLEANUP_CRON: '15 4 * * *',
      OWNER_WEEKLY_REPORT_CRON: '0 7 * * 1',
      MAIL_FROM: 'Immo <no-reply@example.com>',
      MAIL_CONCURRENCY: 16,
      MAIL_SMTP_POOL_SIZE: 8,
      LEAD_RETENTION_DAYS: 365,
      LEAD_RETENTION_CRON: '45 3 * * *',
      VIEW_RETENTION_DAYS: 90,
      SYNC_RUN_RETENTION_DAYS: 90,
      DEAD_MAIL_RETENTION_DAYS: 30,
      SENT_COPY_RETENTION_DAYS: 90,
      RETENTION_CRON: '50 2 * * *',
      UPLOAD_DIR: expect.stringMatching(/\/var\/uploads$/),
      WORKER_NICE: 10,
      WORKER_HEALTH_PORT: 3002,
      WORKER_HEALTH_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    expect(BUNDLED_SAMPLE_EXPORT_DIR).toMatch(/apps\/sync-worker\/sample-export$/);
  });

  it('opens no health port under tests, where many workers run at once, unless given one', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).WORKER_HEALTH_PORT).toBe(0);
    expect(loadEnv({ NODE_ENV: 'test', WORKER_HEALTH_PORT: '3731' }).WORKER_HEALTH_PORT).toBe(3731);
  });

  it('lists every bad variable in one error', () => {
    let message = '';
    try {
      loadEnv({ REDIS_URL: 'http://x', QUEUE_PREFIX: 'a:b', SAMPLE_IMPORT_ON_EMPTY: 'yes' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('REDIS_URL');
    expect(message).toContain('QUEUE_PREFIX');
    expect(message).toContain('SAMPLE_IMPORT_ON_EMPTY');
  });

  it('requires the servers in production and does not import the sample there', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL[\s\S]*REDIS_URL[\s\S]*REVALIDATE_SECRET[\s\S]*SITE_URL[\s\S]*SUBSCRIPTION_TOKEN_SECRET[\s\S]*SMTP_URL[\s\S]*MAIL_FROM/,
    );
    const env = loadEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/immo',
      REDIS_URL: 'redis://cache:6379',
      REVALIDATE_SECRET: 'a-long-production-secret',
      SITE_URL: 'https://www.immo.be',
      SUBSCRIPTION_TOKEN_SECRET: 'a-production-subscription-secret-of-32+',
      SMTP_URL: 'smtps://agency:secret@mail.example:465',
      MAIL_FROM: 'Agence Immo <info@immo.be>',
    });
    expect(env.SAMPLE_IMPORT_ON_EMPTY).toBe(false);
  });

  it('has no secret written in the code: an unset one is random, of this process alone, and production requires its own', () => {
    const [one, other] = [loadEnv({}), loadEnv({})];
    expect(one.REVALIDATE_SECRET).not.toBe(other.REVALIDATE_SECRET);
    expect(one.SUBSCRIPTION_TOKEN_SECRET).not.toBe(other.SUBSCRIPTION_TOKEN_SECRET);
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/immo',
      REDIS_URL: 'redis://cache:6379',
      SITE_URL: 'https://www.immo.be',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Agence Immo <info@immo.be>',
    };
    expect(() => loadEnv(production)).toThrow(
      /REVALIDATE_SECRET: is required[\s\S]*SUBSCRIPTION_TOKEN_SECRET: is required/,
    );
  });

  it('keeps the schedules off under test unless asked, and refuses a malformed cron pattern', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).SYNC_SCHEDULES_ENABLED).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', SYNC_SCHEDULES_ENABLED: 'true' }).SYNC_SCHEDULES_ENABLED).toBe(true);
    expect(() => loadEnv({ SYNC_FULL_CRON: 'nightly' })).toThrow(/SYNC_FULL_CRON/);
    expect(() => loadEnv({ SYNC_INCREMENTAL_EVERY_MINUTES: '0' })).toThrow(/SYNC_INCREMENTAL_EVERY_MINUTES/);
  });

  it('requires the CRM API credentials only when CRM_API_URL is set', () => {
    expect(() => loadEnv({ CRM_API_URL: 'https://crm.example/api' })).toThrow(/CRM_API_USER[\s\S]*CRM_API_PASSWORD/);
    const env = loadEnv({
      CRM_API_URL: 'https://crm.example/api',
      CRM_API_USER: 'agency',
      CRM_API_PASSWORD: 'secret',
      CRM_API_PAGE_SIZE: '200',
    });
    expect(env).toMatchObject({
      CRM_API_URL: 'https://crm.example/api',
      CRM_API_USER: 'agency',
      CRM_API_PAGE_SIZE: 200,
    });
    expect(() => loadEnv({ CRM_API_URL: 'ftp://crm.example' })).toThrow(/CRM_API_URL/);
  });

  it('takes an SMTP or SMTPS server only, and a one-line sender', () => {
    expect(loadEnv({ SMTP_URL: 'smtp://127.0.0.1:1025' }).SMTP_URL).toBe('smtp://127.0.0.1:1025');
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ MAIL_FROM: 'a@b.be\r\nBcc: c@d.be' })).toThrow(/MAIL_FROM/);
  });
});
