import { sharedCacheLifetime, wantsFreshAnswer } from './cache-policy';

describe('sharedCacheLifetime', () => {
  it('keeps a public answer for its max-age', () => {
    expect(sharedCacheLifetime('public, max-age=60, stale-while-revalidate=300')).toBe(60);
  });

  it('prefers s-maxage, which is meant for shared caches', () => {
    expect(sharedCacheLifetime('public, max-age=60, s-maxage=10')).toBe(10);
  });

  it.each([
    ['no-store', 'no-store'],
    ['private', 'private, max-age=60'],
    ['not marked public', 'max-age=60'],
    ['public without a lifetime', 'public'],
    ['public, no-cache', 'public, no-cache, max-age=60'],
    ['no header', undefined],
    ['a malformed lifetime', 'public, max-age=soon'],
  ])('keeps nothing for %s', (_case, header) => {
    expect(sharedCacheLifetime(header)).toBe(0);
  });
});

describe('wantsFreshAnswer', () => {
  it.each([
    [{ 'cache-control': 'no-cache' }, true],
    [{ 'cache-control': 'max-age=0' }, true],
    [{ 'cache-control': 'No-Store' }, true],
    [{ pragma: 'no-cache' }, true],
    [{ 'cache-control': 'max-age=30', pragma: 'no-cache' }, false],
    [{ 'cache-control': 'max-age=30' }, false],
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(wantsFreshAnswer(headers)).toBe(expected);
  });
});
