import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadEnv } from './config/env';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  // Validate before Nest starts so a bad variable prints one clear list.
  loadEnv();
  // No HTTP server: the worker only consumes queues.
  const app = await NestFactory.createApplicationContext(WorkerModule);
  // SIGTERM closes the BullMQ workers (finishing the current job) and the database.
  app.enableShutdownHooks();
  exitIfShutdownHangs();
  Logger.log('Sync worker started', 'Bootstrap');
}

/**
 * BullMQ's Worker.close() never settles when Redis was never reachable
 * (taskforcesh/bullmq#4656): without this a stopped worker would hang until
 * killed. A job still running by then is an import in one transaction, which
 * PostgreSQL rolls back, so the next run starts clean.
 */
const SHUTDOWN_GRACE_MS = 60_000;

function exitIfShutdownHangs(): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        Logger.error(`Shutdown did not finish within ${SHUTDOWN_GRACE_MS / 1000} s; exiting`, 'Bootstrap');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
    });
  }
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
