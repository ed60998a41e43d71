import { BUNDLED_SAMPLE_EXPORT_DIR, loadEnv } from './env';

describe(loadEnv.name, () => {
  it('works locally with no variables at all', () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/immo',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SAMPLE_EXPORT_DIR: BUNDLED_SAMPLE_EXPORT_DIR,
      QUEUE_PREFIX: 'immo',
      SAMPLE_IMPORT_ON_EMPTY: true,
    });
    expect(BUNDLED_SAMPLE_EXPORT_DIR).toMatch(/apps\/sync-worker\/sample-export$/);
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
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL[\s\S]*REDIS_URL/);
    const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/immo', REDIS_URL: 'redis://cache:6379' });
    expect(env.SAMPLE_IMPORT_ON_EMPTY).toBe(false);
  });
});
