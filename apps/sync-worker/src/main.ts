import 'reflect-metadata';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { setPriority } from 'node:os';
import { loadEnv } from './config/env';
import { missingCrmSource } from './sync/export-source-for';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  // Validate before Nest starts so a bad variable prints one clear list.
  const env = loadEnv();
  const noSource = missingCrmSource(env);
  if (noSource) throw new Error(`Invalid sync-worker environment:\n  - ${noSource}`);
  lowerPriority(env.WORKER_NICE);
  // No Nest HTTP server: the queues, and a small one for probes and metrics (observability/health-server.ts).
  // Start-up lines wait for the JSON logger rather than printing in Nest's format.
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  // SIGTERM (docker stop) and Ctrl-C close the BullMQ workers (finishing the current job) and the database.
  closeOnSignals(app);
  Logger.log('Sync worker started', 'Bootstrap');
}

function lowerPriority(nice: number): void {
  try {
    setPriority(nice);
  } catch (error) {
    // A container that forbids it runs the worker at its default priority; nothing else changes.
    Logger.warn(
      `Could not set the worker's priority to nice ${nice}: ${error instanceof Error ? error.message : String(error)}`,
      'Bootstrap',
    );
  }
}

/**
 * BullMQ's Worker.close() never settles when Redis was never reachable
 * (taskforcesh/bullmq#4656): without this a stopped worker would hang until
 * killed. A job still running by then is an import in one transaction, which
 * PostgreSQL rolls back, so the next run starts clean.
 */
const SHUTDOWN_GRACE_MS = 60_000;

/**
 * Closes the app and exits 0, as a stopped service should (Nest's own
 * shutdown hooks end by killing the process with the signal again, which a
 * supervisor reads as a crash); exits 1 if closing fails or hangs.
 */
function closeOnSignals(app: INestApplicationContext): void {
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
