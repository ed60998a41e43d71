// @ts-check
// What one client may make this server render: a render holds the CPU for
// tens of milliseconds and a page from the cache a fraction of one, so a
// client that asks for new pages faster than a person could (a bot with a
// random query string, a scraper) is told to wait, with 429 and
// Retry-After, instead of making every other visitor wait behind it.
// A token bucket per network: `burst` renders at once from a rested client,
// then `perMinute` a minute; and never more than `atOnce` in progress.
// Optional renders (the router's prefetches, which a browser sends for every
// link the pointer passes over) take only the upper half of the bucket and
// never the last place in progress, so a visitor who hovered over a list of
// cards still has renders for the page they click.
// Counted in this process: the capacity it protects is this server's.
import { LRUCache } from 'lru-cache';

/** Networks remembered at once; beyond them the least recently seen starts afresh. */
const DEFAULT_MAX_CLIENTS = 100_000;

/** @typedef {{ ok: true, done: () => void } | { ok: false, retryAfterSeconds: number }} RenderSpent */
/** @typedef {{ take(network: string, options?: { optional?: boolean }): RenderSpent }} RenderBudget */

/**
 * @param {{ perMinute: number, burst: number, atOnce: number, maxClients?: number, now?: () => number }} options
 * @returns {RenderBudget}
 */
export function createRenderBudget({ perMinute, burst, atOnce, maxClients = DEFAULT_MAX_CLIENTS, now = Date.now }) {
  const perMillisecond = perMinute / 60_000;
  /** Tokens left at `at`; a network with no entry has a full bucket. @type {LRUCache<string, { tokens: number, at: number }>} */
  const buckets = new LRUCache({
    max: maxClients,
    // By then the bucket is full again: the entry says nothing a missing one does not.
    ttl: Math.ceil(burst / perMillisecond),
    perf: { now },
  });
  /** Renders in progress per network (only those with one). @type {Map<string, number>} */
  const running = new Map();

  /**
   * Spends one render of `network`'s budget: `{ ok: true, done }`, where
   * `done` must be called once the render ended, or `{ ok: false,
   * retryAfterSeconds }` when the client must wait.
   * @param {string} network
   * @param {{ optional?: boolean }} [options]
   * @returns {RenderSpent}
   */
  function take(network, { optional = false } = {}) {
    const inProgress = running.get(network) ?? 0;
    if (inProgress >= (optional ? atOnce - 1 : atOnce)) return { ok: false, retryAfterSeconds: 1 };
    const time = now();
    const bucket = buckets.get(network);
    const tokens = bucket === undefined ? burst : Math.min(burst, bucket.tokens + (time - bucket.at) * perMillisecond);
    const needed = optional ? 1 + burst / 2 : 1;
    if (tokens < needed)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((needed - tokens) / perMillisecond / 1000)) };
    buckets.set(network, { tokens: tokens - 1, at: time });
    running.set(network, inProgress + 1);
    let ended = false;
    const done = () => {
      if (ended) return;
      ended = true;
      const left = (running.get(network) ?? 1) - 1;
      if (left > 0) running.set(network, left);
      else running.delete(network);
    };
    return { ok: true, done };
  }

  return { take };
}
