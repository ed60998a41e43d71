import { FixedWindowThrottlerStorage } from './fixed-window-throttler.storage';

const MINUTE = 60_000;

describe('FixedWindowThrottlerStorage', () => {
  let now: number;
  let storage: FixedWindowThrottlerStorage;

  beforeEach(() => {
    now = 1_000_000;
    storage = new FixedWindowThrottlerStorage(() => now);
  });

  afterEach(() => storage.onApplicationShutdown());

  const hit = (key = 'public:203.0.113.7') => storage.increment(key, MINUTE, 3, MINUTE);

  it('lets a client through up to the limit, then blocks it with the seconds left to wait', async () => {
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    await hit();
    now += 20_000;
    expect((await hit()).isBlocked).toBe(false);
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 60 });
  });

  it('counts each client on its own', async () => {
    for (let call = 0; call < 4; call += 1) await hit('public:203.0.113.7');
    expect((await hit('public:198.51.100.2')).isBlocked).toBe(false);
  });

  it('starts a fresh window once the minute is over, and lifts a block once it has run out', async () => {
    await hit();
    now += MINUTE;
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });

    for (let call = 0; call < 3; call += 1) await hit();
    now += MINUTE - 1;
    expect((await hit()).isBlocked).toBe(true);
    now += 1;
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('does not count requests made while blocked', async () => {
    for (let call = 0; call < 10; call += 1) await hit();
    expect((await hit()).totalHits).toBe(4);
  });

  it('forgets clients whose window is over', async () => {
    await hit('public:203.0.113.7');
    now += 30_000;
    await hit('public:198.51.100.2');
    now += 30_000;
    storage.evictExpired();
    expect(storage.size).toBe(1);
  });
});
