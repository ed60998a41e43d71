import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Window {
  hits: number;
  resetsAt: number;
  blockedUntil: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * One counter per client and window, instead of the library's default log of
 * every hit's expiry, which it filters on every request: O(1) per request
 * whatever the rate, one sweep timer for all clients. The price is the
 * classic fixed-window edge (up to twice the limit across a window boundary),
 * harmless for a per-minute ceiling against scrapers. Each BFF instance's own
 * count while Redis is away (SharedThrottlerStorage counts in Redis otherwise).
 */
export class FixedWindowThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly windows = new Map<string, Window>();
  private sweep: NodeJS.Timeout | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    return Promise.resolve(this.hit(key, ttl, limit, blockDuration));
  }

  /** `increment` without the promise, for the response cache's hook (response-cache.hooks.ts). */
  hit(key: string, ttl: number, limit: number, blockDuration = 0): ThrottlerStorageRecord {
    const now = this.now();
    let window = this.windows.get(key);
    if (window === undefined || (window.resetsAt <= now && window.blockedUntil <= now)) {
      window = { hits: 0, resetsAt: now + ttl, blockedUntil: 0 };
      this.windows.set(key, window);
      this.startSweep();
    }
    if (window.blockedUntil <= now) {
      window.hits += 1;
      if (window.hits > limit) window.blockedUntil = now + (blockDuration > 0 ? blockDuration : window.resetsAt - now);
    }
    const isBlocked = window.blockedUntil > now;
    return {
      totalHits: window.hits,
      timeToExpire: seconds(window.resetsAt - now),
      isBlocked,
      timeToBlockExpire: isBlocked ? seconds(window.blockedUntil - now) : 0,
    };
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
    this.windows.clear();
  }

  /** Forgets clients whose window and block are over, so memory follows the last minute's clients. */
  evictExpired(now = this.now()): void {
    for (const [key, window] of this.windows) {
      if (window.resetsAt <= now && window.blockedUntil <= now) this.windows.delete(key);
    }
  }

  get size(): number {
    return this.windows.size;
  }

  private startSweep(): void {
    if (this.sweep !== undefined) return;
    this.sweep = setInterval(() => this.evictExpired(), SWEEP_INTERVAL_MS);
    this.sweep.unref();
  }
}

function seconds(milliseconds: number): number {
  return Math.max(0, Math.ceil(milliseconds / 1000));
}
