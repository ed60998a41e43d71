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
  Logger.log('Sync worker started', 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
