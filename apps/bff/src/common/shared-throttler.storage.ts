import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { reconnectDelayMs, RedisConnectionLog } from '@immo/platform';
import { Redis } from 'ioredis';
import { FixedWindowThrottlerStorage } from './fixed-window-throttler.storage';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** A hit that waits longer than this is counted in memory instead: the answer must not wait for Redis. */
const COMMAND_TIMEOUT_MS = 250;

/**
 * The fixed window of FixedWindowThrottlerStorage in one script, so a hit is
 * one round trip and two BFFs hitting together cannot both slip under the
 * limit. KEYS[1] counts the window, KEYS[2] exists while the client is blocked
 * (a blocked hit is not counted, as in memory). Returns hits, the window's
 * remaining ms and the block's remaining ms (0 when not blocked).
 */
const HIT_SCRIPT = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then
  local hits = tonumber(redis.call('GET', KEYS[1]) or ARGV[2] + 1)
  return {hits, math.max(redis.call('PTTL', KEYS[1]), 0), blocked}
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local window = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  local block = tonumber(ARGV[3])
  if block <= 0 then block = window end
  redis.call('SET', KEYS[2], '1', 'PX', block)
  return {hits, window, block}
end
return {hits, window, 0}
`;

interface HitCommand {
  throttleHit(
    window: string,
    block: string,
    ttl: number,
    limit: number,
    blockDuration: number,
  ): Promise<[number, number, number]>;
}

/**
 * The rate limits' counts in Redis, shared by every BFF instance, so N
 * requests spread over two BFFs meet the limit at N, not at twice N. While
 * Redis is away (not connected, or a hit fails or takes over 250 ms) each
 * instance counts in its own memory, as before: the site keeps answering and
 * a client is still limited per instance (decisions.md "Redis down"). Forms
 * keep working too: their per-client limit is counted the same way, and the
 * lead itself never needs Redis.
 */
export class SharedThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger(SharedThrottlerStorage.name);
  private readonly redis: Redis & HitCommand;
  readonly local: FixedWindowThrottlerStorage;

  constructor(
    redisUrl: string,
    private readonly keyPrefix: string,
    local = new FixedWindowThrottlerStorage(),
  ) {
    this.local = local;
    // No offline queue: with Redis away a hit falls back at once instead of queueing.
    const redis = new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: reconnectDelayMs,
      // Concurrent hits of one tick leave in one write.
      enableAutoPipelining: true,
    });
    redis.defineCommand('throttleHit', { numberOfKeys: 2, lua: HIT_SCRIPT });
    this.redis = redis as Redis & HitCommand;
    new RedisConnectionLog(this.logger, 'the shared rate limits (counted per instance meanwhile)').watch(redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    if (this.redis.status !== 'ready') return this.local.hit(key, ttl, limit, blockDuration);
    const window = `${this.keyPrefix}:${key}`;
    try {
      const [hits, windowMs, blockMs] = await this.redis.throttleHit(
        window,
        `${window}:blocked`,
        ttl,
        limit,
        blockDuration,
      );
      return {
        totalHits: hits,
        timeToExpire: seconds(windowMs),
        isBlocked: blockMs > 0,
        timeToBlockExpire: seconds(blockMs),
      };
    } catch {
      return this.local.hit(key, ttl, limit, blockDuration);
    }
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
    this.redis.disconnect();
  }
}

function seconds(milliseconds: number): number {
  return Math.max(0, Math.ceil(milliseconds / 1000));
}
