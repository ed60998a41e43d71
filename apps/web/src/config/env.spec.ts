import { webEnv } from './env';

describe(webEnv.name, () => {
  it('works out of the box with the local defaults', () => {
    expect(webEnv({})).toMatchObject({ BFF_URL: 'http://127.0.0.1:3001', DEFAULT_LOCALE: 'fr' });
  });

  it('treats an empty variable as unset', () => {
    expect(webEnv({ DEFAULT_LOCALE: '' }).DEFAULT_LOCALE).toBe('fr');
  });

  it('lists every bad variable at once', () => {
    expect(() => webEnv({ BFF_URL: 'not a url', DEFAULT_LOCALE: 'es' })).toThrow(/BFF_URL[\s\S]*DEFAULT_LOCALE/);
  });
});
