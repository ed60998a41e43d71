import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { type BffEnv, ENV, loadEnv } from '../../src/config/env';
import { configureApp } from '../../src/configure-app';

export interface TestApp {
  app: INestApplication;
  dataSource: DataSource;
}

/** The real AppModule on the run's fresh database (DATABASE_URL from tools/test-db). */
export async function createTestApp(envOverrides: Partial<BffEnv> = {}): Promise<TestApp> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ENV)
    .useValue({ ...loadEnv(), ...envOverrides })
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: ['error', 'warn'] });
  configureApp(app, app.get<BffEnv>(ENV));
  await app.init();
  return { app, dataSource: app.get(DataSource) };
}
