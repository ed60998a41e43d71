// HTTP-level set-up shared by main.ts and the integration tests, so the tests
// exercise the same prefix, proxy trust and OpenAPI document as production.
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { BffEnv } from './config/env';

export const API_PREFIX = 'api';

export function configureApp(app: NestExpressApplication, env: BffEnv): NestExpressApplication {
  app.setGlobalPrefix(API_PREFIX);
  app.set('trust proxy', trustProxyValue(env.TRUST_PROXY));
  app.disable('x-powered-by');
  app.enableShutdownHooks();

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

/** Express accepts a boolean, a hop count or a list of trusted addresses/names. */
function trustProxyValue(raw: string): boolean | number | string {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}
