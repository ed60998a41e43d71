import { QueueName } from '@immo/domain';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { BullBoardModule } from '@bull-board/nestjs';
import { BullModule } from '@nestjs/bullmq';
import { Inject, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type BffEnv, ENV } from '../config/env';
import { refuseCrossSite } from '../common/refuse-cross-site.middleware';
import { OperatorAudit } from '../operators/operator-audit';
import { operatorSession } from '../operators/operator-session.middleware';
import { OperatorSessions } from '../operators/operator-sessions';
import { ProducerConnectionsLog, producerConnection } from './producer-connections';

/** Under the global /api prefix, so the web's same-origin relay reaches it too. */
export const BULL_BOARD_ROUTE = '/admin/queues';

const queues = BullModule.registerQueue(
  { name: QueueName.sync },
  { name: QueueName.mail },
  { name: QueueName.statistics },
);

/**
 * The BFF as a BullMQ producer (same Redis and key prefix as the worker, so
 * both see one set of queues) and the Bull Board dashboard over those queues,
 * behind the console's login. Features inject a queue with @InjectQueue.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [ENV],
      useFactory: (env: BffEnv) => ({ connection: producerConnection(env.REDIS_URL), prefix: env.QUEUE_PREFIX }),
    }),
    queues,
    BullBoardModule.forRootAsync({
      inject: [ENV, OperatorSessions, OperatorAudit],
      useFactory: (env: BffEnv, sessions: OperatorSessions, audit: OperatorAudit) => ({
        route: BULL_BOARD_ROUTE,
        adapter: FastifyAdapter,
        middleware: bullBoardDoor(env, sessions, audit),
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
    private readonly sessions: OperatorSessions,
    private readonly audit: OperatorAudit,
  ) {}

  // Bull Board applies its middleware to its route alone, and on Fastify that
  // path does not cover the dashboard's own API below it (/api/queues, job
  // actions): the same check guards every path under the route.
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(bullBoardDoor(this.env, this.sessions, this.audit)).forRoutes(`${BULL_BOARD_ROUTE}/{*path}`);
  }
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Operators with a console session only, and no job action forged by another
 * site's page with their browser's cookie: the cross-site check first.
 */
function bullBoardDoor(env: BffEnv, sessions: OperatorSessions, audit: OperatorAudit): Middleware {
  const crossSite = refuseCrossSite(env.ALLOWED_ORIGINS);
  const login = operatorSession(env, sessions, audit);
  return (request, response, next) => crossSite(request, response, () => login(request, response, next));
}
