// The response cache sits in front of Nest, in Fastify's own hooks: a hit is
// answered before routing into controllers, guards and pipes, which at high
// rates cost more than the query itself (docs/benchmarks.md, "List endpoint").
// What it keeps is decided by each answer's Cache-Control, as for any shared
// cache; what it skips of Nest's pipeline on a hit is made up here: the
// per-client rate limit, counted with the guard's own storage and key.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FixedWindowThrottlerStorage } from '../common/fixed-window-throttler.storage';
import { isInternalRequest } from '../common/internal-request';
import { clientTracker, RATE_LIMIT_WINDOW_MS, setRateLimitHeaders, throttleKey } from '../common/public-throttler';
import { sharedCacheLifetime, wantsFreshAnswer } from './cache-policy';
import type { ResponseCache } from './response-cache';

export interface ResponseCacheHooksOptions {
  cache: ResponseCache;
  storage: FixedWindowThrottlerStorage;
  rateLimitPerMinute: number;
  internalApiToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the answer came from the cache, so it is not stored again. */
    servedFromCache: boolean;
    /** The cache generation when the request arrived; an import in between makes its answer too old to keep. */
    cacheGeneration: number;
  }
}

export const CACHE_STATUS_HEADER = 'x-cache';

export function registerResponseCacheHooks(fastify: FastifyInstance, options: ResponseCacheHooksOptions): void {
  const { cache, storage, rateLimitPerMinute, internalApiToken } = options;
  fastify.decorateRequest('servedFromCache', false);
  fastify.decorateRequest('cacheGeneration', 0);

  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    request.cacheGeneration = cache.generation;
    if (request.method !== 'GET' || wantsFreshAnswer(request.headers)) return done();
    const entry = cache.get(request.url);
    if (entry === undefined) return done();
    if (!isInternalRequest(request, internalApiToken)) {
      const record = storage.hit(throttleKey(entry.route, clientTracker(request)), RATE_LIMIT_WINDOW_MS, rateLimitPerMinute);
      // Over the limit: Nest's guard answers the 429 as for any request.
      if (record.isBlocked) return done();
      setRateLimitHeaders(reply, rateLimitPerMinute, record);
    }
    request.servedFromCache = true;
    reply
      .code(200)
      .header('content-type', entry.contentType)
      .header('cache-control', entry.cacheControl)
      // Clients and caches downstream count the answer's lifetime from when it was made.
      .header('age', Math.floor((Date.now() - entry.storedAt) / 1000))
      .header(CACHE_STATUS_HEADER, 'HIT')
      .send(entry.body);
  });

  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const route = request.routeOptions.url;
    if (request.servedFromCache || request.method !== 'GET' || reply.statusCode !== 200 || route === undefined) return done(null, payload);
    const seconds = sharedCacheLifetime(reply.getHeader('cache-control'));
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // Vary or Set-Cookie would make one URL's answer differ per client.
    if (seconds === 0 || !Buffer.isBuffer(body) || reply.hasHeader('vary') || reply.hasHeader('set-cookie')) return done(null, payload);
    if (request.cacheGeneration === cache.generation) {
      const now = Date.now();
      cache.set(request.url, {
        body,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        cacheControl: String(reply.getHeader('cache-control')),
        route,
        storedAt: now,
        expiresAt: now + seconds * 1000,
      });
    }
    reply.header(CACHE_STATUS_HEADER, 'MISS');
    done(null, body);
  });
}
