import { QueueName } from '@immo/domain';
import { reconnectDelayMs, RedisConnectionLog } from '@immo/platform';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { ConnectionOptions, Queue } from 'bullmq';

/**
 * The producers' Redis connections: a command sent while Redis is away fails
 * at once instead of waiting in ioredis's offline queue (BullMQ's advice for
 * producers), and reconnection backs off up to 30 s.
 */
export function producerConnection(url: string): ConnectionOptions {
  return { url, enableOfflineQueue: false, retryStrategy: reconnectDelayMs };
}

/** Logs the producers' lost and regained Redis connections, sparingly (RedisConnectionLog). */
@Injectable()
export class ProducerConnectionsLog {
  constructor(
    @InjectQueue(QueueName.sync) sync: Queue,
    @InjectQueue(QueueName.mail) mail: Queue,
    @InjectQueue(QueueName.statistics) statistics: Queue,
  ) {
    // In the constructor: a connection that fails before module init must find a listener.
    const log = new RedisConnectionLog(new Logger('Queues'), 'the queue producers');
    for (const queue of [sync, mail, statistics]) log.watchBull(queue);
  }
}
