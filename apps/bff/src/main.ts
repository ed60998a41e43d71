import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp } from './configure-app';
import { loadEnv } from './config/env';
import { createHttpAdapter } from './http-adapter';

async function bootstrap(): Promise<void> {
  // Validate before Nest starts so a bad variable prints one clear list.
  const env = loadEnv();
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(env));
  configureApp(app);
  // Fastify listens on localhost only unless told otherwise; containers need every interface.
  await app.listen(env.PORT, '0.0.0.0');
  Logger.log(`BFF listening on http://localhost:${env.PORT}/api${env.API_DOCS_ENABLED ? ' (docs at /api/docs)' : ''}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
