// The hit side of the response cache, in front of Fastify: a kept answer is
// written straight to Node's response, before Fastify's routing and Nest's
// hooks, guards and pipes, which at tens of thousands of requests a second
// cost more than the answer itself (docs/benchmarks.md, "List endpoint").
// What a hit skips of that pipeline is made up here: the per-client rate
// limit, counted with the guard's own storage and key (in Redis, shared by
// every BFF instance: the one await of a hit). Anything else (a miss,
// a client over its limit, a request for a fresh answer) goes on to Fastify.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { isInternalRequest } from '../common/internal-request';
import {
  clientTracker,
  PUBLIC_THROTTLER,
  RATE_LIMIT_WINDOW_MS,
  rateLimitHeaders,
  throttleKey,
} from '../common/public-throttler';
import { clientAddress, type ProxyTrust } from '../http-adapter';
import { wantsFreshAnswer } from './cache-policy';
import type { ResponseCache } from './response-cache';

export const CACHE_STATUS_HEADER = 'x-cache';

export interface CacheFrontOptions {
  cache: ResponseCache;
  storage: ThrottlerStorage;
  rateLimitPerMinute: number;
  internalApiToken: string;
  trust: ProxyTrust;
}

/**
 * Answers the request from the cache and returns true, or returns false and
 * leaves it untouched; a promise of either when the answer waits for the
 * client's rate-limit count (never for a miss, so a miss is not delayed).
 */
export type CacheFront = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

export function createCacheFront({
  cache,
  storage,
  rateLimitPerMinute,
  internalApiToken,
  trust,
}: CacheFrontOptions): CacheFront {
  return (request, response) => {
    if (request.method !== 'GET' || request.url === undefined || wantsFreshAnswer(request.headers)) return false;
    const entry = cache.get(request.url);
    if (entry === undefined) return false;
    const headers = ['content-type', entry.contentType, 'cache-control', entry.cacheControl];
    const send = (): true => {
      // Clients and caches downstream count the answer's lifetime from when it was made.
      headers.push('age', String(Math.floor((Date.now() - entry.storedAt) / 1000)), CACHE_STATUS_HEADER, 'HIT');
      headers.push('content-length', String(entry.body.length));
      response.writeHead(200, headers);
      response.end(entry.body);
      return true;
    };
    if (isInternalRequest(request, internalApiToken)) return send();
    const key = throttleKey(entry.route, clientTracker(clientAddress(request, trust)));
    // Blocked for a window once over, as the guard blocks (its blockDuration defaults to the ttl).
    return storage
      .increment(key, RATE_LIMIT_WINDOW_MS, rateLimitPerMinute, RATE_LIMIT_WINDOW_MS, PUBLIC_THROTTLER)
      .then((record) => {
        // Over the limit: Nest's guard answers the 429, as for any request.
        if (record.isBlocked) return false;
        headers.push(...rateLimitHeaders(rateLimitPerMinute, record));
        return send();
      });
  };
}
