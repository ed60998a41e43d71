import type { INestApplication, LoggerService } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { type BffEnv, ENV, loadEnv } from '../../src/config/env';
import { configureApp } from '../../src/configure-app';
import { createHttpAdapter } from '../../src/http-adapter';

export interface TestApp {
  app: INestApplication;
  dataSource: DataSource;
}

/**
 * The real AppModule on the run's fresh database (DATABASE_URL from tools/test-db).
 * The response cache is off unless a test turns it on: most tests change rows
 * between two identical requests, which a cache would rightly answer from memory.
 */
export async function createTestApp(
  envOverrides: Partial<BffEnv> = {},
  options: { logger?: LoggerService; configure?: (builder: TestingModuleBuilder) => TestingModuleBuilder } = {},
): Promise<TestApp> {
  // The specs send their forms from one address: the confirmation budget is abuse-budgets.int-spec's own test.
  const env = { ...loadEnv(), RESPONSE_CACHE_MB: 0, CONFIRMATIONS_PER_NETWORK_PER_HOUR: 10_000, ...envOverrides };
  await forgetRateLimits(env);
  const base = Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ENV)
    .useValue(env);
  // A spec replaces a provider here (a fake captcha, say) with Nest's overrideProvider.
  const builder = options.configure ? options.configure(base) : base;
  // Nest's testing logger drops warnings; a test that reads the log passes its own.
  if (options.logger) builder.setLogger(options.logger);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(env), {
    logger: options.logger ?? ['error', 'warn'],
  });
  configureApp(app);
  await app.init();
  // supertest talks to the raw server, which Fastify only routes once ready.
  await app.getHttpAdapter().getInstance().ready();
  return { app, dataSource: app.get(DataSource) };
}

/**
 * The rate limits count in Redis under the run's QUEUE_PREFIX, shared by every
 * app of the run: each test app starts with none spent, as a fresh BFF would
 * in memory, so one spec's 429s do not leak into the next.
 */
async function forgetRateLimits(env: BffEnv): Promise<void> {
  const redis = new Redis(env.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:throttle:*`);
    if (keys.length > 0) await redis.del(...keys);
  } catch {
    // A spec that runs the BFF without Redis has no counts to forget.
  } finally {
    redis.disconnect();
  }
}
