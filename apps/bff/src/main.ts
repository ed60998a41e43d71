import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './configure-app';
import { ENV, type BffEnv, loadEnv } from './config/env';

async function bootstrap(): Promise<void> {
  // Validate before Nest starts so a bad variable prints one clear list.
  loadEnv();
  const app = await NestFactory.create<NestExpressApplication>(AppModule);
  const env = app.get<BffEnv>(ENV);
  configureApp(app, env);
  await app.listen(env.PORT);
  Logger.log(`BFF listening on http://localhost:${env.PORT}/api (docs at /api/docs)`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
