import { LoggerModule } from 'nestjs-pino';
import { ENV, type WorkerEnv } from '../config/env';

/**
 * JSON lines through pino for every Nest Logger call (main.ts calls
 * useLogger). No HTTP requests to log here but the probes, which are not:
 * a line every few seconds would bury the jobs' own.
 */
export const WorkerLoggerModule = LoggerModule.forRootAsync({
  inject: [ENV],
  useFactory: (env: WorkerEnv) => ({ pinoHttp: { level: env.LOG_LEVEL, autoLogging: false } }),
});
