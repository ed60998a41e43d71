import { loadEnv } from './env';

describe(loadEnv.name, () => {
  it('works locally with no variables at all', () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3001,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/immo',
      DEFAULT_LOCALE: 'fr',
      RATE_LIMIT_PER_MINUTE: 300,
      TRUST_PROXY: 'loopback',
    });
  });

  it('lists every bad variable in one error', () => {
    expect(() => loadEnv({ PORT: 'abc', DEFAULT_LOCALE: 'it', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*DEFAULT_LOCALE|PORT[\s\S]*DEFAULT_LOCALE[\s\S]*DATABASE_URL/,
    );
  });

  it('requires DATABASE_URL in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL: is required when NODE_ENV=production/);
  });
});
