import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { type BffEnv, ENV } from '../config/env';
import { assignRequestId, runWithRequestId } from './request-context';
import { requestLogOptions } from './request-log-options';

// Nest 11's route syntax for "every path under the global prefix".
const EVERY_ROUTE = [{ path: '{*path}', method: RequestMethod.ALL }];

function requestContextMiddleware(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  runWithRequestId(assignRequestId(request, response), next);
}

/**
 * JSON logs through pino: nestjs-pino's Logger stands in for Nest's (main.ts
 * calls useLogger) and pino-http writes the line of each request.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [ENV],
      useFactory: (env: BffEnv) => ({ pinoHttp: requestLogOptions(env.LOG_LEVEL), forRoutes: EVERY_ROUTE }),
    }),
  ],
})
export class LoggingModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(requestContextMiddleware).forRoutes(...EVERY_ROUTE);
  }
}
