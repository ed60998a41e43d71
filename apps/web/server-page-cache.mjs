// @ts-check
// The finished answers of shared pages, kept in this process (server.mjs):
// the same HTML, policy and headers for everyone, so a page rendered once is
// sent again as bytes until the catalogue or the site's configuration
// changes (/internal/revalidate empties it, on every web server) or its
// s-maxage passes. Bounded in bytes, least recently used out first. Each
// page is kept as sent and gzipped, so a hit costs neither a render nor a
// compression.
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** @import { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http' */

/** Says on every page answer whether it came from here (`hit`) or was rendered (`miss`). */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Headers of the answer that belong to one connection, or are set again when a kept page is sent. */
const NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  PAGE_CACHE_HEADER,
]);

/**
 * @typedef {{ headers: Record<string, string | string[]>, body: Buffer, gzipped: Buffer | null, storedAt: number }} KeptPage
 */

/**
 * One render of a key: `keep` stores its finished page, `settled` lets the requests that waited for it go on.
 * @typedef {{ keep(body: Buffer, headers: OutgoingHttpHeaders): void, settled(): void }} PageRender
 */

/**
 * @typedef {{
 *   get(key: string): KeptPage | undefined,
 *   startRender(key: string): PageRender | null,
 *   inProgress(key: string): Promise<void> | undefined,
 *   clear(): void,
 *   readonly size: number,
 * }} PageCache
 */

/**
 * @param {{ maxBytes: number, ttlSeconds: number, now?: () => number }} options
 * @returns {PageCache}
 */
export function createPageCache({ maxBytes, ttlSeconds, now = Date.now }) {
  /** @type {LRUCache<string, KeptPage>} */
  const pages = new LRUCache({
    // Zero turns the cache off (keep() stores nothing); lru-cache wants a positive size.
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (page, key) => key.length + page.body.length + (page.gzipped?.length ?? 0) + 1024,
    ttl: ttlSeconds * 1000,
    perf: { now },
  });
  /** Renders in progress, by key: whoever asks for the same page meanwhile waits for it. @type {Map<string, Promise<void>>} */
  const rendering = new Map();
  /** Moves on at each clear: a render that started before one must not keep what it read. */
  let generation = 0;

  return {
    /** @param {string} key */
    get: (key) => pages.get(key),

    /**
     * The key's render now starts; `keep` stores its page if it turns out a
     * shared one, and `settled` lets the requests that waited for it go on.
     * Null when a render of the key is already in progress.
     * @param {string} key
     */
    startRender(key) {
      if (rendering.has(key)) return null;
      /** @type {() => void} */
      let settle = () => undefined;
      rendering.set(key, new Promise((resolve) => (settle = resolve)));
      const startedIn = generation;
      return {
        keep(body, headers) {
          if (generation !== startedIn || maxBytes === 0) return;
          /** @type {KeptPage} */
          const page = { headers: keptHeaders(headers), body, gzipped: null, storedAt: now() };
          pages.set(key, page);
          // Off the main thread; until it is done a hit is sent as it is.
          gzip(body, (error, gzipped) => {
            if (error || pages.peek(key) !== page) return;
            page.gzipped = gzipped;
            pages.set(key, page, { noUpdateTTL: true });
          });
        },
        settled() {
          rendering.delete(key);
          settle();
        },
      };
    },

    /** The render of `key` in progress, if any. @param {string} key */
    inProgress: (key) => rendering.get(key),

    /** Forgets every page, and whatever a render in progress read before now. */
    clear() {
      generation += 1;
      pages.clear();
    },

    get size() {
      return pages.size;
    },
  };
}

/**
 * @param {OutgoingHttpHeaders} headers
 * @returns {Record<string, string | string[]>}
 */
function keptHeaders(headers) {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      NOT_KEPT.has(name) || value === undefined ? [] : [[name, typeof value === 'number' ? String(value) : value]],
    ),
  );
}

/** Whether the client takes gzip (RFC 9110 §12.5.3: a listed coding with q=0 is refused). @param {string | undefined} header */
export function acceptsGzip(header) {
  if (!header) return false;
  let gzipQuality;
  let anyQuality;
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters
      .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    if (coding === 'gzip' || coding === 'x-gzip') gzipQuality = quality;
    else if (coding === '*') anyQuality = quality;
  }
  return (gzipQuality ?? anyQuality ?? 0) > 0;
}

/**
 * Sends a kept page: its headers as they were, gzipped when the client
 * takes it, its age for the caches in front, and an empty 304 when the
 * client already holds this very page.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {KeptPage} page
 * @param {number} [time]
 */
export function sendKeptPage(request, response, page, time = Date.now()) {
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
  response.setHeader(PAGE_CACHE_HEADER, 'hit');
  response.setHeader('age', String(Math.max(0, Math.floor((time - page.storedAt) / 1000))));
  const etag = page.headers['etag'];
  if (typeof etag === 'string' && request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
    response.writeHead(304);
    response.end();
    return;
  }
  const vary = page.headers['vary'];
  response.setHeader(
    'vary',
    !vary ? 'Accept-Encoding' : /accept-encoding/i.test(String(vary)) ? vary : `${vary}, Accept-Encoding`,
  );
  const body = page.gzipped !== null && acceptsGzip(request.headers['accept-encoding']) ? page.gzipped : page.body;
  if (body === page.gzipped) response.setHeader('content-encoding', 'gzip');
  response.setHeader('content-length', body.length);
  response.writeHead(200);
  response.end(request.method === 'HEAD' ? undefined : body);
}
