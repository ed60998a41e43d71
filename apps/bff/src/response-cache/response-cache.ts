import { LRUCache } from 'lru-cache';

/** One stored answer: what a hit replays, and how long it may. */
export interface CachedResponse {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  /** The route pattern (`/api/properties/:id`), which the rate limit counts by. */
  route: string;
  storedAt: number;
  expiresAt: number;
}

/**
 * The BFF's shared cache: answers by request URL, each kept for the lifetime
 * its own Cache-Control grants a shared cache, least recently used dropped
 * first once the bytes exceed the budget (lru-cache's maxSize does the
 * counting and the eviction).
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse> | undefined;
  private cleared = 0;

  constructor(
    maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    // lru-cache refuses a maxSize of 0: a budget of 0 is the cache switched off.
    this.entries =
      maxBytes > 0
        ? new LRUCache({
            maxSize: maxBytes,
            sizeCalculation: (entry, url) => sizeOf(url, entry),
            // An answer bigger than a quarter of the budget would evict most others for one URL.
            maxEntrySize: maxBytes / 4,
          })
        : undefined;
  }

  /** Counts the clears, so an answer computed before one is not stored after it. */
  get generation(): number {
    return this.cleared;
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  get usedBytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  get(url: string): CachedResponse | undefined {
    const entry = this.entries?.get(url);
    if (entry === undefined) return undefined;
    // The lifetime is the answer's own (expiresAt, from its Cache-Control), checked against the injected clock.
    if (entry.expiresAt <= this.now()) {
      this.entries?.delete(url);
      return undefined;
    }
    return entry;
  }

  set(url: string, entry: CachedResponse): void {
    this.entries?.set(url, entry);
  }

  clear(): void {
    this.entries?.clear();
    this.cleared += 1;
  }
}

/** The body dominates; the key and headers are counted so many tiny answers still add up. */
function sizeOf(url: string, entry: CachedResponse): number {
  return entry.body.length + url.length + entry.contentType.length + entry.cacheControl.length + entry.route.length;
}
