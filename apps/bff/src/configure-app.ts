// HTTP-level set-up shared by main.ts and the integration tests, so the tests
// exercise the same prefix and OpenAPI document as production (proxy trust is
// the adapter's: see http-adapter.ts).
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const API_PREFIX = 'api';

export function configureApp(app: NestFastifyApplication): NestFastifyApplication {
  app.setGlobalPrefix(API_PREFIX);
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
