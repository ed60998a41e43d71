// HTTP-level set-up shared by main.ts and the integration tests, so the tests
// exercise the same prefix and OpenAPI document as production (proxy trust is
// the adapter's: see http-adapter.ts).
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { ThrottlerStorage } from '@nestjs/throttler';
import { SharedThrottlerStorage } from './common/shared-throttler.storage';
import { InvalidRequestFilter } from './common/invalid-request.filter';
import { type BffEnv, ENV } from './config/env';
import { ResponseCache } from './response-cache/response-cache';
import { createCacheFront } from './response-cache/cache-front';
import { registerResponseCacheHooks } from './response-cache/response-cache.hooks';
import { proxyTrust } from './http-adapter';
import { installSecurityHeaders } from './security/security-headers';
import { BffMetrics } from './metrics/bff-metrics';
import { observeRequests } from './metrics/observe-requests';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const API_PREFIX = 'api';

export function configureApp(app: NestFastifyApplication): NestFastifyApplication {
  app.setGlobalPrefix(API_PREFIX);
  // A request that fails validation: its 400, logged once as a warning.
  app.useGlobalFilters(new InvalidRequestFilter());
  // Before the routes exist, so every route gets the hooks (its log line's route, its duration).
  observeRequests(app.getHttpAdapter().getInstance(), app.get(BffMetrics));
  installResponseCache(app);
  installSecurityHeaders(app.getHttpServer() as Server, app.get<BffEnv>(ENV));
  // Off in production unless asked for: the full map of the API, operator routes included, helps an attacker more than a visitor.
  if (app.get<BffEnv>(ENV).API_DOCS_ENABLED) serveApiDocs(app);
  return app;
}

function serveApiDocs(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Immo BFF')
      .setDescription('Backend-for-frontend of the agency website: catalogue and operations.')
      .setVersion('0.1.0')
      .build(),
  );
  // The response schemas come from the domain's zod schemas (nestjs-zod); its clean-up turns them into OpenAPI 3.0.
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, cleanupOpenApiDoc(document));
}

/**
 * The store hooks go in before Nest registers its routes; the hits are
 * answered by a listener in front of Fastify's on the same server.
 */
function installResponseCache(app: NestFastifyApplication): void {
  const cache = app.get(ResponseCache);
  if (!cache.enabled) return;
  const storage = app.get(ThrottlerStorage);
  if (!(storage instanceof SharedThrottlerStorage))
    throw new Error('The response cache counts hits with SharedThrottlerStorage');
  const env = app.get<BffEnv>(ENV);
  registerResponseCacheHooks(app.getHttpAdapter().getInstance(), cache);
  const front = createCacheFront({
    cache,
    storage,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    internalApiToken: env.INTERNAL_API_TOKEN,
    trust: proxyTrust(env.TRUST_PROXY),
  });
  // Fastify handles requests through the server's one 'request' listener, added when it was created.
  const server = app.getHttpServer() as Server;
  const fastifyListeners = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  const toFastify = (request: IncomingMessage, response: ServerResponse): void => {
    for (const listener of fastifyListeners) listener.call(server, request, response);
  };
  const metrics = app.get(BffMetrics);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const startedAt = performance.now();
    // Fastify's hooks never see a hit: it is timed here, under a route of its own.
    const countHit = () =>
      metrics.observeCacheHit(request.method ?? '', response.statusCode, performance.now() - startedAt);
    const answered = front(request, response);
    if (answered === true) return countHit();
    if (answered === false) return toFastify(request, response);
    // A hit waits for its shared rate-limit count; a failure of the front leaves the request to Fastify.
    answered.then(
      (done) => (done ? countHit() : toFastify(request, response)),
      () => toFastify(request, response),
    );
  });
}
