import { SharedThrottlerStorage } from '../src/common/shared-throttler.storage';
import { ThrowawayRedis } from './support/redis-server';

const MINUTE = 60_000;

/** Once its connection is up, a storage's hits no longer land in its own memory. */
async function ready(storage: SharedThrottlerStorage): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const before = storage.local.size;
    await storage.increment(`probe:${attempt}`, MINUTE, 1_000, 0);
    if (storage.local.size === before) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The storage never reached Redis');
}

describe('rate limits shared by BFF instances through Redis', () => {
  const redis = new ThrowawayRedis();
  let first: SharedThrottlerStorage;
  let second: SharedThrottlerStorage;

  beforeAll(async () => {
    await redis.start();
    first = new SharedThrottlerStorage(redis.url, 'test:throttle');
    second = new SharedThrottlerStorage(redis.url, 'test:throttle');
    await Promise.all([ready(first), ready(second)]);
  });

  afterAll(async () => {
    first.onApplicationShutdown();
    second.onApplicationShutdown();
    await redis.stop();
  });

  it('blocks a client at the limit whichever instance its requests reach', async () => {
    const hits = [];
    for (let hit = 0; hit < 4; hit += 1)
      hits.push(await (hit % 2 === 0 ? first : second).increment('client-a', MINUTE, 3, MINUTE));
    expect(hits.map((record) => record.isBlocked)).toEqual([false, false, false, true]);
    expect(hits.map((record) => record.totalHits)).toEqual([1, 2, 3, 4]);
    expect(hits[3]?.timeToBlockExpire).toBe(60);
    // Blocked on the other instance too, and a blocked hit is not counted.
    const again = await first.increment('client-a', MINUTE, 3, MINUTE);
    expect(again).toMatchObject({ isBlocked: true, totalHits: 4 });
    // Another client is untouched.
    expect(await second.increment('client-b', MINUTE, 3, MINUTE)).toMatchObject({ isBlocked: false, totalHits: 1 });
  });

  it('counts concurrent hits exactly', async () => {
    const records = await Promise.all(
      Array.from({ length: 20 }, (_, hit) => (hit % 2 === 0 ? first : second).increment('burst', MINUTE, 10, MINUTE)),
    );
    expect(records.filter((record) => !record.isBlocked)).toHaveLength(10);
  });

  it('starts a new window when the old one ends', async () => {
    await first.increment('short', 300, 1, 0);
    expect((await second.increment('short', 300, 1, 0)).isBlocked).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await second.increment('short', 300, 1, 0)).toMatchObject({ isBlocked: false, totalHits: 1 });
  });

  it('keeps answering with Redis down, limiting each instance in its own memory', async () => {
    await redis.stop();
    const started = Date.now();
    const hits = [];
    for (let hit = 0; hit < 3; hit += 1) hits.push(await first.increment('while-down', MINUTE, 2, MINUTE));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(hits.map((record) => record.isBlocked)).toEqual([false, false, true]);
    expect((await second.increment('while-down', MINUTE, 2, MINUTE)).isBlocked).toBe(false);
  });
});
