// HTTP-level set-up shared by main.ts and the integration tests, so the tests
// exercise the same prefix and OpenAPI document as production (proxy trust is
// the adapter's: see http-adapter.ts).
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ThrottlerStorage } from '@nestjs/throttler';
import { FixedWindowThrottlerStorage } from './common/fixed-window-throttler.storage';
import { type BffEnv, ENV } from './config/env';
import { ResponseCache } from './response-cache/response-cache';
import { registerResponseCacheHooks } from './response-cache/response-cache.hooks';

export const API_PREFIX = 'api';

export function configureApp(app: NestFastifyApplication): NestFastifyApplication {
  app.setGlobalPrefix(API_PREFIX);
  app.enableShutdownHooks();
  installResponseCache(app);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Immo BFF')
      .setDescription('Backend-for-frontend of the agency website: catalogue and operations.')
      .setVersion('0.1.0')
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document);
  return app;
}

/** Before Nest registers its routes and middleware, so a hit is answered first (response-cache.hooks.ts). */
function installResponseCache(app: NestFastifyApplication): void {
  const cache = app.get(ResponseCache);
  if (!cache.enabled) return;
  const storage = app.get(ThrottlerStorage);
  if (!(storage instanceof FixedWindowThrottlerStorage)) throw new Error('The response cache counts hits with FixedWindowThrottlerStorage');
  const env = app.get<BffEnv>(ENV);
  registerResponseCacheHooks(app.getHttpAdapter().getInstance(), {
    cache,
    storage,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    internalApiToken: env.INTERNAL_API_TOKEN,
  });
}
