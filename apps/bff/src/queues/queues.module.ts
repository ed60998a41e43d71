import { QueueName } from '@immo/domain';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { BullBoardModule } from '@bull-board/nestjs';
import { BullModule } from '@nestjs/bullmq';
import { Inject, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type BffEnv, ENV } from '../config/env';
import { refuseCrossSite } from '../common/refuse-cross-site.middleware';
import { proxyTrust } from '../http-adapter';
import { operatorBasicAuth } from '../operators/operator-basic-auth.middleware';
import { ProducerConnectionsLog, producerConnection } from './producer-connections';
import { OperatorAuthenticator } from '../operators/operator-authenticator';

/** Under the global /api prefix, so the web's same-origin relay reaches it too. */
export const BULL_BOARD_ROUTE = '/admin/queues';

const queues = BullModule.registerQueue({ name: QueueName.sync }, { name: QueueName.mail }, { name: QueueName.statistics });

/**
 * The BFF as a BullMQ producer (same Redis and key prefix as the worker, so
 * both see one set of queues) and the Bull Board dashboard over those queues,
 * behind the operator credentials. Features inject a queue with @InjectQueue.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [ENV],
      useFactory: (env: BffEnv) => ({ connection: producerConnection(env.REDIS_URL), prefix: env.QUEUE_PREFIX }),
    }),
    queues,
    BullBoardModule.forRootAsync({
      inject: [ENV, OperatorAuthenticator],
      useFactory: (env: BffEnv, authenticator: OperatorAuthenticator) => ({
        route: BULL_BOARD_ROUTE,
        adapter: FastifyAdapter,
        middleware: bullBoardDoor(env, authenticator),
        boardOptions: { uiConfig: { boardTitle: 'Immo queues' } },
      }),
    }),
    BullBoardModule.forFeature(
      { name: QueueName.sync, adapter: BullMQAdapter },
      { name: QueueName.mail, adapter: BullMQAdapter },
      { name: QueueName.statistics, adapter: BullMQAdapter },
    ),
  ],
  providers: [ProducerConnectionsLog],
  exports: [queues],
})
export class QueuesModule implements NestModule {
  constructor(
    @Inject(ENV) private readonly env: BffEnv,
    private readonly authenticator: OperatorAuthenticator,
  ) {}

  // Bull Board applies its middleware to its route alone, and on Fastify that
  // path does not cover the dashboard's own API below it (/api/queues, job
  // actions): the same check guards every path under the route.
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(bullBoardDoor(this.env, this.authenticator)).forRoutes(`${BULL_BOARD_ROUTE}/{*path}`);
  }
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Operators only, and no job action forged by another site's page with their
 * browser's credentials: the cross-site check first, so a forged request is
 * not even counted as a login.
 */
function bullBoardDoor(env: BffEnv, authenticator: OperatorAuthenticator): Middleware {
  const crossSite = refuseCrossSite(env.ALLOWED_ORIGINS);
  const login = operatorBasicAuth(authenticator, proxyTrust(env.TRUST_PROXY));
  return (request, response, next) => crossSite(request, response, () => login(request, response, next));
}
