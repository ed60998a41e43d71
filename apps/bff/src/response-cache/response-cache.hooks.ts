// The store side of the response cache, in Fastify's hooks: after Nest has
// answered, the answer is kept if its own Cache-Control lets a shared cache
// keep it. Hits are served before Fastify (cache-front.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sharedCacheLifetime } from './cache-policy';
import { CACHE_STATUS_HEADER } from './cache-front';
import type { ResponseCache } from './response-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache generation when the request arrived; an import in between makes its answer too old to keep. */
    cacheGeneration: number;
  }
}

export function registerResponseCacheHooks(fastify: FastifyInstance, cache: ResponseCache): void {
  fastify.decorateRequest('cacheGeneration', 0);

  fastify.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    request.cacheGeneration = cache.generation;
    done();
  });

  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      const route = request.routeOptions.url;
      if (request.method !== 'GET' || reply.statusCode !== 200 || route === undefined) return done(null, payload);
      const seconds = sharedCacheLifetime(reply.getHeader('cache-control'));
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      // Vary or Set-Cookie would make one URL's answer differ per client.
      if (seconds === 0 || !Buffer.isBuffer(body) || reply.hasHeader('vary') || reply.hasHeader('set-cookie'))
        return done(null, payload);
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
    },
  );
}
