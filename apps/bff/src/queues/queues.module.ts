import { QueueName } from '@immo/domain';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { BullBoardModule } from '@bull-board/nestjs';
import { BullModule } from '@nestjs/bullmq';
import { Inject, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { type BffEnv, ENV } from '../config/env';
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
        middleware: operatorBasicAuth(authenticator, proxyTrust(env.TRUST_PROXY)),
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
    consumer.apply(operatorBasicAuth(this.authenticator, proxyTrust(this.env.TRUST_PROXY))).forRoutes(`${BULL_BOARD_ROUTE}/{*path}`);
  }
}
