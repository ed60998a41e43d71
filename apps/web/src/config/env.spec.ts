import { webEnv } from './env';

describe(webEnv.name, () => {
  it('works out of the box with the local defaults', () => {
    expect(webEnv({})).toMatchObject({ BFF_URL: 'http://127.0.0.1:3001', DEFAULT_LOCALE: 'fr' });
  });

  it('keeps 128 MB of pages and gives each client 30 renders from rest, then 60 a minute, 4 at once; a budget of none is refused', () => {
    expect(webEnv({})).toMatchObject({
      PAGE_CACHE_MAX_MB: 128,
      PAGE_RENDER_BURST: 30,
      PAGE_RENDERS_PER_MINUTE: 60,
      PAGE_RENDERS_AT_ONCE: 4,
    });
    expect(webEnv({ PAGE_CACHE_MAX_MB: '0' }).PAGE_CACHE_MAX_MB).toBe(0);
    expect(() => webEnv({ PAGE_RENDERS_PER_MINUTE: '0', PAGE_RENDER_BURST: 'many' })).toThrow(
      /PAGE_RENDERS_PER_MINUTE[\s\S]*PAGE_RENDER_BURST/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(webEnv({ DEFAULT_LOCALE: '' }).DEFAULT_LOCALE).toBe('fr');
  });

  it('lists every bad variable at once', () => {
    expect(() => webEnv({ BFF_URL: 'not a url', DEFAULT_LOCALE: 'es' })).toThrow(/BFF_URL[\s\S]*DEFAULT_LOCALE/);
  });

  it('requires SITE_URL in production, where robots.txt and canonicals would otherwise name localhost', () => {
    expect(() =>
      webEnv({
        NODE_ENV: 'production',
        REVALIDATE_SECRET: 'a-long-production-secret',
        INTERNAL_API_TOKEN: 'a-long-shared-bff-token',
      }),
    ).toThrow(/SITE_URL: is required when NODE_ENV=production/);
    expect(webEnv({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' }).SITE_URL).toBe(
      'http://localhost:3000',
    );
    expect(webEnv({ NODE_ENV: 'development' }).SITE_URL).toBe('http://localhost:3000');
    // The image's build knows no site yet: SITE_URL is read when the server starts.
    expect(webEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).SITE_URL).toBe(
      'http://localhost:3000',
    );
  });

  it('has no secret written in the code: an unset one is random, of this process alone', () => {
    const [one, other] = [webEnv({}), webEnv({})];
    expect(one.REVALIDATE_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.REVALIDATE_SECRET).not.toBe(other.REVALIDATE_SECRET);
    expect(one.INTERNAL_API_TOKEN).not.toBe(other.INTERNAL_API_TOKEN);
  });

  it('requires a revalidation secret on a public site', () => {
    expect(() => webEnv({ SITE_URL: 'https://www.immo.be' })).toThrow(/REVALIDATE_SECRET: is required/);
    const production = { SITE_URL: 'https://www.immo.be', INTERNAL_API_TOKEN: 'a-long-shared-bff-token' };
    expect(webEnv({ ...production, REVALIDATE_SECRET: 'a-long-production-secret' }).REVALIDATE_SECRET).toBe(
      'a-long-production-secret',
    );
  });

  it('requires the BFF token on a public site', () => {
    const production = { SITE_URL: 'https://www.immo.be', REVALIDATE_SECRET: 'a-long-production-secret' };
    expect(() => webEnv(production)).toThrow(/INTERNAL_API_TOKEN: is required/);
    expect(webEnv({ ...production, INTERNAL_API_TOKEN: 'a-long-shared-bff-token' }).INTERNAL_API_TOKEN).toBe(
      'a-long-shared-bff-token',
    );
  });

  it('counts the trusted proxies in front of the web, none unless told', () => {
    expect(webEnv({}).WEB_TRUSTED_PROXY_HOPS).toBe(0);
    expect(webEnv({ WEB_TRUSTED_PROXY_HOPS: '1' }).WEB_TRUSTED_PROXY_HOPS).toBe(1);
    expect(() => webEnv({ WEB_TRUSTED_PROXY_HOPS: '-1' })).toThrow(/WEB_TRUSTED_PROXY_HOPS/);
  });

  it('validates the map tiles template', () => {
    expect(webEnv({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(() => webEnv({ MAP_TILE_URL: 'https://tiles.example/{z}.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('takes optional tracking ids and rejects malformed ones', () => {
    expect(webEnv({}).GTM_ID).toBeUndefined();
    expect(webEnv({ GTM_ID: 'GTM-TEST123', META_PIXEL_ID: '1234567890' })).toMatchObject({
      GTM_ID: 'GTM-TEST123',
      META_PIXEL_ID: '1234567890',
    });
    expect(() => webEnv({ GTM_ID: 'UA-1', META_PIXEL_ID: 'abc' })).toThrow(/GTM_ID[\s\S]*META_PIXEL_ID/);
  });
});
