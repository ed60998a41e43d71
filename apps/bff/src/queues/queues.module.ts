import { QueueName } from '@immo/domain';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BullBoardModule } from '@bull-board/nestjs';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { type BffEnv, ENV } from '../config/env';
import { operatorBasicAuth } from '../operators/operator-basic-auth.middleware';

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
      useFactory: (env: BffEnv) => ({ connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX }),
    }),
    queues,
    BullBoardModule.forRootAsync({
      inject: [ENV],
      useFactory: (env: BffEnv) => ({
        route: BULL_BOARD_ROUTE,
        adapter: ExpressAdapter,
        middleware: operatorBasicAuth({ user: env.OPERATOR_USER, password: env.OPERATOR_PASSWORD }),
        boardOptions: { uiConfig: { boardTitle: 'Immo queues' } },
      }),
    }),
    BullBoardModule.forFeature(
      { name: QueueName.sync, adapter: BullMQAdapter },
      { name: QueueName.mail, adapter: BullMQAdapter },
      { name: QueueName.statistics, adapter: BullMQAdapter },
    ),
  ],
  exports: [queues],
})
export class QueuesModule {}
