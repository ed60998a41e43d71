import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp } from './configure-app';
import { loadEnv } from './config/env';
import { createHttpAdapter } from './http-adapter';

async function bootstrap(): Promise<void> {
  // Validate before Nest starts so a bad variable prints one clear list.
  const env = loadEnv();
  // Start-up lines wait for the JSON logger rather than printing in Nest's format.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(env), { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  configureApp(app);
  closeOnSignals(app);
  // BFF_HOST: this machine only, unless told otherwise (a container's Dockerfile sets 0.0.0.0).
  await app.listen(env.PORT, env.BFF_HOST);
  Logger.log(
    `BFF listening on http://localhost:${env.PORT}/api${env.API_DOCS_ENABLED ? ' (docs at /api/docs)' : ''}`,
    'Bootstrap',
  );
}

/**
 * SIGTERM (docker stop) and Ctrl-C: stop accepting connections, finish the
 * requests in flight, close the database and Redis, and exit 0 (Nest's own
 * shutdown hooks end by killing the process with the signal again, which a
 * supervisor reads as a crash). Exits 1 if closing fails or hangs.
 */
const SHUTDOWN_GRACE_MS = 20_000;

function closeOnSignals(app: NestFastifyApplication): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        Logger.error(`Shutdown did not finish within ${SHUTDOWN_GRACE_MS / 1000} s; exiting`, 'Bootstrap');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          Logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`, 'Bootstrap');
          process.exit(1);
        },
      );
    });
  }
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
