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
 * first once the bytes exceed the budget. A Map keeps insertion order, so
 * re-inserting on a hit makes its first key the least recently used.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  private cleared = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the clears, so an answer computed before one is not stored after it. */
  get generation(): number {
    return this.cleared;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  get(url: string): CachedResponse | undefined {
    const entry = this.entries.get(url);
    if (entry === undefined) return undefined;
    this.entries.delete(url);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= sizeOf(url, entry);
      return undefined;
    }
    this.entries.set(url, entry);
    return entry;
  }

  set(url: string, entry: CachedResponse): void {
    const size = sizeOf(url, entry);
    if (!this.enabled) return;
    // An answer bigger than a quarter of the budget would evict most others for one URL.
    if (size > this.maxBytes / 4) return;
    this.delete(url);
    this.entries.set(url, entry);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(oldest, old);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.cleared += 1;
  }

  private delete(url: string): void {
    const entry = this.entries.get(url);
    if (entry === undefined) return;
    this.entries.delete(url);
    this.bytes -= sizeOf(url, entry);
  }
}

/** The body dominates; the key and headers are counted so many tiny answers still add up. */
function sizeOf(url: string, entry: CachedResponse): number {
  return entry.body.length + url.length + entry.contentType.length + entry.cacheControl.length + entry.route.length;
}
