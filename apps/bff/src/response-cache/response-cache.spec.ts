import { type CachedResponse, ResponseCache } from './response-cache';

function answer(body: string, now: number, seconds = 60): CachedResponse {
  return {
    body: Buffer.from(body),
    contentType: 'application/json',
    cacheControl: `public, max-age=${seconds}`,
    route: '/api/properties',
    storedAt: now,
    expiresAt: now + seconds * 1000,
  };
}

describe('ResponseCache', () => {
  let now: number;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000_000;
  });

  it('replays an answer until its lifetime is over, then forgets it', () => {
    const cache = new ResponseCache(10_000, clock);
    cache.set('/api/properties?goal=sale', answer('[1]', now, 60));
    now += 59_999;
    expect(cache.get('/api/properties?goal=sale')?.body.toString()).toBe('[1]');
    now += 1;
    expect(cache.get('/api/properties?goal=sale')).toBeUndefined();
    expect(cache.usedBytes).toBe(0);
  });

  it('keys by the whole URL, query included', () => {
    const cache = new ResponseCache(10_000, clock);
    cache.set('/api/properties?goal=sale', answer('sale', now));
    expect(cache.get('/api/properties?goal=rent')).toBeUndefined();
  });

  it('drops the least recently used answers once over its byte budget', () => {
    // Each answer is about 90 bytes with its key and headers: four fit in 400.
    const cache = new ResponseCache(400, clock);
    const body = 'x'.repeat(39);
    for (const url of ['/a', '/b', '/c', '/d']) cache.set(url, answer(body, now));
    cache.get('/a'); // now /b is the least recently used
    cache.set('/e', answer(body, now));
    expect(cache.usedBytes).toBeLessThanOrEqual(400);
    expect(cache.size).toBe(4);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/e')).toBeDefined();
  });

  it('does not let one huge answer push out the rest', () => {
    const cache = new ResponseCache(1_000, clock);
    cache.set('/small', answer('ok', now));
    cache.set('/huge', answer('x'.repeat(600), now));
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.get('/small')).toBeDefined();
  });

  it('does not replay an older answer once a newer one for the same URL is too big to keep', () => {
    const cache = new ResponseCache(1_000, clock);
    cache.set('/a', answer('old', now));
    cache.set('/a', answer('x'.repeat(600), now));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.usedBytes).toBe(0);
  });

  it('replaces an answer for the same URL without counting it twice', () => {
    const cache = new ResponseCache(10_000, clock);
    cache.set('/a', answer('old', now));
    const before = cache.usedBytes;
    cache.set('/a', answer('new', now));
    expect(cache.usedBytes).toBe(before);
    expect(cache.get('/a')?.body.toString()).toBe('new');
  });

  it('forgets everything on clear, as after an import', () => {
    const cache = new ResponseCache(10_000, clock);
    cache.set('/a', answer('a', now));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('is off with a budget of 0', () => {
    expect(new ResponseCache(0, clock).enabled).toBe(false);
  });
});
